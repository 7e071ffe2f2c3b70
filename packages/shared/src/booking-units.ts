import { z } from 'zod';
import { BUSINESS_TIME_ZONE, latestCheckIn, nightsBetween, todayIn } from './dates.ts';
import type { ServiceType } from './service-types.ts';
import type { Language } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// Booking units (ARCHITECTURE.md "Every service bookable").
// ---------------------------------------------------------------------------------------------------

export const bookingUnits = ['night', 'day', 'hour'] as const;
export const bookingUnitSchema = z.enum(bookingUnits);
export type BookingUnit = z.infer<typeof bookingUnitSchema>;

/** How each type is booked: stays by the night, cars by the day, yacht charters by the hour. */
export const bookingUnitOf = {
  apartments: 'night',
  villas: 'night',
  cars: 'day',
  yachts: 'hour',
} as const satisfies Record<ServiceType, BookingUnit>;

/**
 * The turnaround kept free after a booking when the service names none (its buffer_minutes is null).
 * Migration 0014's trigger holds the same numbers: the database applies them, this shows them.
 */
export const defaultBufferMinutes = {
  apartments: 0,
  villas: 0,
  cars: 120,
  yachts: 60,
} as const satisfies Record<ServiceType, number>;

/** The hours a yacht charter may last when the yacht names none. */
export const DEFAULT_YACHT_DURATIONS: readonly number[] = [4, 6, 8];

/** A service's own buffer and durations, or the defaults of its type; only yachts have durations. */
export function bookingRulesOf(service: {
  type: ServiceType;
  bufferMinutes: number | null;
  durations: readonly number[] | null;
}) {
  return {
    unit: bookingUnitOf[service.type] as BookingUnit,
    bufferMinutes: service.bufferMinutes ?? defaultBufferMinutes[service.type],
    durations:
      service.type === 'yachts'
        ? [...(service.durations?.length ? service.durations : DEFAULT_YACHT_DURATIONS)]
        : [],
  };
}

const MS_PER_HOUR = 3_600_000;

/** Hours from `start` to `end`, rounded up (a started hour counts). */
export const hoursBetween = (start: Date, end: Date) =>
  Math.ceil((end.getTime() - start.getTime()) / MS_PER_HOUR);

/**
 * How many units a booking is charged: nights between the dates; days = ceil(hours / 24), at least 1;
 * hours. The database derives the same number when it writes the row (migration 0014).
 */
export function unitsOf(
  unit: BookingUnit,
  period: { checkInDate: string; checkOutDate: string } | { startAt: Date; endAt: Date },
): number {
  if ('checkInDate' in period) return nightsBetween(period.checkInDate, period.checkOutDate);
  const hours = hoursBetween(period.startAt, period.endAt);
  return unit === 'hour' ? hours : Math.max(1, Math.ceil(hours / 24));
}

/** The calendar date an instant falls on in Miami: the checkInDate/checkOutDate of a timed booking. */
export const localDateOf = (instant: Date) => todayIn(BUSINESS_TIME_ZONE, instant);

// ---------------------------------------------------------------------------------------------------
// The rules of a booking's times, with their words in both languages.
// ---------------------------------------------------------------------------------------------------

export type Localized = Record<Language, string>;

export const bookingMessages = {
  timesRequired: {
    en: 'startAt and endAt: the start and the end of the booking are required',
    es: 'startAt y endAt: el inicio y el fin de la reserva son obligatorios',
  },
  endBeforeStart: {
    en: 'endAt: the end must be after the start',
    es: 'endAt: el fin debe ser posterior al inicio',
  },
  startInPast: {
    en: 'startAt: the start cannot be in the past',
    es: 'startAt: el inicio no puede estar en el pasado',
  },
  tooFarAhead: {
    en: 'startAt: bookings open at most 2 years ahead',
    es: 'startAt: se puede reservar como máximo con 2 años de antelación',
  },
  durationNotOffered: (hours: number, offered: readonly number[]): Localized => ({
    en: `This yacht is chartered for ${offered.join(', ')} hours, not ${hours}`,
    es: `Este yate se alquila por ${offered.join(', ')} horas, no por ${hours}`,
  }),
  overlap: (unit: BookingUnit, code: string): Localized =>
    unit === 'night'
      ? {
          en: `These dates are not available for this apartment: they overlap reservation ${code}`,
          es: `Estas fechas no están disponibles para este apartamento: coinciden con la reserva ${code}`,
        }
      : {
          en: `This time is not available: with the turnaround between bookings it overlaps reservation ${code}`,
          es: `Este horario no está disponible: con el margen entre reservas coincide con la reserva ${code}`,
        },
  taken: {
    en: 'This time is not available: please choose another start',
    es: 'Este horario no está disponible: elige otro inicio',
  },
  notBookable: {
    en: 'serviceId: there is no service of this type with this id',
    es: 'serviceId: no hay ningún servicio de este tipo con este id',
  },
} as const;

/** Which rule of a booking's times was broken: a stable name a client words itself. */
export type TimesRule = 'endBeforeStart' | 'startInPast' | 'tooFarAhead' | 'durationNotOffered';

export type TimesIssue = {
  field: 'startAt' | 'endAt';
  rule: TimesRule;
  message: Localized;
  /** durationNotOffered: the hours asked for and those the yacht offers. */
  hours?: number;
  durations?: number[];
};

/**
 * The checks of a day or hour booking's times: end after start; for yachts one of the offered
 * durations; at most MAX_LEAD_YEARS ahead; for visitors (`publicRequest`) not in the past.
 */
export function checkBookingTimes(
  rules: { unit: BookingUnit; durations: readonly number[] },
  startAt: Date,
  endAt: Date,
  options: { publicRequest?: boolean; now?: Date } = {},
): TimesIssue | null {
  const now = options.now ?? new Date();
  if (endAt.getTime() <= startAt.getTime())
    return { field: 'endAt', rule: 'endBeforeStart', message: bookingMessages.endBeforeStart };
  if (options.publicRequest && startAt.getTime() < now.getTime())
    return { field: 'startAt', rule: 'startInPast', message: bookingMessages.startInPast };
  if (localDateOf(startAt) > latestCheckIn(now))
    return { field: 'startAt', rule: 'tooFarAhead', message: bookingMessages.tooFarAhead };
  if (rules.unit === 'hour' && rules.durations.length) {
    const exact = (endAt.getTime() - startAt.getTime()) / MS_PER_HOUR;
    if (!rules.durations.includes(exact)) {
      const hours = Math.round(exact * 100) / 100;
      return {
        field: 'endAt',
        rule: 'durationNotOffered',
        message: bookingMessages.durationNotOffered(hours, rules.durations),
        hours,
        durations: [...rules.durations],
      };
    }
  }
  return null;
}
