import { z } from 'zod';
import { bookingUnitSchema } from './booking-units.ts';
import { paymentMethodSchema, paymentSchema } from './payments.ts';
import { paymentStatusSchema, reservationStatusSchema } from './reservation-states.ts';
import { serviceTypeSchema } from './service-types.ts';
import { languageSchema } from './site.ts';

// ---------------------------------------------------------------------------------------------------
// Responses: amounts in currency units, stay dates 'YYYY-MM-DD', instants ISO 8601.
// ---------------------------------------------------------------------------------------------------

export const notificationSchema = z.object({
  type: z.string(),
  sentAt: z.string(),
  confirmation: z.string().nullable(),
});

export const statusChangeSchema = z.object({
  from: reservationStatusSchema.nullable(),
  to: reservationStatusSchema,
  changedAt: z.string(),
  /** The admin's name (null once the admin is deleted or for demo data). */
  changedBy: z.string().nullable(),
  changedById: z.number().int().nullable(),
});

/** A booking's period beyond its dates: the instants of a car or a yacht, the unit and how many. */
const periodFieldsOut = {
  /** Day and hour units: ISO 8601 instants; null for a night stay. */
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  unit: bookingUnitSchema,
  units: z.number().int(),
  /** Night stays: the nights (= units); null for day and hour units (ARCHITECTURE.md). */
  nights: z.number().int().nullable(),
  /** The price per unit: pricePerNight under its general name. */
  pricePerUnit: z.number(),
};

const reservationFieldsOut = {
  id: z.number().int(),
  code: z.string(),
  serviceType: serviceTypeSchema,
  serviceId: z.number().int(),
  /** The service of a night stay (apartment or villa); null for a car or a yacht. */
  apartmentId: z.number().int().nullable(),
  /** The service's name, whatever its type. */
  apartmentName: z.string(),
  clientId: z.number().int(),
  clientName: z.string(),
  clientLastname: z.string(),
  clientEmail: z.string().nullable(),
  clientPhone: z.string(),
  clientAddress: z.string(),
  clientCity: z.string(),
  clientCountry: z.string(),
  clientNotes: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  ...periodFieldsOut,
  pricePerNight: z.number(),
  cleaningFee: z.number(),
  cancellationFee: z.number(),
  parkingFee: z.number(),
  otherExpenses: z.number(),
  taxes: z.number(),
  totalAmount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
  status: reservationStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** Internal notes: never in the guest view. */
  notes: z.string(),
  language: languageSchema,
  pdfUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** An item of GET /api/reservations and /search (no notifications, history or payments: see the details). */
export const reservationListItemSchema = z.object(reservationFieldsOut);
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;

/** A reservation with everything of SPEC.md section 3 (answered by create, update and the fee calls). */
export const reservationSchema = z.object({
  ...reservationFieldsOut,
  notifications: z.array(notificationSchema),
  statusHistory: z.array(statusChangeSchema),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** GET /api/reservations/:id with an admin token: the reservation and its payments. */
export const reservationDetailsSchema = reservationSchema.extend({ payments: z.array(paymentSchema) });
export type ReservationDetails = z.infer<typeof reservationDetailsSchema>;

/** GET /api/reservations/:id?access=TOKEN: what the guest sees; no internal notes, no history, no admin names. */
export const guestReservationSchema = z.object({
  view: z.literal('guest'),
  id: z.number().int(),
  code: z.string(),
  serviceType: serviceTypeSchema,
  apartmentName: z.string(),
  clientName: z.string(),
  clientLastname: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  ...periodFieldsOut,
  pricePerNight: z.number(),
  cleaningFee: z.number(),
  cancellationFee: z.number(),
  parkingFee: z.number(),
  otherExpenses: z.number(),
  taxes: z.number(),
  totalAmount: z.number(),
  amountPaid: z.number(),
  amountDue: z.number(),
  status: reservationStatusSchema,
  paymentStatus: paymentStatusSchema,
  language: languageSchema,
  payments: z.array(
    z.object({ amount: z.number(), paymentMethod: paymentMethodSchema, paymentDate: z.string() }),
  ),
});
export type GuestReservation = z.infer<typeof guestReservationSchema>;

/** The 400 of DELETE /api/reservations/:id when payments exist (SPEC.md section 8). */
export const relatedDataErrorSchema = z.object({
  message: z.string(),
  error: z.string(),
  /** RESERVATION_HAS_PAYMENTS, or VALIDATION for a bad id (@app/shared/errors). */
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  suggestedAction: z.string().optional(),
  relatedData: z.boolean().optional(),
});
