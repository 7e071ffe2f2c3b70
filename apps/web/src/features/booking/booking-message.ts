import { formatDate } from '@app/shared/dates';
import type { TFunction } from 'i18next';

export interface BookingMessageInput {
  firstName: string;
  lastName: string;
  serviceName: string;
  /** 'YYYY-MM-DD'; written MM-DD-YYYY in the message (SPEC.md section 9). */
  startDate: string;
  endDate: string;
}

/** SPEC.md section 9's chat message: service, dates, first and last name, in the visitor's language. */
export function bookingMessage(t: TFunction<'booking'>, input: BookingMessageInput): string {
  return t('message', {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    service: input.serviceName,
    startDate: formatDate(input.startDate),
    endDate: formatDate(input.endDate),
  });
}
