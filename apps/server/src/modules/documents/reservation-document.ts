import type { BookingUnit } from '@app/shared/booking-units';
import { type PaymentMethod, toPaymentMethod } from '@app/shared/payments';
import type { PaymentStatus, ReservationStatus } from '@app/shared/reservations';
import type { ServiceType } from '@app/shared/service-types';
import { type Language, languageSchema } from '@app/shared/site';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { ledger } from '../payments/ledger.ts';
import { findJoined, type JoinedReservation } from '../reservations/reservation-view.ts';

/**
 * What a reservation's PDF and e-mails show: money in cents, dates 'YYYY-MM-DD', and for a car or a
 * yacht the instants it starts and ends.
 */
export interface ReservationDocument {
  id: number;
  code: string;
  serviceType: ServiceType;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  language: Language;
  apartment: { name: string; address: string; unitNumber: string };
  /** The guest as a document shows them: every contact field, no internal notes. */
  client: Omit<JoinedReservation['client'], 'notes'>;
  checkInDate: string;
  checkOutDate: string;
  startAt: Date | null;
  endAt: Date | null;
  /** How the booking is counted and charged: nights, days or hours, and how many. */
  unit: BookingUnit;
  units: number;
  pricePerUnitCents: number;
  cleaningFeeCents: number;
  parkingFeeCents: number;
  cancellationFeeCents: number;
  otherExpensesCents: number;
  taxesCents: number;
  totalCents: number;
  paidCents: number;
  dueCents: number;
  payments: Array<{ id: number; amountCents: number; paymentMethod: PaymentMethod; paymentDate: Date }>;
}

/** Reads a reservation for a document, inside the caller's transaction when given one. 404 if missing. */
export async function loadReservationDocument(db: DbOrTx, id: number): Promise<ReservationDocument> {
  // One after the other: inside a transaction the queries share one connection.
  const joined = await findJoined(db, id);
  const payments = await ledger.entriesOf(db, id);
  const [apartment] = await db
    .select({ address: services.address, unitNumber: services.unitNumber })
    .from(services)
    .where(eq(services.id, joined.reservation.serviceId));
  const r = joined.reservation;
  return {
    id: r.id,
    code: r.code,
    serviceType: r.serviceType,
    status: r.status,
    paymentStatus: r.paymentStatus,
    language: languageSchema.catch('es').parse(r.language),
    apartment: {
      name: joined.apartmentName,
      address: apartment?.address ?? '',
      unitNumber: apartment?.unitNumber ?? '',
    },
    client: {
      name: joined.client.name,
      lastname: joined.client.lastname,
      email: joined.client.email,
      phone: joined.client.phone,
      address: joined.client.address,
      city: joined.client.city,
      country: joined.client.country,
    },
    checkInDate: r.checkInDate,
    checkOutDate: r.checkOutDate,
    startAt: r.startAt,
    endAt: r.endAt,
    unit: r.unit,
    units: r.units,
    pricePerUnitCents: r.pricePerNightCents,
    cleaningFeeCents: r.cleaningFeeCents,
    parkingFeeCents: r.parkingFeeCents,
    cancellationFeeCents: r.cancellationFeeCents,
    otherExpensesCents: r.otherExpensesCents,
    taxesCents: r.taxesCents,
    totalCents: r.totalAmountCents,
    paidCents: r.amountPaidCents,
    dueCents: r.amountDueCents,
    payments: payments.map((p) => ({
      id: p.id,
      amountCents: p.amountCents,
      paymentMethod: toPaymentMethod(p.paymentMethod),
      paymentDate: p.paymentDate,
    })),
  };
}

export const guestFullName = (doc: Pick<ReservationDocument, 'client'>) =>
  [doc.client.name, doc.client.lastname].filter(Boolean).join(' ');
