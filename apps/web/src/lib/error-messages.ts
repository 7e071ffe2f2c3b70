import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clientErrorCodes } from './api-error';
import { apiMessages } from './api-messages';
import { translateError } from './error-text';

/*
 * For the back-office only, until its features keep the code of a failure (lib/api-error StoredError)
 * instead of its bare message: the messages this client makes itself, and the login's, stand for their
 * codes and are worded by lib/error-text. Any other message is shown as it came.
 */
const codeByMessage: Record<string, string> = {
  [apiMessages.unauthorized]: 'UNAUTHORIZED',
  [apiMessages.generic]: clientErrorCodes.unknown,
  [apiMessages.noResponse]: clientErrorCodes.noResponse,
  [apiMessages.requestSetup]: clientErrorCodes.requestSetup,
  'Invalid email or password': 'INVALID_CREDENTIALS',
};

/** Returns a function that turns a stored error message into text in the current language. */
export function useErrorText(): (message: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function when the language changes
  return useCallback(
    (message: string) => translateError(i18n, { message, code: codeByMessage[message] ?? null }),
    [i18n, language],
  );
}
