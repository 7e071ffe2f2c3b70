import type { ReservationListItem } from '@app/shared/reservations';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../../test/admin-api';
import { dashboardApi, toBlock } from './dashboard-api';
import { lastDayOf, lastMonths, staysInHouse, upcomingMovements } from './dashboard-figures';

const stay = (id: number, checkInDate: string, checkOutDate: string, status = 'confirmed') =>
  ({
    id,
    checkInDate,
    checkOutDate,
    status,
    clientName: 'Ana',
    nights: 2,
    unit: 'night',
  }) as unknown as ReservationListItem;

/** A car or a yacht booked from `startAt` to `endAt` (instants), its dates those of Miami. */
const timed = (id: number, unit: 'day' | 'hour', startAt: string, endAt: string, dates: [string, string]) =>
  ({
    id,
    unit,
    startAt,
    endAt,
    checkInDate: dates[0],
    checkOutDate: dates[1],
    status: 'confirmed',
  }) as unknown as ReservationListItem;

describe('dashboard figures', () => {
  it('lists the months of the chart, across a new year', () => {
    expect(lastMonths('2026-02-10', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('knows the last day of each month, leap years included', () => {
    expect(['2026-02', '2028-02', '2026-11', '2026-12'].map(lastDayOf)).toEqual([
      '2026-02-28',
      '2028-02-29',
      '2026-11-30',
      '2026-12-31',
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

  it('adds car pickups and returns and yacht charters, with their Miami times, in time order', () => {
    const movements = upcomingMovements(
      [
        stay(1, '2026-11-20', '2026-11-22'),
        // 10:00 to 14:00 EST on the 22nd: one charter, with its hours.
        timed(2, 'hour', '2026-11-22T15:00:00.000Z', '2026-11-22T19:00:00.000Z', [
          '2026-11-22',
          '2026-11-22',
        ]),
        // Picked up the 22nd at 09:00, returned the 24th at 18:30.
        timed(3, 'day', '2026-11-22T14:00:00.000Z', '2026-11-24T23:30:00.000Z', ['2026-11-22', '2026-11-24']),
      ],
      '2026-11-21',
    );
    expect(
      movements.map((m) => `${m.date} ${m.kind} ${m.time ?? ''}${m.until ? `-${m.until}` : ''}`),
    ).toEqual([
      '2026-11-22 checkOut ',
      '2026-11-22 pickup 09:00',
      '2026-11-22 charter 10:00-14:00',
      '2026-11-24 return 18:30',
    ]);
    // A car out or a charter is not a guest in house.
    expect(staysInHouse([...movements.map((m) => m.reservation)], '2026-11-22')).toBe(0);
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

describe('dashboard API', () => {
  it('asks for stays overlapping yesterday to a week ahead', async () => {
    const { calls } = fakeAdminApi({ 'GET /reservations': { status: 200, data: [] } });
    const store = makeStore(undefined, { api });
    const stays = await store.dispatch(dashboardApi.endpoints.stays.initiate('2026-11-21'));
    expect(calls[0]?.params).toMatchObject({ from: '2026-11-20', to: '2026-11-28', sort: 'checkInDate' });
    expect(toBlock(stays)).toMatchObject({ status: 'succeeded', available: true });
  });

  it('says the module is not there yet when the API answers 404, instead of failing', async () => {
    fakeAdminApi({
      'GET /reservations': { status: 404, data: { message: 'Route GET:/api/reservations not found' } },
      'GET /reservation-payments/summary': { status: 404, data: { message: 'Route not found' } },
    });
    const store = makeStore(undefined, { api });
    const stays = await store.dispatch(dashboardApi.endpoints.stays.initiate('2026-11-21'));
    const revenue = await store.dispatch(dashboardApi.endpoints.revenue.initiate('2026-11-21'));
    expect(toBlock(stays)).toMatchObject({ status: 'succeeded', available: false, error: null });
    expect(toBlock(revenue)).toMatchObject({ status: 'succeeded', available: false });
  });

  it('asks the server for the sums of each of the chart’s months, the current one up to today', async () => {
    const { calls } = fakeAdminApi({
      'GET /reservation-payments/summary': (request) => {
        const november = (request.params as { from: string }).from === '2026-11-01';
        return {
          status: 200,
          data: {
            count: november ? 3 : 0,
            received: 0,
            refunded: 0,
            net: november ? 1250.5 : 0,
            byMethod: {},
          },
        };
      },
    });
    const store = makeStore(undefined, { api });
    const revenue = await store.dispatch(dashboardApi.endpoints.revenue.initiate('2026-11-21'));
    expect(calls.map((call) => call.params)).toEqual([
      { from: '2026-06-01', to: '2026-06-30' },
      { from: '2026-07-01', to: '2026-07-31' },
      { from: '2026-08-01', to: '2026-08-31' },
      { from: '2026-09-01', to: '2026-09-30' },
      { from: '2026-10-01', to: '2026-10-31' },
      { from: '2026-11-01', to: '2026-11-21' },
    ]);
    expect(revenue.data?.months.at(-1)).toEqual({
      month: '2026-11',
      total: 1250.5,
      payments: 3,
    });
  });
});
