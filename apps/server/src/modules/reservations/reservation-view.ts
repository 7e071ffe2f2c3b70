import { fromCents } from '@app/shared/money';
import { toPaymentMethod } from '@app/shared/payments';
import {
  type GuestReservation,
  type Reservation,
  type ReservationDetails,
  type ReservationListItem,
  reservationMessages,
} from '@app/shared/reservations';
import { languageSchema } from '@app/shared/site';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ledger } from '../payments/ledger.ts';
import { toPayment } from '../payments/payment-view.ts';
import { type JoinedReservation, reservationsRepository } from './reservations.repository.ts';

export type { JoinedReservation } from './reservations.repository.ts';

const language = (value: string) => languageSchema.catch('es').parse(value);

/** The database row as the API shows it: amounts from cents to currency units, nights from the dates. */
export function toListItem({
  reservation: r,
  apartmentName,
  client,
}: JoinedReservation): ReservationListItem {
  return {
    id: r.id,
    code: r.code,
    serviceType: r.serviceType,
    serviceId: r.serviceId,
    apartmentId: r.apartmentId,
    apartmentName,
    clientId: r.clientId,
    clientName: client.name,
    clientLastname: client.lastname,
    clientEmail: client.email,
    clientPhone: client.phone,
    clientAddress: client.address,
    clientCity: client.city,
    clientCountry: client.country,
    clientNotes: client.notes,
    checkInDate: r.checkInDate,
    checkOutDate: r.checkOutDate,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
    unit: r.unit,
    units: r.units,
    nights: r.unit === 'night' ? r.units : null,
    pricePerUnit: fromCents(r.pricePerNightCents),
    pricePerNight: fromCents(r.pricePerNightCents),
    cleaningFee: fromCents(r.cleaningFeeCents),
    cancellationFee: fromCents(r.cancellationFeeCents),
    parkingFee: fromCents(r.parkingFeeCents),
    otherExpenses: fromCents(r.otherExpensesCents),
    taxes: fromCents(r.taxesCents),
    totalAmount: fromCents(r.totalAmountCents),
    amountPaid: fromCents(r.amountPaidCents),
    amountDue: fromCents(r.amountDueCents),
    status: r.status,
    paymentStatus: r.paymentStatus,
    notes: r.notes,
    language: language(r.language),
    pdfUrl: r.pdfUrl,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function findListItem(db: DbOrTx, id: number): Promise<ReservationListItem> {
  return toListItem(await findJoined(db, id));
}

/** The reservation's row with its apartment's and client's names; 404 when there is none. */
export async function findJoined(db: DbOrTx, id: number): Promise<JoinedReservation> {
  const joined = await reservationsRepository.findJoined(db, id);
  if (!joined) throw new AppError('RESERVATION_NOT_FOUND', reservationMessages.notFound);
  return joined;
}

/** Everything of SPEC.md's reservation: the row with names, its notifications and its status history. */
export async function findReservation(db: DbOrTx, id: number): Promise<Reservation> {
  const [item, notifications, history] = await Promise.all([
    findListItem(db, id),
    reservationsRepository.notifications(db, id),
    reservationsRepository.statusHistory(db, id),
  ]);
  return {
    ...item,
    notifications: notifications.map((n) => ({
      type: n.type,
      sentAt: n.sentAt.toISOString(),
      confirmation: n.confirmation,
    })),
    statusHistory: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      changedAt: h.changedAt.toISOString(),
      changedBy: h.adminName || h.adminEmail || null,
      changedById: h.changedById,
    })),
  };
}

/** The admin's details page: the reservation and its payments. */
export async function findReservationDetails(db: DbOrTx, id: number): Promise<ReservationDetails> {
  const [reservation, payments] = await Promise.all([findReservation(db, id), ledger.entriesOf(db, id)]);
  return { ...reservation, payments: payments.map(toPayment) };
}

/** What a guest with the access token sees: no internal notes, no client notes, no history, no admin names. */
export async function findGuestView(db: DbOrTx, id: number): Promise<GuestReservation> {
  const [item, payments] = await Promise.all([findListItem(db, id), ledger.entriesOf(db, id)]);
  return {
    view: 'guest',
    id: item.id,
    code: item.code,
    serviceType: item.serviceType,
    apartmentName: item.apartmentName,
    clientName: item.clientName,
    clientLastname: item.clientLastname,
    checkInDate: item.checkInDate,
    checkOutDate: item.checkOutDate,
    startAt: item.startAt,
    endAt: item.endAt,
    unit: item.unit,
    units: item.units,
    nights: item.nights,
    pricePerUnit: item.pricePerUnit,
    pricePerNight: item.pricePerNight,
    cleaningFee: item.cleaningFee,
    cancellationFee: item.cancellationFee,
    parkingFee: item.parkingFee,
    otherExpenses: item.otherExpenses,
    taxes: item.taxes,
    totalAmount: item.totalAmount,
    amountPaid: item.amountPaid,
    amountDue: item.amountDue,
    status: item.status,
    paymentStatus: item.paymentStatus,
    language: item.language,
    payments: payments.map((p) => ({
      amount: fromCents(p.amountCents),
      paymentMethod: toPaymentMethod(p.paymentMethod),
      paymentDate: p.paymentDate.toISOString(),
    })),
  };
}
