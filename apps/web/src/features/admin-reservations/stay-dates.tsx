import type { ServiceType } from '@app/shared/catalog';
import { addDays } from '@app/shared/dates';
import { reservationMessages } from '@app/shared/reservations';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStatus } from '../admin-shell/admin-api';
import { CalendarDatePicker } from '../admin-shell/calendar-date-picker';
import type { LoadStatus } from '../admin-shell/load-status';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { useReservationFormat } from '../admin-shell/reservation-format';
import { type BusyRange, canCheckOut, isNightBooked, withoutOwnStay, withoutOwnTimes } from './availability';
import { isTimed } from './booking-period-values';
import { useAvailabilityQuery } from './reservations-api';
import type { StayClash } from './stay-clash';

/** One empty list for every render: hooks that depend on the ranges do not run again for nothing. */
const NO_RANGES: BusyRange[] = [];

/** The booking being edited: its own nights or hours stay selectable. */
export interface OwnBooking {
  id: number;
  checkInDate: string;
  checkOutDate: string;
  /** A car's or yacht's start; null for a stay. */
  startAt: string | null;
}

/**
 * The busy ranges of a service (GET /{type}/{id}/availability): nights of a stay, instants (turnaround
 * included) of a car or a yacht; when editing, without the reservation's own booking.
 */
export function useAvailability(
  unit: { type: ServiceType; id: number } | null,
  ownStay: OwnBooking | null,
): { ranges: BusyRange[]; status: LoadStatus; reload: () => void } {
  const query = useAvailabilityQuery(unit ? { type: unit.type, id: unit.id } : skipToken);
  const ownIn = ownStay?.checkInDate ?? '';
  const ownOut = ownStay?.checkOutDate ?? '';
  const ownStart = ownStay?.startAt ?? null;
  const timed = unit ? isTimed(unit.type) : false;
  const { data, isError } = query;
  const ranges = useMemo(() => {
    if (!data || isError) return NO_RANGES;
    if (timed) return withoutOwnTimes(data, ownStart);
    return withoutOwnStay(data, ownIn && ownOut ? { checkInDate: ownIn, checkOutDate: ownOut } : null);
  }, [data, isError, ownIn, ownOut, ownStart, timed]);
  const status: LoadStatus = !unit ? 'idle' : query.isFetching ? 'loading' : loadStatus(query);
  return {
    ranges: unit ? ranges : NO_RANGES,
    status,
    reload: () => {
      if (unit) void query.refetch();
    },
  };
}

interface StayDatesProps {
  checkInDate: string;
  checkOutDate: string;
  onChange: (dates: { checkInDate?: string; checkOutDate?: string }) => void;
  ranges: BusyRange[];
  availability: LoadStatus;
  hasUnit: boolean;
  checkInError?: string;
  checkOutError?: string;
  /** The stay takes booked nights: said once, in the warning, naming the booking when it is known. */
  clashing?: boolean;
  clash?: StayClash | null;
  checkInRef?: (element: HTMLInputElement | null) => void;
  checkOutRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Check-in and check-out, linked: booked nights are greyed out, the check-out calendar opens at the
 * check-in and offers only days reachable without crossing another stay.
 */
export function StayDates({
  checkInDate,
  checkOutDate,
  onChange,
  ranges,
  availability,
  hasUnit,
  checkInError,
  checkOutError,
  clashing = false,
  clash = null,
  checkInRef,
  checkOutRef,
}: StayDatesProps) {
  const { t } = useTranslation('admin-reservations');
  const errorText = useReservationErrorText();
  const format = useReservationFormat();
  const [checkOutOpen, setCheckOutOpen] = useState(false);

  const chooseCheckIn = (date: string, accepted: boolean) => {
    const keepCheckOut = date && checkOutDate && canCheckOut(checkOutDate, date, ranges);
    onChange({ checkInDate: date, ...(keepCheckOut || !checkOutDate ? {} : { checkOutDate: '' }) });
    // Picking in the calendar goes straight on to the check-out's calendar (typing moves on by itself).
    if (accepted && date && !keepCheckOut) setCheckOutOpen(true);
  };

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CalendarDatePicker
          label={t('form.fields.checkInDate')}
          name="checkInDate"
          value={checkInDate}
          onChange={(date) => chooseCheckIn(date, false)}
          onAccept={(date, fromCalendar) => chooseCheckIn(date, fromCalendar)}
          isDisabled={(date) => isNightBooked(date, ranges)}
          required
          error={Boolean(checkInError)}
          helperText={checkInError}
          inputRef={checkInRef}
        />
        <CalendarDatePicker
          label={t('form.fields.checkOutDate')}
          name="checkOutDate"
          value={checkOutDate}
          onChange={(date) => onChange({ checkOutDate: date })}
          isDisabled={(date) => !canCheckOut(date, checkInDate, ranges)}
          referenceDate={checkInDate ? addDays(checkInDate, 1) : undefined}
          minDate={checkInDate ? addDays(checkInDate, 1) : undefined}
          open={checkOutOpen}
          onOpen={() => setCheckOutOpen(true)}
          onClose={() => setCheckOutOpen(false)}
          required
          error={Boolean(checkOutError) || clashing}
          helperText={clashing ? undefined : checkOutError}
          inputRef={checkOutRef}
        />
      </Box>
      {clashing && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {errorText(reservationMessages.datesUnavailable)}
          {clash && '.'}
          {clash &&
            ` ${t('form.clash', {
              code: clash.code,
              from: format.date(clash.checkInDate),
              to: format.date(clash.checkOutDate),
            })}`}
        </Alert>
      )}
      <Typography
        variant="body2"
        role="status"
        sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1, mt: -0.5 }}
      >
        <EventBusyOutlinedIcon fontSize="small" aria-hidden />
        {!hasUnit
          ? t('form.availability.pickUnit')
          : availability === 'loading'
            ? t('form.availability.loading')
            : availability === 'failed'
              ? t('form.availability.failed')
              : t('form.availability.busy', { count: ranges.length })}
      </Typography>
    </Box>
  );
}
