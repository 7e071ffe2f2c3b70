import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useMailStatusQuery } from './mail-status-api';

/**
 * Beside every "send" (a reservation's e-mails and PDF, the monthly summary): says, before anyone
 * sends, that the server has no SMTP set up, so what is sent waits in the outbox until it is. Nothing
 * while e-mail works, or while its status is unknown.
 */
export function MailOffNotice({ id, sx }: { id?: string; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('admin');
  const { data } = useMailStatusQuery();
  if (data?.configured !== false) return null;
  return (
    <Alert id={id} severity="warning" variant="outlined" role="status" sx={sx}>
      {t('mailOff')}
    </Alert>
  );
}
