import { describe, expect, it } from 'vitest';
import { reservationItem } from '../../test/reservation-fixtures';
import { canCheckOut, isNightBooked, overlapsBusy, withoutOwnStay } from './availability';
import { barsOf, shiftMonth } from './occupancy-calendar';

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
      [1, 1, 3, true, false],
      [2, 10, 15, false, false],
      [3, 29, 32, false, true],
    ]);
  });
});
