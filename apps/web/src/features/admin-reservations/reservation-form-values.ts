import type { BookingUnit } from '@app/shared/booking-units';
import { isServiceType, type ServiceType } from '@app/shared/catalog';
import { isCalendarDate, parseInstant, toCalendarDate } from '@app/shared/dates';
import { toCents } from '@app/shared/money';
import { hasAtMostTwoDecimals, type PaymentMethod, readNumber } from '@app/shared/payments';
import {
  computeTotals,
  createReservationInput,
  type PaymentStatus,
  type Reservation,
  type ReservationStatus,
  reservationMessages,
} from '@app/shared/reservations';
import { type FieldIssue, type SchemaIssue, toFieldIssue } from '../admin-shell/form-issues';
import {
  checkPeriod,
  emptyPeriod,
  isTimed,
  type PeriodValues,
  periodFromInstants,
  periodInstants,
  periodUnits,
  type TimesProblem,
  timesFieldOf,
  unitOf,
} from './booking-period-values';
import { clientFields, type ReservationDraft } from './reservation-payloads';

export type ClientField = (typeof clientFields)[number];

/** The charges of a stay, in the order the form and the details show them. */
export const chargeFields = [
  'pricePerNight',
  'cleaningFee',
  'parkingFee',
  'cancellationFee',
  'otherExpenses',
  'taxes',
] as const;
export type ChargeField = (typeof chargeFields)[number];

export interface ReservationFormValues
  extends Record<ClientField, string>,
    Record<ChargeField, string>,
    PeriodValues {
  clientMode: 'existing' | 'new';
  clientId: number | null;
  /** The service booked, of serviceType (an apartment's id is SPEC.md's apartmentId). */
  serviceId: number | null;
  status: ReservationStatus;
  language: 'es' | 'en';
  notes: string;
  initialAmount: string;
  initialMethod: PaymentMethod;
  /** 'YYYY-MM-DD' or '' (today) */
  initialDate: string;
  initialNotes: string;
}

export function emptyFormValues(): ReservationFormValues {
  return {
    clientMode: 'existing',
    clientId: null,
    clientName: '',
    clientLastname: '',
    clientEmail: '',
    clientPhone: '',
    clientAddress: '',
    clientCity: '',
    clientCountry: '',
    clientNotes: '',
    serviceType: 'apartments',
    serviceId: null,
    ...emptyPeriod,
    pricePerNight: '',
    cleaningFee: '',
    parkingFee: '',
    cancellationFee: '',
    otherExpenses: '',
    taxes: '',
    status: 'pending',
    language: 'es',
    notes: '',
    initialAmount: '',
    initialMethod: 'cash',
    initialDate: '',
    initialNotes: '',
  };
}

const positiveInt = (text: string | null) => {
  const number = Number(text);
  return text && Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * The form prefilled from a booking lead of the inbox (`?leadId=&name=&lastName=&email=&startDate=&endDate=`,
 * or the reservation's own names: clientName, clientLastname, clientEmail, checkInDate, checkOutDate,
 * apartmentId, language), and its service of any type (serviceType, serviceId) with a car's or yacht's
 * times (startAt, endAt). A lead is a new client: the server links an existing one by e-mail.
 */
export function valuesFromQuery(search: URLSearchParams): {
  values: Partial<ReservationFormValues>;
  leadId: number | null;
} {
  const first = (...names: string[]) => {
    for (const name of names) {
      const value = search.get(name)?.trim();
      if (value) return value;
    }
    return '';
  };
  const values: Partial<ReservationFormValues> = {};
  const text: [ClientField, ...string[]][] = [
    ['clientName', 'clientName', 'name'],
    ['clientLastname', 'clientLastname', 'lastName', 'lastname'],
    ['clientEmail', 'clientEmail', 'email'],
    ['clientPhone', 'clientPhone', 'phone'],
  ];
  for (const [field, ...names] of text) {
    const value = first(...names);
    if (value) values[field] = value;
  }
  if (values.clientName || values.clientLastname || values.clientEmail) values.clientMode = 'new';
  const type = first('serviceType');
  const serviceType: ServiceType = isServiceType(type) ? type : 'apartments';
  if (isServiceType(type)) values.serviceType = type;
  const serviceId = positiveInt(first('serviceId', 'apartmentId'));
  if (serviceId) values.serviceId = serviceId;
  const startAt = parseInstant(first('startAt'));
  const endAt = parseInstant(first('endAt'));
  if (isTimed(serviceType)) {
    if (startAt && endAt)
      Object.assign(values, periodFromInstants(serviceType, startAt.toISOString(), endAt.toISOString()));
  } else {
    const checkIn = toCalendarDate(first('checkInDate', 'startDate'));
    const checkOut = toCalendarDate(first('checkOutDate', 'endDate'));
    if (checkIn) values.checkInDate = checkIn;
    if (checkOut) values.checkOutDate = checkOut;
  }
  const language = first('language');
  if (language === 'es' || language === 'en') values.language = language;
  return { values, leadId: positiveInt(first('leadId')) };
}

const amountText = (amount: number) => (amount === 0 ? '' : String(amount));

/** The form of an existing reservation (edit). */
export function valuesFromReservation(reservation: Reservation): ReservationFormValues {
  return {
    ...emptyFormValues(),
    clientMode: 'existing',
    clientId: reservation.clientId,
    clientName: reservation.clientName,
    clientLastname: reservation.clientLastname,
    clientEmail: reservation.clientEmail ?? '',
    clientPhone: reservation.clientPhone,
    serviceType: reservation.serviceType,
    serviceId: reservation.serviceId,
    ...(reservation.startAt && reservation.endAt && isTimed(reservation.serviceType)
      ? periodFromInstants(reservation.serviceType, reservation.startAt, reservation.endAt)
      : { checkInDate: reservation.checkInDate, checkOutDate: reservation.checkOutDate }),
    pricePerNight: String(reservation.pricePerNight),
    cleaningFee: String(reservation.cleaningFee),
    parkingFee: amountText(reservation.parkingFee),
    cancellationFee: amountText(reservation.cancellationFee),
    otherExpenses: amountText(reservation.otherExpenses),
    taxes: amountText(reservation.taxes),
    status: reservation.status,
    language: reservation.language,
    notes: reservation.notes,
  };
}

/** The service and period as POST /reservations takes them: dates for nights, instants for the others. */
function bookingOf(values: ReservationFormValues): Record<string, unknown> {
  const serviceId = values.serviceId ?? undefined;
  if (!isTimed(values.serviceType)) {
    return {
      serviceType: values.serviceType,
      apartmentId: serviceId,
      checkInDate: values.checkInDate,
      checkOutDate: values.checkOutDate,
    };
  }
  const instants = periodInstants(values);
  return {
    serviceType: values.serviceType,
    serviceId,
    startAt: instants?.startAt.toISOString(),
    endAt: instants?.endAt.toISOString(),
  };
}

/**
 * What createReservation sends: client details only for a new client, the initial payment if any, and
 * the booking lead it is made from (the server links the lead when the reservation is saved).
 */
export function draftOf(values: ReservationFormValues, leadId: number | null = null): ReservationDraft {
  const draft: ReservationDraft = {
    ...bookingOf(values),
    ...(leadId !== null ? { leadId } : {}),
    status: values.status,
    language: values.language,
    notes: values.notes,
  };
  for (const field of chargeFields) draft[field] = values[field];
  if (values.clientMode === 'existing') draft.clientId = values.clientId ?? undefined;
  else for (const field of clientFields) draft[field] = values[field];
  if (values.initialAmount.trim()) {
    draft.initialPayment = {
      amount: values.initialAmount,
      paymentMethod: values.initialMethod,
      ...(values.initialDate ? { paymentDate: values.initialDate } : {}),
      ...(values.initialNotes.trim() ? { notes: values.initialNotes } : {}),
    };
  }
  return draft;
}

const sameAmount = (a: string, b: string) => {
  const x = readNumber(a.trim() === '' ? '0' : a);
  const y = readNumber(b.trim() === '' ? '0' : b);
  return x !== null && y !== null ? x === y : a.trim() === b.trim();
};

/** The fields of an edit that changed (PUT sends only those). A cleared fee is sent as 0. */
export function changesOf(
  values: ReservationFormValues,
  initial: ReservationFormValues,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  if (values.clientId !== initial.clientId && values.clientId !== null) changes.clientId = values.clientId;
  const booking = bookingOf(values);
  const before = bookingOf(initial);
  if (values.serviceId !== initial.serviceId && values.serviceId !== null) {
    if (isTimed(values.serviceType))
      Object.assign(changes, { serviceType: values.serviceType, serviceId: values.serviceId });
    else changes.apartmentId = values.serviceId;
  }
  if (isTimed(values.serviceType)) {
    // A car's or yacht's times move together: the server checks the new period as a whole.
    if (booking.startAt !== before.startAt || booking.endAt !== before.endAt) {
      Object.assign(changes, { startAt: booking.startAt, endAt: booking.endAt });
    }
  } else {
    for (const field of ['checkInDate', 'checkOutDate'] as const) {
      if (values[field] !== initial[field]) changes[field] = values[field];
    }
  }
  if (values.language !== initial.language) changes.language = values.language;
  if (values.notes.trim() !== initial.notes.trim()) changes.notes = values.notes.trim() || ' ';
  for (const field of chargeFields) {
    if (!sameAmount(values[field], initial[field]))
      changes[field] = values[field].trim() === '' ? 0 : values[field];
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------------
// Validation: the shared schema of POST /reservations, field by field.
// ---------------------------------------------------------------------------------------------------

export type FormField = keyof ReservationFormValues;

/** Why a field is refused: a rule of the shared schemas, or a rule of a booking's times. */
export type FormIssue = FieldIssue | TimesProblem | { key: 'taken'; values?: undefined };

const fieldOfPath = (path: readonly PropertyKey[], type: ServiceType): FormField | 'form' => {
  const [first, second] = path.map(String);
  if (first === 'apartmentId' || first === 'serviceId') return 'serviceId';
  if (first === 'startAt' || first === 'endAt') return timesFieldOf(type, first);
  if (first === 'initialPayment') {
    if (second === 'paymentDate') return 'initialDate';
    if (second === 'notes') return 'initialNotes';
    if (second === 'paymentMethod') return 'initialMethod';
    return 'initialAmount';
  }
  if (first === 'price') return 'pricePerNight';
  if (first === 'clientId') return 'clientId';
  return first && first in emptyFormValues() ? (first as FormField) : 'form';
};

/**
 * The first problem of each field, as a FieldIssue (custom issues carry the schema's English message,
 * which the page translates) or a TimesProblem. Runs the create schema on the whole form, in both
 * modes, then the rules of a car's or yacht's times (`durations`: the yacht's charter hours).
 */
export function validateForm(
  values: ReservationFormValues,
  durations: readonly number[] = [],
): Partial<Record<FormField | 'form', FormIssue>> {
  const issues: Partial<Record<FormField | 'form', FormIssue>> = {};
  const add = (field: FormField | 'form', issue: FormIssue) => {
    if (!issues[field]) issues[field] = issue;
  };
  const custom = (message: string): FieldIssue => ({ key: 'custom', values: { message } });

  if (values.clientMode === 'existing' && values.clientId === null)
    add('clientId', custom(clientRequiredMessage));
  const draft = draftOf(values);
  // Blank text must reach the schema as missing, so it answers with SPEC.md's "is required" messages.
  const body = Object.fromEntries(
    Object.entries(draft).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
  const result = createReservationInput.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfPath(issue.path, values.serviceType);
      if (field === 'clientName' && values.clientMode === 'existing') continue;
      add(field, issue.code === 'custom' ? custom(issue.message) : toFieldIssue(issue as SchemaIssue));
    }
  }
  // A timed booking's times as the server checks them: end after start, a duration the yacht offers.
  const times = checkPeriod(values, durations);
  if (times) add(times.field, times.problem);
  // The schema checks the order of the dates only once every field parses: say it at once.
  if (
    !isTimed(values.serviceType) &&
    isCalendarDate(values.checkInDate) &&
    isCalendarDate(values.checkOutDate) &&
    values.checkOutDate <= values.checkInDate
  ) {
    add('checkOutDate', custom(reservationMessages.checkOutAfterCheckIn));
  }
  return issues;
}

/** Shown when "existing client" is chosen and none is picked. */
export const clientRequiredMessage = reservationMessages.clientRequired;

// ---------------------------------------------------------------------------------------------------
// Live total (the shared computeTotals, on cents).
// ---------------------------------------------------------------------------------------------------

export interface LiveTotals {
  /** The unit of the booking (nights, days, hours). */
  unit: BookingUnit;
  /** null until the period is complete and in order. */
  units: number | null;
  lodgingCents: number;
  chargesCents: Record<Exclude<ChargeField, 'pricePerNight'>, number>;
  totalCents: number;
  paidCents: number;
  dueCents: number;
  paymentStatus: PaymentStatus;
  /** Fields whose text is not an amount (left out of the total). */
  invalid: ChargeField[];
}

function centsOf(text: string): number | null {
  if (text.trim() === '') return 0;
  const units = readNumber(text);
  if (units === null || units < 0 || !hasAtMostTwoDecimals(units)) return null;
  return toCents(units);
}

/**
 * totalAmount = units x price per unit + cleaning + parking + cancellation + other + taxes, computed with
 * the same function the server uses. `paid` is what is already paid (edit) plus the initial payment.
 */
export function liveTotals(values: ReservationFormValues, paidBefore = 0): LiveTotals {
  const invalid: ChargeField[] = [];
  const cents = {} as Record<ChargeField, number>;
  for (const field of chargeFields) {
    const value = centsOf(values[field]);
    if (value === null) invalid.push(field);
    cents[field] = value ?? 0;
  }
  const units = periodUnits(values);
  const initial = centsOf(values.initialAmount);
  const payments = [toCents(paidBefore), initial ?? 0].filter((amount) => amount !== 0);
  const totals = computeTotals(
    {
      nights: units ?? 0,
      pricePerNightCents: cents.pricePerNight,
      cleaningFeeCents: cents.cleaningFee,
      parkingFeeCents: cents.parkingFee,
      cancellationFeeCents: cents.cancellationFee,
      otherExpensesCents: cents.otherExpenses,
      taxesCents: cents.taxes,
    },
    payments,
  );
  return {
    unit: unitOf(values.serviceType),
    units,
    lodgingCents: (units ?? 0) * cents.pricePerNight,
    chargesCents: {
      cleaningFee: cents.cleaningFee,
      parkingFee: cents.parkingFee,
      cancellationFee: cents.cancellationFee,
      otherExpenses: cents.otherExpenses,
      taxes: cents.taxes,
    },
    totalCents: totals.totalCents,
    paidCents: totals.paidCents,
    dueCents: totals.dueCents,
    paymentStatus: totals.paymentStatus,
    invalid,
  };
}

/** The order fields are checked and focused in (the first wrong one gets the focus). */
export const focusOrder: FormField[] = [
  'clientId',
  'clientName',
  'clientLastname',
  'clientEmail',
  'clientPhone',
  'serviceId',
  'checkInDate',
  'checkOutDate',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'hours',
  ...chargeFields,
  'initialAmount',
  'initialDate',
];
