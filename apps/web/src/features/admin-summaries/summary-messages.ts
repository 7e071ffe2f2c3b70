import { mailMessages } from '@app/shared/mail';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminErrorText } from '../admin-shell/admin-error-text';
import { notify } from '../admin-shell/notifications-slice';

/**
 * The fallbacks of the summaries calls (SPEC.md section 8, word for word) and the API's messages this
 * screen shows translated. Slices store them in English; the page shows them through useSummaryText.
 */
export const summaryMessages = {
  generate: 'Error generating summary',
  fetchDetails: 'Error fetching summary details',
  downloadPdf: 'Error at downloading summary PDF',
  sendEmail: 'Error at sending summary email',
  /** POST .../send without BUSINESS_EMAIL on the server (400). */
  businessEmailMissing: mailMessages.businessEmailMissing,
  /** POST .../send accepted (202). */
  queued: mailMessages.summaryQueued,
} as const;

type MessageName = keyof typeof summaryMessages;

const nameByMessage = new Map<string, MessageName>(
  Object.entries(summaryMessages).map(([name, message]) => [message, name as MessageName] as const),
);

/** The admin-summaries:messages key of a known message, or undefined. */
export function summaryMessageKey(message: string): MessageName | undefined {
  return nameByMessage.get(message);
}

/** A stored message in the admin's language: this screen's, then the back-office's, else as it came. */
export function useSummaryText(): (message: string) => string {
  const { t } = useTranslation('admin-summaries');
  const adminText = useAdminErrorText();
  return useCallback(
    (message: string) => {
      const name = summaryMessageKey(message);
      return name ? t(`messages.${name}`) : adminText(message);
    },
    [t, adminText],
  );
}

/** The snackbar message of a failure or a success: translated when this screen knows it. */
export function notifySummary(severity: 'success' | 'error', message: string) {
  const name = summaryMessageKey(message);
  return name
    ? notify({ severity, key: `admin-summaries:messages.${name}` })
    : notify({ severity, text: message });
}
