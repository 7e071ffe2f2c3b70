import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDate,
  isCalendarDate,
  isInDateWindow,
  latestCheckIn,
  nightsBetween,
  parseDate,
  parseInstant,
  toCalendarDate,
  todayIn,
  wallClockIn,
  zonedTimeToInstant,
} from './dates.ts';

describe('nightsBetween', () => {
  it('counts calendar days between check-in and check-out', () => {
    expect(nightsBetween('2027-01-10', '2027-01-15')).toBe(5);
    expect(nightsBetween('2027-02-27', '2027-03-02')).toBe(3);
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2); // leap year
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('does not lose or gain a night across the daylight-saving changes of 2027 (March 14, November 7)', () => {
    // A local-time computation gives 1.958 and 2.042 days here; rounding those is how nights go wrong.
    expect(nightsBetween('2027-03-13', '2027-03-15')).toBe(2);
    expect(nightsBetween('2027-03-14', '2027-03-15')).toBe(1);
    expect(nightsBetween('2027-03-01', '2027-03-31')).toBe(30);
    expect(nightsBetween('2027-11-06', '2027-11-08')).toBe(2);
    expect(nightsBetween('2027-11-07', '2027-11-08')).toBe(1);
  });

  it('uses the absolute difference and a minimum of 1', () => {
    expect(nightsBetween('2027-01-15', '2027-01-10')).toBe(5);
    expect(nightsBetween('2027-01-10', '2027-01-10')).toBe(1);
  });

  it('rounds a part of a day up when times are given, on the wall clock', () => {
    expect(nightsBetween('2027-01-10T15:00', '2027-01-12T11:00')).toBe(2);
    expect(nightsBetween('2027-01-10T11:00', '2027-01-12T15:00')).toBe(3);
    expect(nightsBetween('2027-03-13T16:00', '2027-03-15T16:00')).toBe(2);
  });

  it('accepts the display format', () => {
    expect(nightsBetween('03-13-2027', '03-15-2027')).toBe(2);
  });

  it('throws on text that is not a date', () => {
    expect(() => nightsBetween('2027-02-30', '2027-03-02')).toThrow(RangeError);
    expect(() => nightsBetween('tomorrow', '2027-03-02')).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and DST boundaries', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2027-03-01', '2027-04-01')).toBe(31);
  });

  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('2027-1-01')).toBe(false);
    expect(isCalendarDate('03-14-2027')).toBe(false);
  });
});

describe('parseDate', () => {
  it('reads MM-DD-YYYY, MM-DD-YYYY HH:mm, YYYY-MM-DD and ISO date-times', () => {
    expect(parseDate('03-14-2027')).toEqual({ date: '2027-03-14', time: null });
    expect(parseDate('03-14-2027 18:05')).toEqual({ date: '2027-03-14', time: '18:05' });
    expect(parseDate('2027-03-14')).toEqual({ date: '2027-03-14', time: null });
    expect(parseDate('2027-03-14T09:30')).toEqual({ date: '2027-03-14', time: '09:30' });
    expect(parseDate(' 2027-03-14T09:30:15.123 ')).toEqual({ date: '2027-03-14', time: '09:30' });
  });

  it('takes the date as written and ignores an offset (a calendar date sent as UTC midnight)', () => {
    expect(parseDate('2027-03-10T00:00:00.000Z')).toEqual({ date: '2027-03-10', time: '00:00' });
    expect(toCalendarDate('2027-03-10T23:30:00-05:00')).toBe('2027-03-10');
  });

  it('refuses impossible dates and other text', () => {
    for (const text of ['02-30-2027', '13-01-2027', '2027-02-29', '03-14-2027 24:00', '3/14/2027', '', 'x']) {
      expect(parseDate(text), text).toBeNull();
    }
  });
});

describe('formatDate', () => {
  it('shows calendar dates as MM-DD-YYYY without time zone drift', () => {
    expect(formatDate('2027-03-14')).toBe('03-14-2027');
    expect(formatDate('2027-11-07', { timeZone: 'Pacific/Honolulu' })).toBe('11-07-2027');
    expect(formatDate('03-14-2027 18:05', { time: true })).toBe('03-14-2027 18:05');
  });

  it('shows instants on the business wall clock, 24-hour', () => {
    expect(formatDate('2027-03-14T22:05:00.000Z', { time: true })).toBe('03-14-2027 18:05'); // EDT
    expect(formatDate('2027-03-14T03:05:00.000Z', { time: true })).toBe('03-13-2027 22:05'); // EST
    expect(formatDate(new Date('2027-01-01T04:59:00Z'))).toBe('12-31-2026');
    expect(formatDate(new Date('2027-01-01T04:59:00Z'), { time: true, timeZone: 'UTC' })).toBe(
      '01-01-2027 04:59',
    );
  });

  it('gives an empty text for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('round-trips with parseDate', () => {
    const text = formatDate('2027-07-04T13:45', { time: true });
    expect(text).toBe('07-04-2027 13:45');
    expect(parseDate(text)).toEqual({ date: '2027-07-04', time: '13:45' });
  });
});

describe('time zones', () => {
  it("gives today's date in the business time zone", () => {
    // 03:30 UTC on the 15th is still the evening of the 14th in Miami.
    expect(todayIn('America/New_York', new Date('2027-03-15T03:30:00Z'))).toBe('2027-03-14');
    expect(todayIn('UTC', new Date('2027-03-15T03:30:00Z'))).toBe('2027-03-15');
  });

  it('turns a Miami wall clock into the right instant on both sides of a DST change', () => {
    expect(zonedTimeToInstant('2027-03-13', '12:00').toISOString()).toBe('2027-03-13T17:00:00.000Z');
    expect(zonedTimeToInstant('2027-03-14', '12:00').toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(zonedTimeToInstant('2027-03-14', '05:00').toISOString()).toBe('2027-03-14T09:00:00.000Z');
    // 02:30 does not exist on March 14: one hour later.
    expect(zonedTimeToInstant('2027-03-14', '02:30').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    // 01:30 happens twice on November 7: the first one (still EDT).
    expect(zonedTimeToInstant('2027-11-07', '01:30').toISOString()).toBe('2027-11-07T05:30:00.000Z');
  });

  it('reads instants: offsets are kept, wall clocks are Miami time, a date alone is noon', () => {
    expect(parseInstant('2027-03-14T10:00:00Z')?.toISOString()).toBe('2027-03-14T10:00:00.000Z');
    expect(parseInstant('2027-03-14T10:00:00+02:00')?.toISOString()).toBe('2027-03-14T08:00:00.000Z');
    expect(parseInstant('2027-03-14')?.toISOString()).toBe('2027-03-14T16:00:00.000Z');
    expect(parseInstant('03-13-2027 18:00')?.toISOString()).toBe('2027-03-13T23:00:00.000Z');
    expect(parseInstant('soon')).toBeNull();
  });

  it('reads the Miami wall clock of an instant: its date and minutes since midnight', () => {
    // 01:30 UTC on a Saturday is 21:30 on Friday in Miami (EDT).
    expect(wallClockIn(new Date('2027-06-12T01:30:00Z'))).toEqual({
      date: '2027-06-11',
      minutes: 21 * 60 + 30,
    });
    // The same instant after the November change (EST) is 20:30.
    expect(wallClockIn(new Date('2027-11-13T01:30:00Z'))).toEqual({
      date: '2027-11-12',
      minutes: 20 * 60 + 30,
    });
    expect(wallClockIn(new Date('2027-06-12T01:30:00Z'), 'UTC')).toEqual({ date: '2027-06-12', minutes: 90 });
  });
});

describe('the date window of inputs (issue 20)', () => {
  it('holds 2000 to 2099', () => {
    expect(isInDateWindow('2000-01-01')).toBe(true);
    expect(isInDateWindow('2099-12-31')).toBe(true);
    expect(isInDateWindow('1999-12-31')).toBe(false);
    expect(isInDateWindow('2100-01-01')).toBe(false);
    expect(isInDateWindow('9999-12-31')).toBe(false);
  });

  it('lets a stay start at most 2 years from today in Miami', () => {
    expect(latestCheckIn(new Date('2026-11-25T15:00:00Z'))).toBe('2028-11-25');
    // Late evening in Miami is already the next day in UTC: today is still the 25th there.
    expect(latestCheckIn(new Date('2026-11-26T03:00:00Z'))).toBe('2028-11-25');
    expect(latestCheckIn(new Date('2028-02-29T15:00:00Z'))).toBe('2030-03-01');
  });
});
