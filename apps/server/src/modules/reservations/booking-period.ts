import { zonedTimeToInstant } from '@app/shared/dates';
import {
  type BookingPeriod,
  bookingMessages,
  checkBookingTimes,
  type Localized,
  localDateOf,
  reservationMessages,
  unitsOf,
} from '@app/shared/reservations';
import { AppError } from '../../lib/app-error.ts';
import type { BookableService } from './reservation-parties.ts';

/** The columns of a reservation that say what it books and when. */
export interface PeriodValues {
  serviceId: number;
  serviceType: BookableService['type'];
  unit: BookableService['unit'];
  units: number;
  checkInDate: string;
  checkOutDate: string;
  startAt: Date | null;
  endAt: Date | null;
}

const invalid = (field: string, message: Localized | string, more: Record<string, unknown> = {}) =>
  new AppError('VALIDATION', message, {
    in: 'body',
    fields: [{ field, message: typeof message === 'string' ? message : message.en, ...more }],
  });

/**
 * The period of a booking as its service is booked: dates for a stay (a night unit), instants for a
 * car or a yacht, whose dates are then the Miami dates of the instants. A period of the wrong kind,
 * an end not after the start, a yacht charter of a duration the yacht does not offer, a start more
 * than 2 years ahead (or, for visitors, in the past): 400 in the request's language.
 */
export function periodValues(
  service: BookableService,
  period: BookingPeriod,
  options: { publicRequest?: boolean } = {},
): PeriodValues {
  const base = { serviceId: service.id, serviceType: service.type, unit: service.unit };
  if (service.unit === 'night') {
    if (period.kind !== 'dates') throw invalid('checkInDate', reservationMessages.checkInRequired);
    if (period.checkOutDate <= period.checkInDate)
      throw invalid('checkOutDate', reservationMessages.checkOutAfterCheckIn);
    return {
      ...base,
      units: unitsOf('night', period),
      checkInDate: period.checkInDate,
      checkOutDate: period.checkOutDate,
      startAt: null,
      endAt: null,
    };
  }
  if (period.kind !== 'times') throw invalid('startAt', bookingMessages.timesRequired);
  const issue = checkBookingTimes(service, period.startAt, period.endAt, options);
  if (issue) {
    // The rule's name (and a charter's hours) let a client word the refusal in its own language.
    const { field, message, ...rule } = issue;
    throw invalid(field, message, rule);
  }
  return {
    ...base,
    units: unitsOf(service.unit, period),
    checkInDate: localDateOf(period.startAt),
    checkOutDate: localDateOf(period.endAt),
    startAt: period.startAt,
    endAt: period.endAt,
  };
}

/** The busy range the database derives for these values (migration 0014): to find what it overlapped. */
export function busyRangeOf(values: PeriodValues, bufferMinutes: number) {
  const from = values.startAt ?? zonedTimeToInstant(values.checkInDate, '00:00');
  const end = values.endAt ?? zonedTimeToInstant(values.checkOutDate, '00:00');
  return { busyFrom: from, busyUntil: new Date(end.getTime() + bufferMinutes * 60_000) };
}
