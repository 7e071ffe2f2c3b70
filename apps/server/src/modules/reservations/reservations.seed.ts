import { addDays, daysBetween, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import type { PaymentMethod } from '@app/shared/payments';
import type { ReservationStatus } from '@app/shared/reservations';
import { asc, inArray } from 'drizzle-orm';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { ledger } from '../payments/ledger.ts';
import { recalculateTotals } from './recalculate-totals.ts';
import { generateReservationCode } from './reservation-code.ts';
import { nightStayColumns, reservationsRepository } from './reservations.repository.ts';

/**
 * A payment of a demo stay, `daysBeforeCheckIn` before it: a share of its total, 'rest' (what the earlier
 * payments left, so shares add up to the cent), or a fixed amount (negative: a refund).
 */
type DemoPayment = {
  share?: number | 'rest';
  cents?: number;
  method: PaymentMethod;
  daysBeforeCheckIn: number;
};

interface DemoStay {
  /** Days from today (business time zone) to the check-in. */
  startsIn: number;
  nights: number;
  status: ReservationStatus;
  payments: DemoPayment[];
  parkingFeeCents?: number;
  otherExpensesCents?: number;
  notes?: string;
}

/**
 * Twelve stays on one timeline that never overlaps itself (so any spread over the apartments is valid):
 * past, current and upcoming, with every payment status: pending, partial, paid, overpaid, refunded.
 */
const demoStays: DemoStay[] = [
  {
    startsIn: -60,
    nights: 5,
    status: 'checked_out',
    payments: [{ share: 1, method: 'transfer', daysBeforeCheckIn: 20 }],
  },
  {
    startsIn: -50,
    nights: 4,
    status: 'checked_out',
    parkingFeeCents: 10_000,
    payments: [
      { share: 0.3, method: 'zelle', daysBeforeCheckIn: 15 },
      { share: 'rest', method: 'card', daysBeforeCheckIn: 0 },
    ],
  },
  {
    startsIn: -40,
    nights: 7,
    status: 'checked_out',
    otherExpensesCents: 4_500,
    notes: 'Late checkout granted (2 pm).',
    payments: [{ share: 1, method: 'card', daysBeforeCheckIn: 10 }],
  },
  {
    startsIn: -30,
    nights: 3,
    status: 'no_show',
    notes: 'Guest did not arrive; deposit kept per policy.',
    payments: [{ share: 0.25, method: 'paypal', daysBeforeCheckIn: 12 }],
  },
  {
    startsIn: -20,
    nights: 6,
    status: 'checked_out',
    payments: [{ share: 1, method: 'cash', daysBeforeCheckIn: 0 }],
  },
  {
    startsIn: -10,
    nights: 4,
    status: 'cancelled',
    notes: 'Cancelled by the guest 9 days ahead: deposit refunded.',
    payments: [
      { cents: 30_000, method: 'zelle', daysBeforeCheckIn: 25 },
      { cents: -30_000, method: 'zelle', daysBeforeCheckIn: 9 },
    ],
  },
  {
    startsIn: -3,
    nights: 6,
    status: 'checked_in',
    parkingFeeCents: 15_000,
    payments: [{ share: 0.5, method: 'card', daysBeforeCheckIn: 14 }],
  },
  {
    startsIn: 5,
    nights: 4,
    status: 'confirmed',
    payments: [{ share: 0.3, method: 'transfer', daysBeforeCheckIn: 6 }],
  },
  {
    startsIn: 12,
    nights: 7,
    status: 'confirmed',
    payments: [{ share: 1, method: 'card', daysBeforeCheckIn: 13 }],
  },
  { startsIn: 22, nights: 3, status: 'pending', payments: [] },
  {
    startsIn: 30,
    nights: 5,
    status: 'confirmed',
    notes: 'Paid twice by mistake (duplicate card charge of the cleaning fee): refund pending.',
    payments: [
      { share: 1, method: 'card', daysBeforeCheckIn: 31 },
      { cents: 9_000, method: 'card', daysBeforeCheckIn: 31 },
    ],
  },
  { startsIn: 45, nights: 10, status: 'pending', payments: [] },
];

const CLEANING_FEE_CENTS = 9_000;
const DEFAULT_NIGHT_CENTS = 25_000;

/**
 * Demo reservations on the demo apartments and villas and the demo clients (both seeded before). Does
 * nothing without them, or when reservations already exist. Dates are relative to the day of seeding, so
 * the back-office always shows stays in the past, today and ahead.
 */
export const reservationsSeeder: Seeder = {
  name: 'reservations',
  run: async (tx) => {
    const apartments = await tx
      .select({ id: services.id, type: services.type, priceCents: services.priceCents })
      .from(services)
      .where(inArray(services.type, ['apartments', 'villas']))
      .orderBy(asc(services.id));
    const guests = await tx
      .select({ id: clients.id, language: clients.language })
      .from(clients)
      .orderBy(asc(clients.id));
    if (!apartments.length || !guests.length || (await reservationsRepository.count(tx)) > 0) return;

    const today = todayIn();
    for (const [index, stay] of demoStays.entries()) {
      const apartment = apartments[index % apartments.length];
      const guest = guests[index % guests.length];
      if (!apartment || !guest) continue;
      const checkInDate = addDays(today, stay.startsIn);
      const pricePerNightCents = apartment.priceCents > 0 ? apartment.priceCents : DEFAULT_NIGHT_CENTS;
      const row = await reservationsRepository.insert(tx, {
        code: generateReservationCode(),
        ...nightStayColumns(apartment, checkInDate, addDays(checkInDate, stay.nights)),
        clientId: guest.id,
        pricePerNightCents,
        cleaningFeeCents: CLEANING_FEE_CENTS,
        parkingFeeCents: stay.parkingFeeCents ?? 0,
        otherExpensesCents: stay.otherExpensesCents ?? 0,
        status: stay.status,
        notes: stay.notes ?? '',
        language: guest.language,
        isDemo: true,
      });
      const path: ReservationStatus[] = ['pending'];
      if (stay.status !== 'pending') {
        if (['checked_in', 'checked_out', 'no_show'].includes(stay.status)) path.push('confirmed');
        if (stay.status === 'checked_out') path.push('checked_in');
        path.push(stay.status);
      }
      for (const [step, toStatus] of path.entries()) {
        await reservationsRepository.addStatusChange(tx, {
          reservationId: row.id,
          fromStatus: step === 0 ? null : (path[step - 1] ?? null),
          toStatus,
          changedBy: null,
        });
      }
      const totalCents =
        stay.nights * pricePerNightCents +
        CLEANING_FEE_CENTS +
        (stay.parkingFeeCents ?? 0) +
        (stay.otherExpensesCents ?? 0);
      let paidCents = 0;
      for (const payment of stay.payments) {
        const paidOn = addDays(checkInDate, -payment.daysBeforeCheckIn);
        const amountCents =
          payment.cents ??
          (payment.share === 'rest' ? totalCents - paidCents : Math.round(totalCents * (payment.share ?? 0)));
        paidCents += amountCents;
        await ledger.record(tx, {
          reservationId: row.id,
          clientId: guest.id,
          amountCents,
          paymentMethod: payment.method,
          // Never in the future: an upcoming stay's payment is dated today at the latest.
          paymentDate: zonedTimeToInstant(daysBetween(today, paidOn) > 0 ? today : paidOn, '11:00'),
        });
      }
      await recalculateTotals(tx, row);
    }
  },
};
