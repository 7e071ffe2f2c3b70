import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../admin-shell/admin-api';
import { BusyButton } from '../admin-shell/busy-button';
import { MailOffNotice } from '../admin-shell/mail-off-notice';
import type { SummaryLanguage } from './summaries-api';
import { notifySummary, summaryMessages, useSummaryText } from './summary-messages';
import type { SummaryMonth } from './summary-month';
import { useSummaryActions } from './summary-state';

interface SendSummaryDialogProps {
  open: boolean;
  onClose: () => void;
  month: SummaryMonth;
  monthLabel: string;
  lang: SummaryLanguage;
}

/**
 * Asks before e-mailing the month's summary, naming where it goes (the business address, never a guest).
 * While it is queued the dialog stays; a refusal is shown in place, the missing BUSINESS_EMAIL with what
 * to do about it.
 */
export function SendSummaryDialog({ open, onClose, month, monthLabel, lang }: SendSummaryDialogProps) {
  const { t } = useTranslation(['admin-summaries', 'admin']);
  const dispatch = useAppDispatch();
  const text = useSummaryText();
  const { sendEmail, email } = useSummaryActions();
  const emailSending = email.isLoading;
  const titleId = useId();
  const textId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (!emailSending) onClose();
  };

  const send = async () => {
    setProblem(null);
    const result = await sendEmail({ ...month, lang });
    if (result.error) {
      setProblem(failureText(result.error) ?? summaryMessages.sendEmail);
      return;
    }
    dispatch(notifySummary('success', result.data.message));
    onClose();
  };

  const missingAddress = problem === summaryMessages.businessEmailMissing;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setProblem(null) } }}
    >
      <DialogTitle id={titleId}>{t('send.title', { month: monthLabel })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('send.message', { language: t(`send.languages.${lang}`) })}
        </DialogContentText>
        <MailOffNotice sx={{ mt: 2 }} />
        {problem !== null &&
          (missingAddress ? (
            <Alert severity="warning" variant="outlined" sx={{ mt: 2 }}>
              <AlertTitle>{t('send.missingTitle')}</AlertTitle>
              {t('send.missingMessage')}
            </Alert>
          ) : (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              {text(problem)}
            </Alert>
          ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} disabled={emailSending} autoFocus={problem === null} color="inherit">
          {problem !== null ? t('admin:actions.close') : t('admin:actions.cancel')}
        </Button>
        {!missingAddress && (
          <BusyButton
            onClick={() => void send()}
            variant="contained"
            busy={emailSending}
            startIcon={<SendOutlinedIcon />}
          >
            {emailSending ? t('documents.sending') : t('send.confirm')}
          </BusyButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
