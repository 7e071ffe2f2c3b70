import type { CalendarBlock } from '@app/shared/calendars';
import type { ServiceType } from '@app/shared/catalog';
import { bookingUnitOf } from '@app/shared/reservations';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { failureText } from '../admin-shell/admin-api';
import { BusyButton } from '../admin-shell/busy-button';
import { ConfirmDialog } from '../admin-shell/confirm-dialog';
import { useFormatters } from '../admin-shell/format';
import { notifySuccess } from '../admin-shell/notifications-slice';
import { useAddBlockMutation, useDeleteBlockMutation } from './calendar-api';

/**
 * The blocks still to come on a service's calendar: manual ones (removable) and imported ones (named
 * by their feed), and the form that blocks time. Nights take dates (the end is the first free day);
 * cars and yachts take times, read on Miami's clock by the server.
 */
export function CalendarBlocks({
  type,
  id,
  blocks,
}: {
  type: ServiceType;
  id: number;
  blocks: CalendarBlock[];
}) {
  const { t } = useTranslation('admin-services');
  const { date, dateTime } = useFormatters();
  const dispatch = useAppDispatch();
  const [add, adding] = useAddBlockMutation();
  const [remove] = useDeleteBlockMutation();
  const nights = bookingUnitOf[type] === 'night';
  const show = nights ? date : dateTime;
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CalendarBlock | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await add({ type, id, input: { start, end, reason } });
    if (result.error) {
      setError(failureText(result.error) ?? null);
      return;
    }
    setStart('');
    setEnd('');
    setReason('');
    dispatch(notifySuccess('admin-services:calendar.blockAdded'));
  };

  return (
    <>
      {blocks.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('calendar.noBlocks')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {blocks.map((block) => (
          <Box
            component="li"
            key={block.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              flexWrap: 'wrap',
            }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {show(block.start)} – {show(block.end)}
            </Typography>
            <Chip size="small" variant="outlined" label={block.importName ?? t('calendar.manual')} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mr: 'auto' }}>
              {block.reason}
            </Typography>
            {block.source === 'manual' && (
              <Button
                size="small"
                color="error"
                aria-label={t('calendar.deleteBlockLabel', { start: show(block.start) })}
                onClick={() => setRemoving(block)}
              >
                {t('calendar.deleteBlock')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1.5 }}
      >
        <TextField
          size="small"
          type={nights ? 'date' : 'datetime-local'}
          label={t('calendar.start')}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type={nights ? 'date' : 'datetime-local'}
          label={t(nights ? 'calendar.end' : 'calendar.endTime')}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label={t('calendar.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          sx={{ flex: '1 1 200px' }}
        />
        <BusyButton type="submit" variant="outlined" busy={adding.isLoading}>
          {t('calendar.addBlock')}
        </BusyButton>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('calendar.deleteBlockTitle')}
        confirmLabel={t('calendar.deleteBlock')}
        onConfirm={() => remove({ serviceId: id, blockId: removing?.id ?? 0 }).unwrap()}
        onClose={() => setRemoving(null)}
      >
        {t('calendar.deleteBlockText')}
      </ConfirmDialog>
    </>
  );
}
