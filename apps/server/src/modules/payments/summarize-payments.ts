import { addDays, zonedTimeToInstant } from '@app/shared/dates';
import { fromCents } from '@app/shared/money';
import { type PaymentMethod, type PaymentSummary, toPaymentMethod } from '@app/shared/payments';
import type { PaymentFilters } from './payment-list.ts';
import type { PaymentMethodSums } from './payments.repository.ts';

/** The query's calendar days (business time zone, both included) as the instants the repository filters on. */
export function paymentFiltersOf(query: {
  reservationId?: number | undefined;
  clientId?: number | undefined;
  paymentMethod?: PaymentMethod | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): PaymentFilters {
  const { from, to, ...filters } = query;
  return {
    ...filters,
    from: from ? zonedTimeToInstant(from, '00:00') : undefined,
    to: to ? zonedTimeToInstant(addDays(to, 1), '00:00') : undefined,
  };
}

/**
 * The summary of a filter from the database's sums per stored method, all in cents until the answer.
 * A stored method outside the known ones counts as `other`, as the payments themselves read.
 */
export function summarizePayments(sums: PaymentMethodSums): PaymentSummary {
  let count = 0;
  let receivedCents = 0;
  let refundedCents = 0;
  const netCents: Partial<Record<PaymentMethod, number>> = {};
  for (const row of sums) {
    const method = toPaymentMethod(row.paymentMethod);
    count += row.count;
    receivedCents += row.receivedCents;
    refundedCents += row.refundedCents;
    netCents[method] = (netCents[method] ?? 0) + row.receivedCents - row.refundedCents;
  }
  const byMethod: Partial<Record<PaymentMethod, number>> = {};
  for (const [method, cents] of Object.entries(netCents) as [PaymentMethod, number][]) {
    byMethod[method] = fromCents(cents);
  }
  return {
    count,
    received: fromCents(receivedCents),
    refunded: fromCents(refundedCents),
    net: fromCents(receivedCents - refundedCents),
    byMethod,
  };
}
