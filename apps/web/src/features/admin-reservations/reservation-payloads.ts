import type { ServiceType } from '@app/shared/catalog';
import { type PaymentMethod, readNumber } from '@app/shared/payments';
import {
  type PaymentStatus,
  type ReservationListItem,
  type ReservationSort,
  type ReservationStatus,
  reservationMessages,
} from '@app/shared/reservations';
import { unitWord } from '../../lib/booking-unit';
import type { AdminFailure } from '../admin-shell/admin-api';
import {
  deleteMessages,
  notificationMessages,
  reservationFallbacks,
  validationMessages,
} from '../admin-shell/reservation-messages';
import { type TimesProblem, timesFieldOf, timesProblem } from './booking-period-values';

/** What a failed reservation call leaves: the message to show, and for a refused delete why and what to do. */
export interface ReservationFailure extends AdminFailure {
  suggestedAction?: string | undefined;
  relatedData?: boolean | undefined;
}

export const RESERVATIONS_PAGE_SIZE = 25;

export interface ReservationsQuery {
  q: string;
  status: ReservationStatus[];
  paymentStatus: PaymentStatus[];
  apartmentId: number | null;
  /** Stays overlapping [from, to), 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  sort: ReservationSort;
  offset: number;
  limit: number;
}

export const defaultQuery: ReservationsQuery = {
  q: '',
  status: [],
  paymentStatus: [],
  apartmentId: null,
  from: '',
  to: '',
  sort: 'upcoming',
  offset: 0,
  limit: RESERVATIONS_PAGE_SIZE,
};

/** An apartment or a villa: the places a stay can be booked in. */
export interface StayUnit {
  id: number;
  type: 'apartments' | 'villas';
  name: string;
  unitNumber: string;
  address: string;
  price: number;
}

/** A failure found before anything is sent (SPEC.md section 5). */
export const invalid = (message: string): ReservationFailure => ({ message, status: undefined });

export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const validId = (id: unknown): id is number =>
  typeof id === 'number' && Number.isInteger(id) && id > 0;

const numericFields = new Set([
  'apartmentId',
  'serviceId',
  'leadId',
  'clientId',
  'pricePerNight',
  'price',
  'cleaningFee',
  'parkingFee',
  'cancellationFee',
  'otherExpenses',
  'taxes',
]);

/**
 * SPEC.md section 5: empty, undefined and non-numeric values are dropped from payloads. Numeric fields
 * sent as text are sent as numbers; text is trimmed.
 */
export function compactPayload(data: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isBlank(value)) continue;
    if (numericFields.has(key)) {
      const number = readNumber(value);
      if (number !== null) result[key] = number;
      continue;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    result[key] = typeof value === 'string' ? value.trim() : value;
  }
  return result;
}

/** Query parameters without the empty filters (SPEC.md section 5); the CSV export sends the same. */
export function listParams(query: ReservationsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {
    limit: query.limit,
    offset: query.offset,
    sort: query.sort,
  };
  if (query.q.trim()) params.q = query.q.trim();
  if (query.status.length) params.status = query.status.join(',');
  if (query.paymentStatus.length) params.paymentStatus = query.paymentStatus.join(',');
  if (query.apartmentId) params.apartmentId = query.apartmentId;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  return params;
}

/**
 * What the form sends to create a reservation: SPEC.md section 3's fields. `price` is accepted for
 * pricePerNight; the client fields are sent only without clientId; initialPayment passes through.
 */
export type ReservationDraft = Record<string, unknown> & {
  initialPayment?: { amount?: unknown; paymentMethod?: PaymentMethod; paymentDate?: string; notes?: string };
};

/** The guest's details a reservation carries when it names no client (clientId). */
export const clientFields = [
  'clientName',
  'clientLastname',
  'clientEmail',
  'clientPhone',
  'clientAddress',
  'clientCity',
  'clientCountry',
  'clientNotes',
] as const;

/** The body of POST /reservations, or the validation message of SPEC.md section 5 it fails. */
export function createPayload(draft: ReservationDraft): Record<string, unknown> | ReservationFailure {
  const { initialPayment, price, ...rest } = draft;
  const data = compactPayload({
    ...rest,
    pricePerNight: isBlank(rest.pricePerNight) ? price : rest.pricePerNight,
  });
  if (data.pricePerNight === undefined) return invalid(validationMessages.pricePerNightRequired);
  if (data.cleaningFee === undefined) return invalid(validationMessages.cleaningFeeRequired);
  if (data.clientId !== undefined) for (const field of clientFields) delete data[field];
  if (initialPayment) {
    const amount = readNumber(initialPayment.amount);
    if (amount !== null && amount !== 0) {
      data.initialPayment = compactPayload({
        amount,
        paymentMethod: initialPayment.paymentMethod ?? 'cash',
        paymentDate: initialPayment.paymentDate,
        notes: initialPayment.notes,
      });
    }
  }
  return data;
}

export const isFailure = (value: unknown): value is ReservationFailure =>
  typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string';

/** SPEC.md section 5: a fee is clamped to 0 or more; non-numeric becomes 0; numeric text becomes a number. */
export function clampFee(value: unknown): number {
  const number = readNumber(value);
  return number === null || number < 0 ? 0 : number;
}

/** The delete errors of SPEC.md section 8, from what the call answered. */
export function deleteFailure({ message, status, details }: AdminFailure): ReservationFailure {
  if (status === 400 && (details?.relatedData === true || message === deleteMessages.relatedData)) {
    const related = details ?? {};
    return {
      message: deleteMessages.relatedData,
      status,
      details: related,
      suggestedAction: typeof related.suggestedAction === 'string' ? related.suggestedAction : undefined,
      relatedData: true,
    };
  }
  if (status === 400) return { message: deleteMessages.badRequest, status };
  if (status === 404) return { message: deleteMessages.notFound, status };
  if (status === 403) return { message: deleteMessages.forbidden, status };
  if (status !== undefined && status >= 500) return { message: deleteMessages.server, status };
  if (status === undefined) return { message: reservationFallbacks.deleteReservation, status };
  return { message, status };
}

/** The send-notification errors of SPEC.md section 8, from what the call answered. */
export function notificationFailure({ message, status }: AdminFailure): ReservationFailure {
  if (status === 404) {
    return { message: message === deleteMessages.notFound ? message : notificationMessages.noEmail, status };
  }
  if (status === 400) {
    if (/notification type/i.test(message)) return { message: notificationMessages.invalidType, status };
    if (/e-?mail/i.test(message)) return { message: notificationMessages.invalidEmail, status };
    return { message, status };
  }
  if (status !== undefined && status >= 500) return { message: notificationMessages.server, status };
  if (status === 401) return { message, status };
  return { message: notificationMessages.fallback, status };
}

/** 'Ana García', or the e-mail of a guest without a name. */
export function guestName(
  reservation: Pick<ReservationListItem, 'clientName' | 'clientLastname' | 'clientEmail'>,
) {
  return (
    [reservation.clientName, reservation.clientLastname].filter(Boolean).join(' ') ||
    reservation.clientEmail ||
    '—'
  );
}

/**
 * The failure of a call as the pages show it: what the endpoint answered, else the call's fallback. A
 * stay that overlaps another (STAY_OVERLAP, worded by the server in the request's language) becomes
 * this feature's own message, which the pages mark on the dates and say in the admin's language.
 */
export function failureOf(error: unknown, fallback: string): ReservationFailure {
  if (!isFailure(error)) return { message: fallback, status: undefined };
  return error.code === 'STAY_OVERLAP' ? { ...error, message: reservationMessages.datesUnavailable } : error;
}

/** What the form does with a refused save: mark the period, mark a field of the times, or say the message. */
export type SaveRefusal =
  | { kind: 'overlap' }
  | { kind: 'times'; field: 'startDate' | 'endDate' | 'hours'; problem: TimesProblem }
  | { kind: 'message'; message: string };

const timesRules = new Set(['endBeforeStart', 'startInPast', 'tooFarAhead', 'durationNotOffered']);

/**
 * A refused save as the form shows it. The server names the broken rule of a car's or yacht's times in
 * `details.fields` (with a charter's hours and the yacht's durations): the form words it on its field
 * in the admin's language, whatever language the answer was in.
 */
export function refusalOf(failure: unknown, type: ServiceType): SaveRefusal {
  if (!isFailure(failure)) {
    return {
      kind: 'message',
      message: typeof failure === 'string' && failure ? failure : 'An error occurred',
    };
  }
  if (failure.code === 'STAY_OVERLAP' || failure.message === reservationMessages.datesUnavailable) {
    return { kind: 'overlap' };
  }
  const fields = failure.code === 'VALIDATION' ? failure.details?.fields : undefined;
  const first = Array.isArray(fields) ? (fields[0] as Record<string, unknown> | undefined) : undefined;
  if (
    first &&
    (first.field === 'startAt' || first.field === 'endAt') &&
    typeof first.rule === 'string' &&
    timesRules.has(first.rule)
  ) {
    return {
      kind: 'times',
      field: timesFieldOf(type, first.field),
      problem: timesProblem({
        rule: first.rule as TimesProblem['rule'],
        ...(typeof first.hours === 'number' ? { hours: first.hours } : {}),
        ...(Array.isArray(first.durations) ? { durations: first.durations.filter(Number.isFinite) } : {}),
      }),
    };
  }
  return { kind: 'message', message: failure.message };
}

/** The key of a booking's length in its own unit (list.nights, list.days, list.hours), for `count`. */
export const unitsKey = (unit: ReservationListItem['unit']) => `list.${unitWord(unit)}` as const;
