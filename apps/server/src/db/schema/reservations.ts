import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { bookingUnit, services, serviceType } from './catalog.ts';
import { clients } from './clients.ts';

export const reservationStatus = pgEnum('reservation_status', [
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
  'no_show',
]);

export const paymentStatus = pgEnum('payment_status', ['pending', 'partial', 'paid', 'overpaid', 'refunded']);

/**
 * A booking of any service: a stay (nights), a car (days) or a charter (hours). Money in integer cents.
 * total, paid, due and payment_status are derived from the fees and the payments and rewritten in the
 * same transaction as every change to them (ARCHITECTURE.md, "Data"); they are stored so lists can
 * filter and sort. Written by hand in migration 0014 (drizzle cannot express them): a trigger derives
 * service_type, unit, apartment_id, the buffer, the local dates of timed bookings, units and the busy
 * range from the service and the times; the EXCLUDE constraint `reservations_no_overlap` keeps two
 * blocking bookings of one service from overlapping once each is extended by its buffer (decision 0038).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    serviceType: serviceType('service_type').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    /** SPEC.md's apartmentId: the service of a night stay (apartment or villa), null otherwise. */
    apartmentId: integer('apartment_id').references(() => services.id, { onDelete: 'restrict' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    /** Day and hour units: the instants; checkInDate/checkOutDate are then their dates in Miami. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    unit: bookingUnit('unit').notNull(),
    /** Nights, days (ceil(hours / 24), at least 1) or hours: what pricePerNight is charged for. */
    units: integer('units').notNull(),
    /** The service's turnaround when booked: the busy range runs this long past the end. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** [busyFrom, busyUntil): what the booking keeps taken, buffer included (set by the trigger). */
    busyFrom: timestamp('busy_from', { withTimezone: true }),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    pricePerNightCents: bigint('price_per_night_cents', { mode: 'number' }).notNull(),
    cleaningFeeCents: bigint('cleaning_fee_cents', { mode: 'number' }).notNull().default(0),
    cancellationFeeCents: bigint('cancellation_fee_cents', { mode: 'number' }).notNull().default(0),
    parkingFeeCents: bigint('parking_fee_cents', { mode: 'number' }).notNull().default(0),
    otherExpensesCents: bigint('other_expenses_cents', { mode: 'number' }).notNull().default(0),
    taxesCents: bigint('taxes_cents', { mode: 'number' }).notNull().default(0),
    totalAmountCents: bigint('total_amount_cents', { mode: 'number' }).notNull().default(0),
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }).notNull().default(0),
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull().default(0),
    status: reservationStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    /** Internal notes: never shown to the guest. */
    notes: text('notes').notNull().default(''),
    /** Language of the guest's documents and e-mails. */
    language: text('language').notNull().default('es'),
    /** Created by the demo seed; removed with the rest of the demo content (DELETE /api/demo-content). */
    isDemo: boolean('is_demo').notNull().default(false),
    pdfUrl: text('pdf_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_code_unique').on(t.code),
    index('reservations_service_dates_idx').on(t.serviceId, t.checkInDate),
    // SPEC.md's apartmentId filter of the list.
    index('reservations_apartment_dates_idx').on(t.apartmentId, t.checkInDate),
    index('reservations_client_idx').on(t.clientId),
    // The list's default order (check-in, then id, newest first) and the `to` filter.
    index('reservations_check_in_id_idx').on(t.checkInDate, t.id),
    // The `from` filter (stays ending after it) and the check-out sort.
    index('reservations_check_out_idx').on(t.checkOutDate),
    index('reservations_status_idx').on(t.status, t.paymentStatus),
    index('reservations_payment_status_idx').on(t.paymentStatus),
    // A same-day charter has checkOutDate = checkInDate; a stay lasts at least a night.
    check(
      'reservations_period_order',
      sql`(${t.unit} = 'night' and ${t.checkOutDate} > ${t.checkInDate}) or (${t.unit} <> 'night' and ${t.endAt} > ${t.startAt} and ${t.checkOutDate} >= ${t.checkInDate})`,
    ),
    check('reservations_units_positive', sql`${t.units} >= 1`),
    check('reservations_busy_set', sql`${t.busyFrom} is not null and ${t.busyUntil} > ${t.busyFrom}`),
    check(
      'reservations_fees_nonnegative',
      sql`${t.pricePerNightCents} >= 0 and ${t.cleaningFeeCents} >= 0 and ${t.cancellationFeeCents} >= 0 and ${t.parkingFeeCents} >= 0 and ${t.otherExpensesCents} >= 0 and ${t.taxesCents} >= 0`,
    ),
  ],
);

/** Money received for a reservation; a refund is a negative amount. */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').notNull().default('cash'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes').notNull().default(''),
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservation_payments_reservation_idx').on(t.reservationId),
    // The list's order (payment date, then id, newest first) and the from/to filters.
    index('reservation_payments_date_id_idx').on(t.paymentDate, t.id),
    index('reservation_payments_client_idx').on(t.clientId),
    check('reservation_payments_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** Every status change: who, when, from, to. */
export const reservationStatusHistory = pgTable(
  'reservation_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    fromStatus: reservationStatus('from_status'),
    toStatus: reservationStatus('to_status').notNull(),
    changedBy: integer('changed_by').references(() => admins.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_status_history_reservation_idx').on(t.reservationId, t.changedAt)],
);

/** E-mails sent about a reservation (SPEC.md "notifications": type, sentAt, confirmation). */
export const reservationNotifications = pgTable(
  'reservation_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    recipient: text('recipient').notNull(),
    /** The outbox message id, then the SMTP message id once delivered. */
    confirmation: text('confirmation'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_notifications_reservation_idx').on(t.reservationId)],
);
