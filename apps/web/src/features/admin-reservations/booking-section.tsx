import { reservationMessages } from '@app/shared/reservations';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useReservationErrorText } from '../admin-shell/reservation-error-text';
import { overlapsBusy, overlapsBusyTimes } from './availability';
import { type BookableService, useBookableServices, useBookingRules } from './bookable-services';
import { emptyPeriod, isTimed, periodInstants, periodKey } from './booking-period-values';
import { type FormFields, GuestOptionsFields } from './reservation-form-sections';
import type { FormField, FormIssue, ReservationFormValues } from './reservation-form-values';
import { ServicePicker } from './service-picker';
import { type ClashPeriod, useStayClash } from './stay-clash';
import { type OwnBooking, StayDates, useAvailability } from './stay-dates';
import { TimedPeriod } from './timed-period';

/**
 * What the form knows of the booking being typed: the service picked and its rules (a yacht's durations,
 * the turnaround), its busy ranges, and whether the period clashes with another booking, naming it.
 */
export function useBookingPeriod(values: ReservationFormValues, ownStay: OwnBooking | null) {
  const services = useBookableServices();
  const service =
    services.items.find((each) => each.type === values.serviceType && each.id === values.serviceId) ?? null;
  const rules = useBookingRules(values.serviceType, values.serviceId);
  const availability = useAvailability(service, ownStay);
  // A period the server refused (409) stays marked until the service or the period changes.
  const [refused, setRefused] = useState<string | null>(null);

  const clashes = (next: ReservationFormValues): boolean => {
    if (refused === periodKey(next)) return true;
    if (isTimed(next.serviceType)) {
      const instants = periodInstants(next);
      return (
        instants !== null &&
        instants.endAt > instants.startAt &&
        overlapsBusyTimes(instants.startAt, instants.endAt, rules.bufferMinutes, availability.ranges)
      );
    }
    return (
      Boolean(next.checkInDate && next.checkOutDate) &&
      next.checkOutDate > next.checkInDate &&
      overlapsBusy(next.checkInDate, next.checkOutDate, availability.ranges)
    );
  };

  const instants = periodInstants(values);
  const period: ClashPeriod | null = isTimed(values.serviceType)
    ? instants && { kind: 'times', ...instants, bufferMinutes: rules.bufferMinutes }
    : { kind: 'dates', checkInDate: values.checkInDate, checkOutDate: values.checkOutDate };
  // Said as soon as the period clashes, naming the booking that has it (not only after submitting).
  const clashing = clashes(values);
  const clash = useStayClash(values.serviceType, values.serviceId, period, clashing, ownStay?.id ?? null);

  /** The field a clash is marked on, and its issue. */
  const clashIssue = (next: ReservationFormValues): [FormField, FormIssue] | null => {
    if (!clashes(next)) return null;
    return isTimed(next.serviceType)
      ? ['startDate', { key: 'taken' }]
      : ['checkOutDate', { key: 'custom', values: { message: reservationMessages.datesUnavailable } }];
  };

  return {
    services,
    service,
    rules,
    availability,
    clashing,
    clash,
    clashIssue,
    markRefused: (refusedValues: ReservationFormValues) => setRefused(periodKey(refusedValues)),
  };
}

export type BookingPeriod = ReturnType<typeof useBookingPeriod>;

/** The changes of picking a service: its type and id, and its price when no price is typed yet. */
export function pickService(
  values: ReservationFormValues,
  type: ReservationFormValues['serviceType'],
  picked: BookableService | null,
): Partial<ReservationFormValues> {
  return {
    serviceType: type,
    serviceId: picked?.id ?? null,
    // Another kind of period: what was typed for the other unit no longer applies.
    ...(isTimed(type) !== isTimed(values.serviceType) ? emptyPeriod : {}),
    ...(picked && picked.price > 0 && values.pricePerNight.trim() === ''
      ? { pricePerNight: String(picked.price) }
      : {}),
  };
}

interface BookingSectionProps {
  fields: FormFields;
  booking: BookingPeriod;
  mode: 'create' | 'edit';
}

/** The service (any type), its period in its own unit, the status and the guest's language. */
export function BookingSection({ fields, booking, mode }: BookingSectionProps) {
  const errorText = useReservationErrorText();
  const { values, update, invalid, errorOf, refOf } = fields;
  const { services, service, rules, availability, clashing, clash } = booking;
  const type = values.serviceType;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ServicePicker
        services={services.items}
        loading={services.status === 'loading' || services.status === 'idle'}
        type={type}
        value={values.serviceId}
        onChange={(nextType, picked) => update(pickService(values, nextType, picked))}
        typeLocked={mode === 'edit'}
        error={invalid('serviceId')}
        helperText={
          invalid('serviceId')
            ? errorText(
                isTimed(type) ? reservationMessages.serviceRequired : reservationMessages.apartmentRequired,
              )
            : service?.address || ' '
        }
        inputRef={refOf('serviceId')}
      />
      {type === 'cars' || type === 'yachts' ? (
        <TimedPeriod
          values={{ ...values, serviceType: type }}
          onChange={update}
          durations={rules.durations}
          errorOf={errorOf}
          refOf={refOf}
          ranges={availability.ranges}
          availability={availability.status}
          hasService={service !== null}
          clashing={clashing}
          clash={clash}
        />
      ) : (
        <StayDates
          checkInDate={values.checkInDate}
          checkOutDate={values.checkOutDate}
          onChange={update}
          ranges={availability.ranges}
          availability={availability.status}
          hasUnit={service !== null}
          checkInError={errorOf('checkInDate')}
          checkOutError={errorOf('checkOutDate')}
          clashing={clashing}
          clash={clash}
          checkInRef={refOf('checkInDate')}
          checkOutRef={refOf('checkOutDate')}
        />
      )}
      <GuestOptionsFields fields={fields} withStatus={mode === 'create'} />
    </Box>
  );
}
