import { type NotificationType, notificationTypes } from '@app/shared/mail';
import type { CompletenessResult, Reservation } from '@app/shared/reservations';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import AttachEmailOutlinedIcon from '@mui/icons-material/AttachEmailOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { BusyButton } from '../admin-shell/busy-button';
import { FormDialog } from '../admin-shell/form-dialog';
import { MailOffNotice } from '../admin-shell/mail-off-notice';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { notifyReservationError, useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { notificationMessages, reservationFallbacks } from '../admin-shell/reservation-messages';
import { failureOf } from './reservation-payloads';
import {
  useDownloadReservationPdfMutation,
  useSendNotificationMutation,
  useSendPdfByEmailMutation,
} from './reservations-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function EmailPdfDialog({
  open,
  onClose,
  reservation,
}: {
  open: boolean;
  onClose: () => void;
  reservation: Reservation;
}) {
  const { t } = useTranslation(['admin-reservations', 'admin']);
  const dispatch = useAppDispatch();
  const [sendPdfByEmail] = useSendPdfByEmailMutation();
  const errorText = useReservationErrorText();
  const [email, setEmail] = useState(reservation.clientEmail ?? '');
  /** The address's own problem, under the field; the server's refusal goes under the form. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!EMAIL.test(email.trim())) {
      setInvalid('Invalid email format');
      return;
    }
    setInvalid(null);
    setBusy(true);
    const result = await sendPdfByEmail({ id: reservation.id, email });
    setBusy(false);
    if (result.error) {
      setRefusal(failureOf(result.error, reservationFallbacks.sendPdfByEmail).message);
      return;
    }
    dispatch(notifySuccess('admin-reservations:messages.pdfQueued', { email: email.trim() }));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('documents.emailPdfTitle')}
      onSubmit={submit}
      saving={busy}
      submitLabel={t('documents.send')}
      busyLabel={t('documents.sending')}
      submitIcon={<SendOutlinedIcon />}
      error={refusal ? errorText(refusal) : null}
      onEnter={() => {
        setEmail(reservation.clientEmail ?? '');
        setInvalid(null);
        setRefusal(null);
      }}
    >
      <MailOffNotice sx={{ mb: 2 }} />
      <TextField
        label={t('documents.emailTo')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoFocus
        fullWidth
        error={Boolean(invalid)}
        helperText={invalid ? errorText(invalid) : t('documents.emailHint')}
      />
    </FormDialog>
  );
}

interface DocumentsCardProps {
  reservation: Reservation;
  pdfCheck: CompletenessResult | null;
}

/** The reservation's PDF (download, e-mail) and the e-mails to the guest, with the ones already sent. */
export function DocumentsCard({ reservation, pdfCheck }: DocumentsCardProps) {
  const { t } = useTranslation('admin-reservations');
  const dispatch = useAppDispatch();
  const [downloadReservationPdf] = useDownloadReservationPdfMutation();
  const [sendNotification] = useSendNotificationMutation();
  const format = useReservationFormat();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [sending, setSending] = useState<NotificationType | null>(null);

  const download = async () => {
    setDownloading(true);
    // The PDF is in the guest's language (the reservation's), whatever the admin reads.
    const result = await downloadReservationPdf({ reservation });
    setDownloading(false);
    if (result.error) {
      dispatch(notifyReservationError(failureOf(result.error, reservationFallbacks.downloadPdf).message));
    }
  };

  const send = async (type: NotificationType) => {
    setMenu(null);
    setSending(type);
    const result = await sendNotification({ id: reservation.id, type });
    setSending(null);
    if (result.error) {
      dispatch(notifyReservationError(failureOf(result.error, notificationMessages.fallback).message));
      return;
    }
    dispatch(
      notifySuccess('admin-reservations:messages.notificationQueued', {
        type: t(`notifications.types.${type}`),
      }),
    );
  };

  const missing = pdfCheck && !pdfCheck.success ? pdfCheck.missingFields : [];
  const notifications = [...reservation.notifications].sort((a, b) => b.sentAt.localeCompare(a.sentAt));

  return (
    <Box>
      {missing.length > 0 && (
        <Alert severity="warning" variant="outlined" role="status" sx={{ mb: 2 }}>
          {t('documents.missing', {
            fields: missing
              .map((field) => t(`documents.fields.${field}` as never, { defaultValue: field }))
              .join(', '),
          })}
        </Alert>
      )}
      <MailOffNotice sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <BusyButton
          variant="outlined"
          color="inherit"
          onClick={() => void download()}
          busy={downloading}
          startIcon={<PictureAsPdfOutlinedIcon />}
        >
          {t('documents.downloadPdf')}
        </BusyButton>
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => setEmailOpen(true)}
          startIcon={<AttachEmailOutlinedIcon />}
        >
          {t('documents.emailPdf')}
        </Button>
        <BusyButton
          variant="outlined"
          color="inherit"
          onClick={(event) => setMenu(event.currentTarget)}
          busy={sending !== null}
          startIcon={<ScheduleSendOutlinedIcon />}
          endIcon={<ArrowDropDownIcon />}
          aria-haspopup="menu"
          aria-expanded={menu ? 'true' : undefined}
        >
          {t('documents.sendEmail')}
        </BusyButton>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          {notificationTypes.map((type) => (
            <MenuItem key={type} onClick={() => void send(type)}>
              <ListItemText
                primary={t(`notifications.types.${type}`)}
                secondary={t(`notifications.hints.${type}`)}
              />
            </MenuItem>
          ))}
        </Menu>
      </Box>
      {!reservation.clientEmail && (
        <Typography variant="body2" sx={{ color: 'warning.main', mt: 1.5 }}>
          {t('documents.noEmail')}
        </Typography>
      )}

      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1, color: 'text.secondary' }}>
        {t('notifications.sent')}
      </Typography>
      {notifications.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('notifications.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {notifications.map((notification) => {
            const queued = !notification.confirmation || notification.confirmation.startsWith('outbox:');
            return (
              <Box
                component="li"
                key={`${notification.type}-${notification.sentAt}`}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
              >
                <Box sx={{ color: queued ? 'text.secondary' : 'success.main', pt: 0.25 }} aria-hidden>
                  {queued ? (
                    <ScheduleSendOutlinedIcon fontSize="small" />
                  ) : (
                    <MarkEmailReadOutlinedIcon fontSize="small" />
                  )}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`notifications.types.${notification.type}` as never, {
                      defaultValue: notification.type,
                    })}
                  </Typography>
                  <Typography
                    variant="caption"
                    sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {format.dateTime(notification.sentAt)} ·{' '}
                    {queued ? t('notifications.queued') : t('notifications.delivered')}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <EmailPdfDialog open={emailOpen} onClose={() => setEmailOpen(false)} reservation={reservation} />
    </Box>
  );
}
