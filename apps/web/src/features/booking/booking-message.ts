import { formatDate } from '@app/shared/dates';
import type { TFunction } from 'i18next';

export interface BookingMessageInput {
  firstName: string;
  lastName: string;
  serviceName: string;
  /** 'YYYY-MM-DD'; written MM-DD-YYYY in the message (SPEC.md section 9). */
  startDate: string;
  endDate: string;
  /** A yacht charter: its start (an instant) and hours; a car: its pickup and return instants. */
  times?: { startAt: Date; hours: number } | { startAt: Date; endAt: Date };
}

/** 'MM-DD-YYYY HH:mm' of an instant on the Miami wall clock, split in day and time. */
function miami(instant: Date) {
  const [day = '', time = ''] = formatDate(instant, { time: true }).split(' ');
  return { day, time };
}

/**
 * SPEC.md section 9's chat message in the visitor's language: service, first and last name, and the
 * dates; for a charter the day, the start time and the duration; for a car the pickup and return.
 */
export function bookingMessage(t: TFunction<'booking'>, input: BookingMessageInput): string {
  const who = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    service: input.serviceName,
  };
  const times = input.times;
  if (times && 'hours' in times) {
    const start = miami(times.startAt);
    return t('messageCharter', { ...who, day: start.day, startTime: start.time, count: times.hours });
  }
  if (times) {
    return t('messageRental', {
      ...who,
      start: formatDate(times.startAt, { time: true }),
      end: formatDate(times.endAt, { time: true }),
    });
  }
  return t('message', { ...who, startDate: formatDate(input.startDate), endDate: formatDate(input.endDate) });
}
