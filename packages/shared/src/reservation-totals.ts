import { z } from 'zod';
import type { PaymentStatus } from './reservation-states.ts';

// ---------------------------------------------------------------------------------------------------
// Money rules, on integer cents (ARCHITECTURE.md "Data").
// ---------------------------------------------------------------------------------------------------

export interface ReservationCharges {
  /** The units charged: nights, days or hours. */
  nights: number;
  pricePerNightCents: number;
  cleaningFeeCents?: number;
  parkingFeeCents?: number;
  cancellationFeeCents?: number;
  otherExpensesCents?: number;
  taxesCents?: number;
}

export interface ReservationTotals {
  totalCents: number;
  paidCents: number;
  dueCents: number;
  paymentStatus: PaymentStatus;
}

function assertCents(name: string, value: number) {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be integer cents: ${value}`);
}

/**
 * totalAmount = units (nights, days or hours) x pricePerNight + cleaningFee + parkingFee + cancellationFee + otherExpenses + taxes;
 * amountPaid = sum of the payments (a refund is negative); amountDue = totalAmount - amountPaid (negative
 * when overpaid). paymentStatus: `refunded` when there was a refund and the payments net to 0 (or less),
 * `pending` when nothing is paid, `partial` below the total, `paid` when amountPaid = totalAmount > 0,
 * `overpaid` above the total (so any payment on a total of 0 is overpaid).
 */
export function computeTotals(
  charges: ReservationCharges,
  paymentsCents: readonly number[],
): ReservationTotals {
  const { nights, pricePerNightCents } = charges;
  if (!Number.isInteger(nights) || nights < 0)
    throw new RangeError(`nights must be a whole number: ${nights}`);
  const fees = [
    charges.cleaningFeeCents ?? 0,
    charges.parkingFeeCents ?? 0,
    charges.cancellationFeeCents ?? 0,
    charges.otherExpensesCents ?? 0,
    charges.taxesCents ?? 0,
  ];
  assertCents('pricePerNightCents', pricePerNightCents);
  for (const fee of fees) assertCents('fee', fee);
  let paidCents = 0;
  for (const payment of paymentsCents) {
    assertCents('payment', payment);
    paidCents += payment;
  }
  const totalCents = nights * pricePerNightCents + fees.reduce((sum, fee) => sum + fee, 0);
  assertCents('total', totalCents);
  const hadRefund = paymentsCents.some((payment) => payment < 0);
  let paymentStatus: PaymentStatus;
  if (paidCents <= 0) paymentStatus = hadRefund ? 'refunded' : 'pending';
  else if (paidCents < totalCents) paymentStatus = 'partial';
  else if (paidCents === totalCents) paymentStatus = 'paid';
  else paymentStatus = 'overpaid';
  return { totalCents, paidCents, dueCents: totalCents - paidCents, paymentStatus };
}

// ---------------------------------------------------------------------------------------------------
// Completeness of a reservation for its PDF (SPEC.md section 5).
// ---------------------------------------------------------------------------------------------------

export const requiredReservationFields = [
  ['id', 'id'],
  ['clientName', 'client_name'],
  ['clientEmail', 'client_email'],
  ['clientPhone', 'client_phone'],
  ['checkInDate', 'check_in_date'],
  ['checkOutDate', 'check_out_date'],
  ['nights', 'nights'],
  ['pricePerNight', 'price_per_night'],
  ['totalAmount', 'total_amount'],
  ['amountPaid', 'amount_paid'],
  ['amountDue', 'amount_due'],
] as const;

export interface CompletenessResult {
  success: boolean;
  message: string;
  missingFields: string[];
}

/** Present means not undefined, null or blank text; 0 is a value (nothing paid yet). */
export function checkCompleteness(
  reservation: Record<string, unknown> | null | undefined,
): CompletenessResult {
  const present = (value: unknown) =>
    value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
  const missingFields = requiredReservationFields
    .filter(([camel, snake]) => !present(reservation?.[camel]) && !present(reservation?.[snake]))
    // Day and hour units count units, not nights (ARCHITECTURE.md "Every service bookable").
    .filter(([camel]) => camel !== 'nights' || !present(reservation?.units))
    .map(([camel]) => camel);
  return missingFields.length
    ? { success: false, message: `Missing required fields: ${missingFields.join(', ')}`, missingFields }
    : { success: true, message: 'All necessary data is present', missingFields };
}

export const completenessSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  missingFields: z.array(z.string()),
});
