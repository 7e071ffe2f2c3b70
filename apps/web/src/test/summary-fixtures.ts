import type { MonthlySummary, SummaryDetails } from '@app/shared/summaries';

/** A month's summary as the API answers it (tests only). */
export function summaryOf(
  year: number,
  month: number,
  changes: Partial<MonthlySummary> = {},
): MonthlySummary {
  const pad = String(month).padStart(2, '0');
  return {
    year,
    month,
    from: `${year}-${pad}-01`,
    to: month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`,
    timeZone: 'America/New_York',
    daysInMonth: 30,
    totalReservations: 2,
    totalPayments: 2350.5,
    totalRevenue: 4100,
    totalDue: 1749.5,
    nightsBooked: 12,
    occupancyRate: 0.2,
    occupancy: [
      { apartmentId: 1, apartmentName: 'Icon Brickell 2BR', nightsBooked: 9, occupancyRate: 0.3 },
      { apartmentId: 2, apartmentName: 'Villa Bahía', nightsBooked: 3, occupancyRate: 0.1 },
    ],
    byType: [
      { serviceType: 'apartments', unit: 'night', reservations: 1, units: 9, revenue: 3150 },
      { serviceType: 'villas', unit: 'night', reservations: 1, units: 3, revenue: 950 },
    ],
    paymentsCount: 3,
    paymentsByMethod: [
      { paymentMethod: 'card', count: 2, total: 2500.5 },
      { paymentMethod: 'zelle', count: 1, total: -150 },
    ],
    reservationsByStatus: [{ status: 'confirmed', count: 2 }],
    generatedAt: '2026-11-20T12:00:00.000Z',
    ...changes,
  };
}

/** The month's lists and summary (GET /summaries/:year/:month). */
export function detailsOf(
  year: number,
  month: number,
  changes: Partial<MonthlySummary> = {},
): SummaryDetails {
  const pad = String(month).padStart(2, '0');
  return {
    summary: summaryOf(year, month, changes),
    reservations: [
      {
        id: 41,
        code: 'RES-4101',
        serviceType: 'apartments',
        apartmentId: 1,
        apartmentName: 'Icon Brickell 2BR',
        clientName: 'Carla',
        clientLastname: 'Méndez',
        checkInDate: `${year}-${pad}-03`,
        checkOutDate: `${year}-${pad}-12`,
        startAt: null,
        endAt: null,
        unit: 'night',
        units: 9,
        nights: 9,
        status: 'confirmed',
        paymentStatus: 'partial',
        totalAmount: 3150,
        amountPaid: 1400.5,
        amountDue: 1749.5,
      },
      {
        id: 42,
        code: 'RES-4102',
        serviceType: 'villas',
        apartmentId: 2,
        apartmentName: 'Villa Bahía',
        clientName: 'John',
        clientLastname: 'Parker',
        checkInDate: `${year}-${pad}-20`,
        checkOutDate: `${year}-${pad}-23`,
        startAt: null,
        endAt: null,
        unit: 'night',
        units: 3,
        nights: 3,
        status: 'checked_out',
        paymentStatus: 'paid',
        totalAmount: 950,
        amountPaid: 950,
        amountDue: 0,
      },
    ],
    payments: [
      {
        id: 7,
        reservationId: 41,
        reservationCode: 'RES-4101',
        clientName: 'Carla',
        clientLastname: 'Méndez',
        amount: 1550.5,
        paymentMethod: 'card',
        paymentDate: `${year}-${pad}-02T15:00:00.000Z`,
      },
      {
        id: 8,
        reservationId: 42,
        reservationCode: 'RES-4102',
        clientName: 'John',
        clientLastname: 'Parker',
        amount: 950,
        paymentMethod: 'card',
        paymentDate: `${year}-${pad}-20T15:00:00.000Z`,
      },
      {
        id: 9,
        reservationId: 41,
        reservationCode: 'RES-4101',
        clientName: 'Carla',
        clientLastname: 'Méndez',
        amount: -150,
        paymentMethod: 'zelle',
        paymentDate: `${year}-${pad}-21T15:00:00.000Z`,
      },
    ],
  };
}
