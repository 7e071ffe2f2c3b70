import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-messages';
import { adminMessageKey, serviceInUseBy } from './admin-messages';

/**
 * Turns a stored error message into text in the current language: the back-office's own messages and
 * the API messages it knows, then the client's common ones (lib/error-messages); anything else as it came.
 */
export function useAdminErrorText(): (message: string) => string {
  const { t } = useTranslation('admin');
  const commonText = useErrorText();
  return useCallback(
    (message: string) => {
      const name = adminMessageKey(message);
      if (name) return t(`errors.${name}`);
      const inUseBy = serviceInUseBy(message);
      if (inUseBy !== undefined) {
        return inUseBy === 'reservations' ? t('errors.serviceHasReservations') : t('errors.serviceInUse');
      }
      return commonText(message);
    },
    [t, commonText],
  );
}
