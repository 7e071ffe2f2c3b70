import { describe, expect, it } from 'vitest';
import { reservationItem } from '../../test/reservation-fixtures';
import { canCheckOut, isNightBooked, overlapsBusy, withoutOwnStay } from './availability';
import { shiftMonth } from './occupancy-calendar';
import { barsOf } from './timeline-bars';

const busy = [
  { start: '2027-03-10', end: '2027-03-15' },
  { start: '2027-03-20', end: '2027-03-22' },
];

describe('booked nights of the date pickers (half-open stays)', () => {
  it('greys out the nights taken, not the check-out day', () => {
    expect(isNightBooked('2027-03-09', busy)).toBe(false);
    expect(isNightBooked('2027-03-10', busy)).toBe(true);
    expect(isNightBooked('2027-03-14', busy)).toBe(true);
    // A stay may start the day another ends.
    expect(isNightBooked('2027-03-15', busy)).toBe(false);
  });

  it('offers check-out days reachable from the check-in without crossing a stay', () => {
    expect(canCheckOut('2027-03-10', '2027-03-05', busy)).toBe(true);
    expect(canCheckOut('2027-03-11', '2027-03-05', busy)).toBe(false);
    expect(canCheckOut('2027-03-05', '2027-03-05', busy)).toBe(false);
    expect(canCheckOut('2027-03-20', '2027-03-15', busy)).toBe(true);
    expect(canCheckOut('2027-03-23', '2027-03-15', busy)).toBe(false);
    // Without a check-in, the night before must be free.
    expect(canCheckOut('2027-03-15', '', busy)).toBe(false);
    expect(canCheckOut('2027-03-10', '', busy)).toBe(true);
  });

  it('finds an overlap, and allows back-to-back stays', () => {
    expect(overlapsBusy('2027-03-14', '2027-03-16', busy)).toBe(true);
    expect(overlapsBusy('2027-03-15', '2027-03-20', busy)).toBe(false);
    expect(overlapsBusy('2027-03-01', '2027-03-10', busy)).toBe(false);
  });

  it('keeps the dates of the reservation being edited selectable', () => {
    expect(withoutOwnStay(busy, { checkInDate: '2027-03-10', checkOutDate: '2027-03-15' })).toEqual([
      busy[1],
    ]);
    expect(withoutOwnStay(busy, null)).toEqual(busy);
  });
});

describe('occupancy calendar', () => {
  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2027-03', 12)).toBe('2028-03');
  });

  it('places each stay on its nights, clipped at the month, without cancelled stays or no-shows', () => {
    const bars = barsOf(
      [
        reservationItem({ id: 1, checkInDate: '2027-02-26', checkOutDate: '2027-03-03' }),
        reservationItem({ id: 2, checkInDate: '2027-03-10', checkOutDate: '2027-03-15' }),
        reservationItem({ id: 3, checkInDate: '2027-03-29', checkOutDate: '2027-04-02' }),
        reservationItem({
          id: 4,
          checkInDate: '2027-03-16',
          checkOutDate: '2027-03-18',
          status: 'cancelled',
        }),
        reservationItem({ id: 5, checkInDate: '2027-03-18', checkOutDate: '2027-03-19', status: 'no_show' }),
        reservationItem({ id: 6, checkInDate: '2027-04-01', checkOutDate: '2027-04-03' }),
      ],
      '2027-03-01',
      31,
    );
    expect(
      bars.map(({ reservation, start, end, clippedStart, clippedEnd }) => [
        reservation.id,
        start,
        end,
        clippedStart,
        clippedEnd,
      ]),
    ).toEqual([
      // Days from March 1st's midnight: a stay runs from midday of its check-in to midday of its check-out.
      [1, 0, 2.5, true, false],
      [2, 9.5, 14.5, false, false],
      [3, 28.5, 31, false, true],
    ]);
  });

  it('places a car from its pickup to its return and a charter within its day, on Miami time', () => {
    const [car, charter, late] = barsOf(
      [
        reservationItem({
          id: 7,
          serviceType: 'cars',
          unit: 'day',
          checkInDate: '2027-03-13',
          checkOutDate: '2027-03-16',
          // 10:00 EST on the 13th, 09:00 EDT on the 16th (daylight time from the 14th).
          startAt: '2027-03-13T15:00:00.000Z',
          endAt: '2027-03-16T13:00:00.000Z',
        }),
        reservationItem({
          id: 8,
          serviceType: 'yachts',
          unit: 'hour',
          checkInDate: '2027-03-20',
          checkOutDate: '2027-03-20',
          startAt: '2027-03-20T14:00:00.000Z',
          endAt: '2027-03-20T18:00:00.000Z',
        }),
        reservationItem({
          id: 9,
          serviceType: 'yachts',
          unit: 'hour',
          checkInDate: '2027-03-31',
          checkOutDate: '2027-04-01',
          startAt: '2027-04-01T00:00:00.000Z',
          endAt: '2027-04-01T06:00:00.000Z',
        }),
      ],
      '2027-03-01',
      31,
    );
    expect(car).toMatchObject({ start: 12 + 10 / 24, end: 15 + 9 / 24, withinDay: false });
    expect(charter).toMatchObject({ start: 19 + 10 / 24, end: 19 + 14 / 24, withinDay: true });
    expect(charter).toMatchObject({ slot: 0, slots: 1 });
    // 20:00 on the 31st to 02:00 on April 1st: cut at the month's end.
    expect(late).toMatchObject({ start: 30 + 20 / 24, end: 31, clippedEnd: true, withinDay: false });
  });

  it('gives two charters of one yacht on one day each a part of the day, in the order they sail', () => {
    const charter = (id: number, startAt: string, endAt: string) =>
      reservationItem({ id, serviceType: 'yachts', serviceId: 31, unit: 'hour', startAt, endAt });
    const bars = barsOf(
      [
        charter(2, '2027-03-20T21:00:00.000Z', '2027-03-21T01:00:00.000Z'),
        charter(1, '2027-03-20T13:00:00.000Z', '2027-03-20T17:00:00.000Z'),
      ],
      '2027-03-01',
      31,
    );
    expect(bars.map((bar) => [bar.reservation.id, bar.slot, bar.slots])).toEqual([
      [2, 1, 2],
      [1, 0, 2],
    ]);
  });
});
