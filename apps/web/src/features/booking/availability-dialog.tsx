import { addDays } from '@app/shared/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatesProvider } from '../../components/dates-provider';
import { isBookedNight, overlapsAny, type UnavailableRange } from './use-unavailable-ranges';

export interface StayDates {
  startDate: string;
  endDate: string;
}

interface AvailabilityDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the stay picked in the calendar. */
  onPick: (stay: StayDates) => void;
  /** The dates in the form, shown selected when the calendar opens. */
  initial: StayDates;
  unavailable: readonly UnavailableRange[];
  today: string;
}

const iso = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * The public booking calendar (a lazy chunk: the pickers and dayjs load when a visitor opens it).
 * Booked nights are greyed out; the first click picks the check-in, the second the check-out, which
 * can be the first day of a booked stay (back-to-back stays are allowed) but never crosses one.
 */
export function AvailabilityDialog({
  open,
  onClose,
  onPick,
  initial,
  unavailable,
  today,
}: AvailabilityDialogProps) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const statusId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  // An arrival typed without a departure still counts: the calendar opens on its month, asking for the end.
  const keepStart = initial.startDate !== '' && initial.startDate >= today;
  const keepEnd = keepStart && initial.endDate > initial.startDate;
  const [start, setStart] = useState(keepStart ? initial.startDate : '');
  const [end, setEnd] = useState(keepEnd ? initial.endDate : '');
  // Remounts the calendar when it opens again, so it shows the month of the dates in the form.
  const [round, setRound] = useState(0);
  const choosingEnd = start !== '' && end === '';

  const reset = () => {
    setStart(keepStart ? initial.startDate : '');
    setEnd(keepEnd ? initial.endDate : '');
    setRound((n) => n + 1);
  };

  /** The first day of a booked stay can end this one: it is not "already booked" for the check-out. */
  const canEndOn = (date: string) => choosingEnd && date > start && !overlapsAny(start, date, unavailable);

  const disabled = (day: Dayjs) => {
    const date = iso(day);
    if (date < today) return true;
    if (choosingEnd) return date <= start || overlapsAny(start, date, unavailable);
    return isBookedNight(date, unavailable);
  };

  const choose = (day: Dayjs | null) => {
    if (!day) return;
    const date = iso(day);
    if (canEndOn(date)) setEnd(date);
    else {
      setStart(date);
      setEnd('');
    }
  };

  const inStay = (date: string) => start !== '' && end !== '' && date >= start && date <= end;
  const status = !start
    ? t('calendar.pickStart')
    : !end
      ? t('calendar.pickEnd', { start: dayjs(start).format('MM-DD-YYYY') })
      : t('calendar.picked', {
          start: dayjs(start).format('MM-DD-YYYY'),
          end: dayjs(end).format('MM-DD-YYYY'),
        });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={statusId}
      fullScreen={fullScreen}
      slotProps={{ transition: { onEnter: reset } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('calendar.title')}
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Typography
          id={statusId}
          role="status"
          sx={{ color: 'text.secondary', fontSize: 14.5, px: { xs: 2, sm: 0 }, mb: 1 }}
        >
          {status}
        </Typography>
        <DatesProvider>
          <DateCalendar
            key={round}
            value={start ? dayjs(end || start) : null}
            referenceDate={dayjs(start || today)}
            onChange={choose}
            shouldDisableDate={disabled}
            minDate={dayjs(today)}
            maxDate={dayjs(addDays(today, 730))}
            views={['day']}
            slotProps={{
              day: (ownerState) => {
                const date = iso(ownerState.day as Dayjs);
                const booked = isBookedNight(date, unavailable) && !canEndOn(date);
                return {
                  'aria-label': booked
                    ? t('calendar.bookedDay', { date: (ownerState.day as Dayjs).format('MM-DD-YYYY') })
                    : undefined,
                  sx: {
                    ...(booked && date >= today
                      ? { textDecoration: 'line-through', color: 'text.disabled', opacity: 0.7 }
                      : {}),
                    ...(inStay(date) || date === start
                      ? {
                          bgcolor: 'primary.main',
                          color: 'primary.contrastText',
                          '&:hover, &:focus': { bgcolor: 'primary.dark' },
                        }
                      : {}),
                  },
                };
              },
            }}
            sx={{ mx: 'auto' }}
          />
        </DatesProvider>
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            gap: 2.5,
            justifyContent: 'center',
            fontSize: 13,
            color: 'text.secondary',
            '& span': { display: 'inline-flex', alignItems: 'center', gap: 0.75 },
          }}
        >
          <span>
            <Box component="i" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
            {t('calendar.legendStay')}
          </span>
          <span>
            <Box component="i" sx={{ textDecoration: 'line-through', fontStyle: 'normal', opacity: 0.7 }}>
              17
            </Box>
            {t('calendar.legendBooked')}
          </span>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          {t('calendar.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!start || !end}
          onClick={() => {
            onPick({ startDate: start, endDate: end });
            onClose();
          }}
        >
          {t('calendar.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
