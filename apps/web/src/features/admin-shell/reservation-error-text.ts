import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminErrorText } from './admin-error-text';
import { notify } from './notifications-slice';
import { fieldRuleOf, reservationMessageKey } from './reservation-messages';

/**
 * A stored message in the admin's language: this feature's messages (SPEC.md sections 5 and 8, and the
 * API's reservation messages), the generic field rules of the shared schemas, then the back-office's.
 */
export function useReservationErrorText(): (message: string) => string {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const adminText = useAdminErrorText();
  return useCallback(
    (message: string) => {
      const name = reservationMessageKey(message);
      if (name) return t(`admin-reservations:errors.${name}`);
      const rule = fieldRuleOf(message);
      if (rule) {
        switch (rule.rule) {
          case 'number':
          case 'notNegative':
          case 'email':
            return t(`admin:validation.${rule.rule}`);
          case 'max':
          case 'maxLength':
            return t(`admin:validation.${rule.rule}`, { count: rule.count });
          default:
            return t(`admin-reservations:validation.${rule.rule}`);
        }
      }
      return adminText(message);
    },
    [t, adminText],
  );
}

/** The snackbar message of a failure: translated when this feature knows it, else as the call produced it. */
export function notifyReservationError(message: string) {
  const name = reservationMessageKey(message);
  return name
    ? notify({ severity: 'error', key: `admin-reservations:errors.${name}` })
    : notify({ severity: 'error', text: message });
}
