import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// States (ARCHITECTURE.md "Data").
// ---------------------------------------------------------------------------------------------------

export const reservationStatuses = [
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
  'cancelled',
  'no_show',
] as const;
export const reservationStatusSchema = z.enum(reservationStatuses);
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;

/** Only these keep the apartment's calendar busy; the others free their dates. */
export const blockingStatuses = ['pending', 'confirmed', 'checked_in'] as const satisfies ReservationStatus[];

export const paymentStatuses = ['pending', 'partial', 'paid', 'overpaid', 'refunded'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

// ---------------------------------------------------------------------------------------------------
// Messages (SPEC.md sections 5 and 8; the API answers them exactly).
// ---------------------------------------------------------------------------------------------------

export const reservationMessages = {
  pricePerNightRequired: 'The price per night is required',
  cleaningFeeRequired: 'The cleaning fee is required',
  idRequired: 'The reservation ID is required',
  noUpdateData: 'No data provided to update the reservation',
  noFees: 'No hay tarifas para actualizar',
  notFound: 'Reservation not found',
  datesUnavailable: 'These dates are not available for this apartment',
  checkOutAfterCheckIn: 'checkOutDate: the check-out date must be after the check-in date (checkInDate)',
  clientRequired: 'clientName: give a clientId or the new client details (at least clientName)',
  apartmentRequired: 'apartmentId: the apartment is required',
  checkInRequired: 'checkInDate: the check-in date is required',
  checkOutRequired: 'checkOutDate: the check-out date is required',
  serviceRequired: 'serviceId: the service is required',
  timesRequired: 'startAt and endAt: a car or a yacht is booked from a start to an end (ISO 8601 date-times)',
  relatedData: 'Cannot delete reservation due to related data',
  lookupNotFound: 'No reservation matches this code and e-mail',
} as const;

// ---------------------------------------------------------------------------------------------------
// Public code (ARCHITECTURE.md "Data"): 'MIA-' and 6 characters without look-alikes (0/O, 1/I/L).
// ---------------------------------------------------------------------------------------------------

export const RESERVATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const RESERVATION_CODE_PREFIX = 'MIA-';
export const RESERVATION_CODE_LENGTH = 6;
const CODE_PATTERN = new RegExp(`^MIA-[${RESERVATION_CODE_ALPHABET}]{${RESERVATION_CODE_LENGTH}}$`);

/**
 * A code as a guest may type it: any case, spaces or dashes anywhere, with or without 'MIA-'.
 * Returns the canonical code, or null when it cannot be one.
 */
export function normalizeReservationCode(text: string): string | null {
  let code = text.toUpperCase().replace(/[\s-]/g, '');
  if (code.startsWith('MIA')) code = code.slice(3);
  code = `${RESERVATION_CODE_PREFIX}${code}`;
  return CODE_PATTERN.test(code) ? code : null;
}
