import type { TFunction } from 'i18next';
import type { StoredError } from '../../lib/api-error';
import type { Language } from '../../lib/language';
import type { ServiceType } from '../catalog/service-model';
import { bookingMessage } from './booking-message';
import type { BookingLeadInput } from './booking-thunk';
import { DEFAULT_RENTAL_TIME } from './booking-times';
import { type BookingValues, periodOf } from './validate-booking';

/** The form's first values: a car's times at DEFAULT_RENTAL_TIME, a charter's shortest duration. */
export function emptyValues(type: ServiceType, durations: readonly number[]): BookingValues {
  const time = type === 'cars' ? DEFAULT_RENTAL_TIME : '';
  return {
    name: '',
    lastName: '',
    email: '',
    phone: '',
    startDate: '',
    endDate: '',
    startTime: time,
    endTime: time,
    hours: type === 'yachts' ? String(Math.min(...durations)) : '',
  };
}

/** True when the API refused this field of the request (a 400's details.fields). */
export const refusedField = (failure: StoredError | undefined, field: string) =>
  Array.isArray(failure?.details?.fields) &&
  failure.details.fields.some((item: { field?: unknown }) => item?.field === field);

interface Service {
  type: ServiceType;
  serviceId: number;
  serviceName: string;
  unitNumber?: string | undefined;
}

/**
 * The lead of checked values (POST /api/bookings): a stay's dates; a charter's start (ISO) and hours; a
 * car's pickup and return instants. The phone only when given.
 */
export function leadOf(values: BookingValues, service: Service, language: Language): BookingLeadInput {
  const period = periodOf(service.type, values);
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    serviceName: service.serviceName,
    serviceType: service.type,
    serviceId: service.serviceId,
    language,
    ...(phone && { phone }),
    ...(!period
      ? { startDate: values.startDate, endDate: values.endDate }
      : service.type === 'yachts'
        ? { startAt: period.startAt.toISOString(), hours: Number(values.hours) }
        : { startAt: period.startAt.toISOString(), endAt: period.endAt.toISOString() }),
  };
}

/** The WhatsApp text of checked values: a charter's day, start and hours; a car's pickup and return. */
export function chatMessageOf(t: TFunction<'booking'>, values: BookingValues, service: Service): string {
  const period = periodOf(service.type, values);
  const { serviceName, unitNumber } = service;
  return bookingMessage(t, {
    firstName: values.name,
    lastName: values.lastName,
    serviceName: unitNumber ? t('serviceWithUnit', { service: serviceName, unit: unitNumber }) : serviceName,
    startDate: values.startDate,
    endDate: values.endDate,
    ...(period && {
      times:
        service.type === 'yachts'
          ? { startAt: period.startAt, hours: Number(values.hours) }
          : { startAt: period.startAt, endAt: period.endAt },
    }),
  });
}
