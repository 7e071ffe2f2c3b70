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
import type { ServiceType } from '../catalog/service-model';
import { dayFullyTaken, noCharterFits, takenHours } from './taken-days';
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
  /** Apartments and villas pick nights; a car its pickup and return days; a yacht one day. */
  type: ServiceType;
  bufferMinutes: number;
  durations: readonly number[];
}

const iso = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * The public booking calendar (a lazy chunk: the pickers and dayjs load when a visitor opens it).
 * Booked nights are greyed out; the first click picks the check-in, the second the check-out, which
 * can be the first day of a booked stay (back-to-back stays are allowed) but never crosses one.
 * A car: a day wholly taken is greyed out; the pickup and return days never cross one (the times are
 * checked by the form). A yacht: one day, greyed out when no charter fits in it, and its taken hours
 * are listed once picked.
 */
export function AvailabilityDialog({
  open,
  onClose,
  onPick,
  initial,
  unavailable,
  today,
  type,
  bufferMinutes,
  durations,
}: AvailabilityDialogProps) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const statusId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  // An arrival typed without a departure still counts: the calendar opens on its month, asking for the end.
  const charter = type === 'yachts';
  const timed = charter || type === 'cars';
  // A charter's day is its start and its end; a car may come back on its pickup day.
  const initialEnd = charter ? initial.startDate : initial.endDate;
  const keepStart = initial.startDate !== '' && initial.startDate >= today;
  const keepEnd = keepStart && (timed ? initialEnd >= initial.startDate : initialEnd > initial.startDate);
  const [start, setStart] = useState(keepStart ? initial.startDate : '');
  const [end, setEnd] = useState(keepEnd ? initialEnd : '');
  // Remounts the calendar when it opens again, so it shows the month of the dates in the form.
  const [round, setRound] = useState(0);
  const choosingEnd = !charter && start !== '' && end === '';
  const now = new Date();
  /** A day that cannot be picked as a start: a booked night, a car's wholly taken day, a day no charter fits. */
  const bookedDay = (date: string) =>
    charter
      ? noCharterFits(date, unavailable, { hours: Math.min(...durations), bufferMinutes, now })
      : timed
        ? dayFullyTaken(date, unavailable)
        : isBookedNight(date, unavailable);
  /** A car's days from pickup to return, both included, never cross a wholly taken day. */
  const crosses = (from: string, to: string) => {
    if (!timed) return overlapsAny(from, to, unavailable);
    for (let day = from; day <= to; day = addDays(day, 1)) if (dayFullyTaken(day, unavailable)) return true;
    return false;
  };

  const reset = () => {
    setStart(keepStart ? initial.startDate : '');
    setEnd(keepEnd ? initialEnd : '');
    setRound((n) => n + 1);
  };

  /** The first day of a booked stay can end this one: it is not "already booked" for the check-out. */
  const canEndOn = (date: string) =>
    choosingEnd && (timed ? date >= start : date > start) && !crosses(start, date);

  const disabled = (day: Dayjs) => {
    const date = iso(day);
    if (date < today) return true;
    if (choosingEnd) return !canEndOn(date);
    return bookedDay(date);
  };

  const choose = (day: Dayjs | null) => {
    if (!day) return;
    const date = iso(day);
    if (charter) {
      setStart(date);
      setEnd(date);
    } else if (canEndOn(date)) setEnd(date);
    else {
      setStart(date);
      setEnd('');
    }
  };

  const inStay = (date: string) => start !== '' && end !== '' && date >= start && date <= end;
  const shown = (date: string) => dayjs(date).format('MM-DD-YYYY');
  const status = charter
    ? start
      ? shown(start)
      : t('calendar.pickDay')
    : !start
      ? t(type === 'cars' ? 'calendar.pickPickup' : 'calendar.pickStart')
      : !end
        ? t(type === 'cars' ? 'calendar.pickReturn' : 'calendar.pickEnd', { start: shown(start) })
        : t(type === 'cars' ? 'calendar.range' : 'calendar.picked', { start: shown(start), end: shown(end) });
  const taken = charter && start ? takenHours(start, unavailable) : [];

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
                const booked = bookedDay(date) && !canEndOn(date);
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
        {charter && start && (
          <Box aria-live="polite" sx={{ px: { xs: 2, sm: 0 }, mb: 2, fontSize: 14.5 }}>
            {taken.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', fontSize: 'inherit' }}>
                {t('calendar.dayFree', { date: shown(start) })}
              </Typography>
            ) : (
              <>
                <Typography sx={{ color: 'text.secondary', fontSize: 'inherit', mb: 1 }}>
                  {t('calendar.takenHours', { date: shown(start) })}
                </Typography>
                <Box
                  component="ul"
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
                >
                  {taken.map((span) => (
                    <Box
                      component="li"
                      key={span.from}
                      sx={{
                        px: 1.5,
                        py: 0.5,
                        borderRadius: 99,
                        border: '1px dashed rgba(255,255,255,0.3)',
                        color: 'text.secondary',
                        fontVariantNumeric: 'tabular-nums',
                      }}
                    >
                      {span.from} – {span.to}
                    </Box>
                  ))}
                </Box>
              </>
            )}
          </Box>
        )}
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
            {t(
              charter
                ? 'calendar.legendDay'
                : type === 'cars'
                  ? 'calendar.legendRental'
                  : 'calendar.legendStay',
            )}
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
            onPick({ startDate: start, endDate: charter ? '' : end });
            onClose();
          }}
        >
          {t(charter ? 'calendar.applyDay' : 'calendar.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
