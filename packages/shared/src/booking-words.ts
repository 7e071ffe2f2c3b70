import type { BookingUnit } from './booking-units.ts';
import { formatDate } from './dates.ts';
import type { ServiceType } from './service-types.ts';
import type { Language } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// How a booking is told to its guest, in the service's terms (issue 16): a stay of N nights, a car from
// pickup to return, a yacht charter from 10:00 to 14:00 on its day. The reservation PDF, the guest's
// e-mails and the guest page all take their words from here, so they never disagree.
// ---------------------------------------------------------------------------------------------------

/** What the words need of a reservation; startAt/endAt are the instants of day and hour units. */
export interface BookingPeriod {
  unit: BookingUnit;
  units: number;
  checkInDate: string;
  checkOutDate: string;
  startAt?: string | Date | null | undefined;
  endAt?: string | Date | null | undefined;
}

/** One fact of a booking's period: a date (with its time, for a car or a yacht) or a count. */
export interface PeriodFact {
  label: string;
  value: string;
  /** 'HH:mm' (a pickup), or 'HH:mm–HH:mm' (a charter's hours), on the Miami wall clock. */
  time?: string;
}

const unitNames = {
  es: {
    night: ['noche', 'noches', 'Noches'],
    day: ['día', 'días', 'Días'],
    hour: ['hora', 'horas', 'Horas'],
  },
  en: {
    night: ['night', 'nights', 'Nights'],
    day: ['day', 'days', 'Days'],
    hour: ['hour', 'hours', 'Hours'],
  },
} as const satisfies Record<Language, Record<BookingUnit, readonly [string, string, string]>>;

const words = {
  es: {
    checkIn: 'Llegada',
    checkOut: 'Salida',
    pickup: 'Recogida',
    return: 'Devolución',
    date: 'Fecha',
    hours: 'Horario',
    start: 'Inicio',
    end: 'Fin',
  },
  en: {
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    pickup: 'Pickup',
    return: 'Return',
    date: 'Date',
    hours: 'Time',
    start: 'Start',
    end: 'End',
  },
} as const;

/** The names of a booking by its service's type: the booking, the guest's booking, the service, the rent. */
const serviceNames = {
  es: {
    apartments: ['Estadía', 'Tu estadía', 'Alojamiento', 'Alojamiento'],
    villas: ['Estadía', 'Tu estadía', 'Alojamiento', 'Alojamiento'],
    cars: ['Alquiler de auto', 'Tu alquiler de auto', 'Auto', 'Alquiler del auto'],
    yachts: ['Alquiler de yate', 'Tu alquiler de yate', 'Yate', 'Alquiler del yate'],
  },
  en: {
    apartments: ['Stay', 'Your stay', 'Accommodation', 'Accommodation'],
    villas: ['Stay', 'Your stay', 'Accommodation', 'Accommodation'],
    cars: ['Car rental', 'Your car rental', 'Car', 'Car rental'],
    yachts: ['Yacht charter', 'Your yacht charter', 'Yacht', 'Charter'],
  },
} as const satisfies Record<Language, Record<ServiceType, readonly [string, string, string, string]>>;

/** The types of the fleet by name, in the order the back-office lists them. */
const typeNames = {
  es: { apartments: 'Apartamentos', villas: 'Villas', cars: 'Autos', yachts: 'Yates' },
  en: { apartments: 'Apartments', villas: 'Villas', cars: 'Cars', yachts: 'Yachts' },
} as const satisfies Record<Language, Record<ServiceType, string>>;

export const fleetOrder = [
  'apartments',
  'villas',
  'cars',
  'yachts',
] as const satisfies readonly ServiceType[];

/** 'Apartments', 'Yates': a type of the fleet as a heading. */
export const typeName = (type: ServiceType, language: Language): string => typeNames[lang(language)][type];

const lang = (language: Language): Language => (language === 'en' ? 'en' : 'es');

/** The text with its first letter in capitals: a sentence of periodText on a line of its own. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '1 night', '4 hours', '3 días'. */
export function unitCount(unit: BookingUnit, count: number, language: Language): string {
  const [one, many] = unitNames[lang(language)][unit];
  return `${count} ${count === 1 ? one : many}`;
}

/** The heading of a booking's length: 'Nights', 'Days', 'Hours'. */
export const unitsLabel = (unit: BookingUnit, language: Language): string =>
  unitNames[lang(language)][unit][2];

/** The rent's detail: '4 hours × $1,200.00' (the price already formatted in the document's language). */
export const rentDetail = (
  period: Pick<BookingPeriod, 'unit' | 'units'>,
  price: string,
  language: Language,
) => `${unitCount(period.unit, period.units, language)} × ${price}`;

/** The words of a booking by its service's type (es, en). */
export function serviceWords(type: ServiceType, language: Language) {
  const [booking, yours, service, rent] = serviceNames[lang(language)][type];
  return { booking, yours, service, rent };
}

/** 'MM-DD-YYYY' and 'HH:mm' of an instant on the Miami wall clock. */
function dateAndTime(instant: string | Date) {
  const shown = formatDate(instant, { time: true });
  return { date: shown.slice(0, 10), time: shown.slice(11) };
}

function timesOf(period: BookingPeriod) {
  if (period.unit === 'night' || !period.startAt || !period.endAt) return null;
  return { start: dateAndTime(period.startAt), end: dateAndTime(period.endAt) };
}

/**
 * The three facts of a booking: check-in, check-out and nights; pickup, return (with their times) and
 * days; a charter's date, hours and length (its start and end when it goes past midnight).
 */
export function periodFacts(period: BookingPeriod, language: Language): PeriodFact[] {
  const w = words[lang(language)];
  const count = { label: unitsLabel(period.unit, language), value: String(period.units) };
  const times = timesOf(period);
  if (!times)
    return [
      { label: w.checkIn, value: formatDate(period.checkInDate) },
      { label: w.checkOut, value: formatDate(period.checkOutDate) },
      count,
    ];
  const { start, end } = times;
  if (period.unit === 'hour' && start.date === end.date)
    return [
      { label: w.date, value: start.date },
      { label: w.hours, value: `${start.time}–${end.time}` },
      count,
    ];
  const [first, last] = period.unit === 'day' ? [w.pickup, w.return] : [w.start, w.end];
  return [
    { label: first, value: start.date, time: start.time },
    { label: last, value: end.date, time: end.time },
    count,
  ];
}

/**
 * The booking in one sentence: 'from 03-08-2030 to 03-13-2030 (5 nights)', 'pickup on 03-08-2030 at
 * 10:00, return on 03-11-2030 at 09:00 (3 days)', 'on 03-08-2030, from 10:00 to 14:00 (4 hours)'.
 */
export function periodText(period: BookingPeriod, language: Language): string {
  const es = lang(language) === 'es';
  const length = `(${unitCount(period.unit, period.units, language)})`;
  const times = timesOf(period);
  if (!times) {
    const [from, to] = [formatDate(period.checkInDate), formatDate(period.checkOutDate)];
    return es ? `del ${from} al ${to} ${length}` : `from ${from} to ${to} ${length}`;
  }
  const { start, end } = times;
  if (period.unit === 'day')
    return es
      ? `recogida el ${start.date} a las ${start.time}, devolución el ${end.date} a las ${end.time} ${length}`
      : `pickup on ${start.date} at ${start.time}, return on ${end.date} at ${end.time} ${length}`;
  if (start.date === end.date)
    return es
      ? `el ${start.date}, de ${start.time} a ${end.time} ${length}`
      : `on ${start.date}, from ${start.time} to ${end.time} ${length}`;
  return es
    ? `del ${start.date} ${start.time} al ${end.date} ${end.time} ${length}`
    : `from ${start.date} ${start.time} to ${end.date} ${end.time} ${length}`;
}
