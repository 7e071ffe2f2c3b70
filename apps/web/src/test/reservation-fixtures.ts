import type { Payment } from '@app/shared/payments';
import type { Reservation, ReservationListItem } from '@app/shared/reservations';

// Test data shaped like the API's answers (packages/shared reservations.ts and payments.ts).

export function reservationItem(overrides: Partial<ReservationListItem> = {}): ReservationListItem {
  return {
    id: 1,
    code: 'MIA-7K3QXD',
    serviceType: 'apartments',
    serviceId: 11,
    apartmentId: 11,
    apartmentName: 'Icon Brickell',
    clientId: 3,
    clientName: 'Sofía',
    clientLastname: 'Benítez',
    clientEmail: 'sofia@example.com',
    clientPhone: '+52 55 5555 0142',
    clientAddress: '',
    clientCity: '',
    clientCountry: '',
    clientNotes: '',
    checkInDate: '2027-03-05',
    checkOutDate: '2027-03-10',
    startAt: null,
    endAt: null,
    unit: 'night',
    units: 5,
    nights: 5,
    pricePerUnit: 400,
    pricePerNight: 400,
    cleaningFee: 90,
    cancellationFee: 0,
    parkingFee: 0,
    otherExpenses: 0,
    taxes: 0,
    totalAmount: 2090,
    amountPaid: 0,
    amountDue: 2090,
    status: 'pending',
    paymentStatus: 'pending',
    notes: '',
    language: 'es',
    pdfUrl: null,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return { ...reservationItem(), notifications: [], statusHistory: [], ...overrides };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 50,
    reservationId: 1,
    clientId: 3,
    amount: 500,
    paymentMethod: 'cash',
    paymentDate: '2026-11-20T17:00:00.000Z',
    notes: '',
    createdAt: '2026-11-20T17:00:00.000Z',
    ...overrides,
  };
}
