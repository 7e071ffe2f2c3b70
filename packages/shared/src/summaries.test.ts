import { describe, expect, it } from 'vitest';
import { daysBetween } from './dates.ts';
import {
  computeMonthlySummary,
  generateSummaryInput,
  monthBounds,
  nightsInside,
  type SummaryStay,
  summaryParams,
} from './summaries.ts';

const stay = (
  values: Partial<SummaryStay> & Pick<SummaryStay, 'checkInDate' | 'checkOutDate'>,
): SummaryStay => ({
  id: 1,
  serviceType: 'apartments',
  unit: 'night',
  units: Math.max(1, daysBetween(values.checkInDate, values.checkOutDate)),
  apartmentId: 1,
  apartmentName: 'Brickell 1201',
  status: 'confirmed',
  totalCents: 100_00,
  paidCents: 0,
  dueCents: 100_00,
  ...values,
});

describe('monthBounds', () => {
  it('gives the calendar month [from, to), its days, and its instants on the Miami wall clock', () => {
    const march = monthBounds(2025, 3);
    expect(march).toMatchObject({ from: '2025-03-01', to: '2025-04-01', daysInMonth: 31 });
    // Midnight in Miami: EST (-05:00) on March 1st, EDT (-04:00) on April 1st.
    expect(march.start.toISOString()).toBe('2025-03-01T05:00:00.000Z');
    expect(march.end.toISOString()).toBe('2025-04-01T04:00:00.000Z');
    expect(monthBounds(2024, 2).daysInMonth).toBe(29);
    expect(monthBounds(2025, 2).daysInMonth).toBe(28);
    expect(monthBounds(2025, 12)).toMatchObject({ from: '2025-12-01', to: '2026-01-01' });
    expect(() => monthBounds(2025, 13)).toThrow(RangeError);
  });
});

describe('nightsInside', () => {
  it('counts only the nights of the stay inside the month', () => {
    expect(nightsInside('2025-03-10', '2025-03-13', '2025-03-01', '2025-04-01')).toBe(3);
    expect(nightsInside('2025-02-27', '2025-03-02', '2025-03-01', '2025-04-01')).toBe(1);
    expect(nightsInside('2025-03-30', '2025-04-03', '2025-03-01', '2025-04-01')).toBe(2);
    expect(nightsInside('2025-02-20', '2025-04-10', '2025-03-01', '2025-04-01')).toBe(31);
    expect(nightsInside('2025-04-01', '2025-04-03', '2025-03-01', '2025-04-01')).toBe(0);
    // Across the daylight-saving change of March 9th: still whole nights.
    expect(nightsInside('2025-03-08', '2025-03-11', '2025-03-01', '2025-04-01')).toBe(3);
  });
});

describe('computeMonthlySummary', () => {
  const apartments = [
    { id: 1, name: 'Brickell 1201' },
    { id: 2, name: 'Villa Coral' },
    { id: 3, name: 'Empty loft' },
  ];

  it('puts a reservation in the month of its check-in, leaves out cancelled ones, and sums booked revenue', () => {
    const summary = computeMonthlySummary({
      year: 2025,
      month: 3,
      apartments,
      payments: [],
      stays: [
        stay({
          id: 1,
          checkInDate: '2025-03-10',
          checkOutDate: '2025-03-13',
          totalCents: 450_50,
          dueCents: 50_50,
        }),
        stay({
          id: 2,
          checkInDate: '2025-03-30',
          checkOutDate: '2025-04-04',
          totalCents: 1_000_00,
          dueCents: 0,
        }),
        stay({
          id: 3,
          checkInDate: '2025-03-15',
          checkOutDate: '2025-03-18',
          status: 'cancelled',
          totalCents: 999_00,
        }),
        // Checked in in February: its revenue belongs to February, its March nights still occupy March.
        stay({
          id: 4,
          apartmentId: 2,
          apartmentName: 'Villa Coral',
          checkInDate: '2025-02-26',
          checkOutDate: '2025-03-03',
        }),
      ],
    });
    expect(summary).toMatchObject({
      year: 2025,
      month: 3,
      daysInMonth: 31,
      totalReservations: 2,
      totalRevenue: 1450.5,
      totalDue: 50.5,
      totalPayments: 0,
      // 3 + 2 (March 30 and 31) in Brickell, 2 (March 1 and 2) in the villa.
      nightsBooked: 7,
    });
    expect(summary.occupancy).toEqual([
      { apartmentId: 1, apartmentName: 'Brickell 1201', nightsBooked: 5, occupancyRate: 0.1613 },
      { apartmentId: 2, apartmentName: 'Villa Coral', nightsBooked: 2, occupancyRate: 0.0645 },
      { apartmentId: 3, apartmentName: 'Empty loft', nightsBooked: 0, occupancyRate: 0 },
    ]);
    expect(summary.occupancyRate).toBe(Math.round((7 / 93) * 10_000) / 10_000);
    expect(summary.reservationsByStatus).toEqual([{ status: 'confirmed', count: 2 }]);
  });

  it('counts payments by their date on the Miami wall clock, refunds subtracting, grouped by method', () => {
    const summary = computeMonthlySummary({
      year: 2025,
      month: 3,
      apartments,
      stays: [],
      payments: [
        // 23:30 in Miami on February 28th: February.
        { amountCents: 100_00, paymentMethod: 'cash', paymentDate: new Date('2025-03-01T04:30:00Z') },
        // 00:30 in Miami on March 1st.
        { amountCents: 200_10, paymentMethod: 'cash', paymentDate: new Date('2025-03-01T05:30:00Z') },
        { amountCents: 300_20, paymentMethod: 'zelle', paymentDate: new Date('2025-03-20T15:00:00Z') },
        { amountCents: -50_00, paymentMethod: 'zelle', paymentDate: new Date('2025-03-21T15:00:00Z') },
        // 23:59 in Miami on March 31st (EDT): still March.
        { amountCents: 10, paymentMethod: 'card', paymentDate: new Date('2025-04-01T03:59:00Z') },
        // 00:00 in Miami on April 1st: April.
        { amountCents: 999_00, paymentMethod: 'card', paymentDate: new Date('2025-04-01T04:00:00Z') },
      ],
    });
    expect(summary.totalPayments).toBe(450.4);
    expect(summary.paymentsCount).toBe(4);
    expect(summary.paymentsByMethod).toEqual([
      { paymentMethod: 'cash', count: 1, total: 200.1 },
      { paymentMethod: 'card', count: 1, total: 0.1 },
      { paymentMethod: 'zelle', count: 2, total: 250.2 },
    ]);
  });

  it('sums amounts in cents, without floating-point drift', () => {
    const stays = Array.from({ length: 10 }, (_, i) =>
      stay({ id: i, checkInDate: '2025-03-01', checkOutDate: '2025-03-02', totalCents: 10, dueCents: 20 }),
    );
    const summary = computeMonthlySummary({ year: 2025, month: 3, stays, payments: [], apartments: [] });
    expect(summary.totalRevenue).toBe(1);
    expect(summary.totalDue).toBe(2);
  });

  it('starts a month without data at 0, 0 and 0 (SPEC.md section 3)', () => {
    const summary = computeMonthlySummary({ year: 2030, month: 1, stays: [], payments: [], apartments: [] });
    expect(summary).toMatchObject({
      totalReservations: 0,
      totalPayments: 0,
      totalRevenue: 0,
      nightsBooked: 0,
      occupancyRate: 0,
      occupancy: [],
    });
  });
});

describe('summary inputs', () => {
  it('accepts a month and a year as numbers or numeric text, and names a bad one', () => {
    expect(generateSummaryInput.parse({ month: '3', year: 2025 })).toEqual({ month: 3, year: 2025 });
    expect(summaryParams.parse({ year: '2025', month: '12' })).toEqual({ year: 2025, month: 12 });
    const bad = generateSummaryInput.safeParse({ month: 13, year: 1999 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'month: must be a whole number from 1 to 12',
      'year: must be a whole number from 2000 to 2100',
    ]);
  });
});
