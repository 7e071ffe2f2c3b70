import type { Payment } from '@app/shared/payments';
import type { ReservationListItem } from '@app/shared/reservations';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../admin-shell/test-api';
import {
  fetchRevenue,
  fetchStays,
  lastMonths,
  revenueByMonth,
  staysInHouse,
  upcomingMovements,
} from './dashboard-slice';

const payment = (amount: number, paymentDate: string): Payment =>
  ({
    id: 1,
    reservationId: 1,
    clientId: 1,
    amount,
    paymentMethod: 'card',
    paymentDate,
    notes: '',
    createdAt: paymentDate,
  }) as Payment;

const stay = (id: number, checkInDate: string, checkOutDate: string, status = 'confirmed') =>
  ({ id, checkInDate, checkOutDate, status, clientName: 'Ana', nights: 2 }) as unknown as ReservationListItem;

describe('dashboard figures', () => {
  it('lists the months of the chart, across a new year', () => {
    expect(lastMonths('2026-02-10', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('sums payments per month of the business clock, in cents', () => {
    const months = ['2026-10', '2026-11'];
    const totals = revenueByMonth(
      [
        payment(0.1, '2026-11-02T15:00:00.000Z'),
        payment(0.2, '2026-11-03T15:00:00.000Z'),
        // 00:30 UTC on Nov 1 is still October 31 in Miami.
        payment(100, '2026-11-01T00:30:00.000Z'),
        payment(50, '2026-09-30T15:00:00.000Z'),
      ],
      months,
    );
    expect(totals).toEqual([
      { month: '2026-10', total: 100, payments: 1 },
      { month: '2026-11', total: 0.3, payments: 2 },
    ]);
  });

  it('finds arrivals and departures of the next 7 days, departures first on the same day', () => {
    const movements = upcomingMovements(
      [
        stay(1, '2026-11-18', '2026-11-21'),
        stay(2, '2026-11-21', '2026-11-25'),
        stay(3, '2026-11-22', '2026-11-30', 'cancelled'),
        stay(4, '2026-11-27', '2026-12-01'),
        stay(5, '2026-11-28', '2026-11-30'),
      ],
      '2026-11-21',
    );
    expect(movements.map((m) => `${m.date} ${m.kind} ${m.reservation.id}`)).toEqual([
      '2026-11-21 checkOut 1',
      '2026-11-21 checkIn 2',
      '2026-11-25 checkOut 2',
      '2026-11-27 checkIn 4',
    ]);
  });

  it('counts the guests staying tonight', () => {
    expect(
      staysInHouse(
        [
          stay(1, '2026-11-18', '2026-11-21'),
          stay(2, '2026-11-20', '2026-11-22'),
          stay(3, '2026-11-21', '2026-11-23'),
        ],
        '2026-11-21',
      ),
    ).toBe(2);
  });
});

describe('dashboard thunks', () => {
  it('asks for stays overlapping yesterday to a week ahead', async () => {
    const { calls } = fakeAdminApi({ 'GET /reservations': { status: 200, data: [] } });
    const store = makeStore(undefined, { api });
    await store.dispatch(fetchStays('2026-11-21'));
    expect(calls[0]?.params).toMatchObject({ from: '2026-11-20', to: '2026-11-28', sort: 'checkInDate' });
    expect(store.getState().adminDashboard?.stays).toMatchObject({ status: 'succeeded', available: true });
  });

  it('says the module is not there yet when the API answers 404, instead of failing', async () => {
    fakeAdminApi({
      'GET /reservations': { status: 404, data: { message: 'Route GET:/api/reservations not found' } },
      'GET /reservation-payments': { status: 404, data: { message: 'Route not found' } },
    });
    const store = makeStore(undefined, { api });
    await store.dispatch(fetchStays('2026-11-21'));
    await store.dispatch(fetchRevenue('2026-11-21'));
    const { stays, revenue } = store.getState().adminDashboard ?? {};
    expect(stays).toMatchObject({ status: 'succeeded', available: false, error: null });
    expect(revenue).toMatchObject({ status: 'succeeded', available: false });
  });

  it('asks for the payments of the chart’s months', async () => {
    const { calls } = fakeAdminApi({ 'GET /reservation-payments': { status: 200, data: [] } });
    const store = makeStore(undefined, { api });
    await store.dispatch(fetchRevenue('2026-11-21'));
    expect(calls[0]?.params).toMatchObject({ from: '2026-06-01', to: '2026-11-21', limit: 500, offset: 0 });
    expect(store.getState().adminDashboard?.revenue.data?.months).toHaveLength(6);
  });
});
