import { fromCents } from '@app/shared/money';
import { toPaymentMethod } from '@app/shared/payments';
import {
  belongsToMonth,
  computeMonthlySummary,
  monthBounds,
  type SummaryDetails,
  type SummaryFigures,
} from '@app/shared/summaries';
import type { DbOrTx } from '../../db/client.ts';
import { summariesRepository } from './summaries.repository.ts';

export interface MonthlySummaryData extends SummaryDetails {
  figures: SummaryFigures;
}

/**
 * The month's figures and lists (GET /api/summaries/:year/:month): the reservations that belong to the
 * month (check-in in the month, not cancelled), its payments (payment date in the month, Miami time),
 * and the summary computed from them (accounting basis in docs/decisions/0006).
 */
export async function buildMonthlySummary(
  db: DbOrTx,
  year: number,
  month: number,
  now: Date = new Date(),
): Promise<MonthlySummaryData> {
  const bounds = monthBounds(year, month);
  const stays = await summariesRepository.staysTouching(db, bounds);
  const payments = await summariesRepository.paymentsBetween(db, bounds);
  const units = await summariesRepository.bookableUnits(db);
  const figures = computeMonthlySummary({
    year,
    month,
    stays,
    payments: payments.map((p) => ({ ...p, paymentMethod: toPaymentMethod(p.paymentMethod) })),
    apartments: units,
  });
  return {
    figures,
    summary: { ...figures, generatedAt: now.toISOString() },
    reservations: stays
      .filter((stay) => belongsToMonth(stay, bounds))
      .map((stay) => ({
        id: stay.id,
        code: stay.code,
        serviceType: stay.serviceType,
        apartmentId: stay.apartmentId,
        apartmentName: stay.apartmentName,
        clientName: stay.clientName,
        clientLastname: stay.clientLastname,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        startAt: stay.startAt?.toISOString() ?? null,
        endAt: stay.endAt?.toISOString() ?? null,
        unit: stay.unit,
        units: stay.units,
        nights: stay.unit === 'night' ? stay.units : null,
        status: stay.status,
        paymentStatus: stay.paymentStatus,
        totalAmount: fromCents(stay.totalCents),
        amountPaid: fromCents(stay.paidCents),
        amountDue: fromCents(stay.dueCents),
      })),
    payments: payments.map((p) => ({
      id: p.id,
      reservationId: p.reservationId,
      reservationCode: p.reservationCode,
      clientName: p.clientName,
      clientLastname: p.clientLastname,
      amount: fromCents(p.amountCents),
      paymentMethod: toPaymentMethod(p.paymentMethod),
      paymentDate: p.paymentDate.toISOString(),
    })),
  };
}
