import { useTranslation } from 'react-i18next';
import { apiMessages } from './api-messages';

// The API and the interceptor speak English (SPEC.md section 8); known messages are shown translated,
// anything else (a server message we have no key for) as it came.
const messageKeys = {
  [apiMessages.unauthorized]: 'errors.unauthorized',
  [apiMessages.generic]: 'errors.generic',
  [apiMessages.noResponse]: 'errors.noResponse',
  [apiMessages.requestSetup]: 'errors.requestSetup',
  'An error occurred. Please try again.': 'errors.tryAgain',
  'Invalid email or password': 'errors.invalidCredentials',
} as const;

function isKnownMessage(message: string): message is keyof typeof messageKeys {
  return Object.hasOwn(messageKeys, message);
}

/** Returns a function that turns a stored error message into text in the current language. */
export function useErrorText(): (message: string) => string {
  const { t } = useTranslation('common');
  return (message) => (isKnownMessage(message) ? t(messageKeys[message]) : message);
}
