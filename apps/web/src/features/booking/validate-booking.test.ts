import { addDays, todayIn, zonedTimeToInstant } from '@app/shared/dates';
import { describe, expect, it } from 'vitest';
import { unitsToEstimate } from './booking-times';
import { type BookingValues, validateBooking } from './validate-booking';

const person = { name: 'Ana', lastName: 'García', email: 'ana@example.com', phone: '' };
const noTimes = { startTime: '', endTime: '', hours: '' };

describe('validateBooking: a stay', () => {
  const today = '2027-03-01';
  const context = { type: 'villas' as const, today, now: new Date('2027-03-01T12:00:00Z') };
  const ok: BookingValues = { ...person, ...noTimes, startDate: '2027-03-05', endDate: '2027-03-08' };

  it('accepts a complete request', () => {
    expect(validateBooking(ok, context)).toBeNull();
  });

  it('names the first problem and the field to fix', () => {
    expect(validateBooking({ ...ok, lastName: ' ' }, context)).toEqual({
      problem: 'incomplete',
      field: 'lastName',
    });
    expect(validateBooking({ ...ok, endDate: '' }, context)).toEqual({
      problem: 'datesMissing',
      field: 'endDate',
    });
    expect(validateBooking({ ...ok, startDate: '2027-02-28' }, context)).toEqual({
      problem: 'pastStart',
      field: 'startDate',
    });
    expect(validateBooking({ ...ok, endDate: '2027-03-05' }, context)).toEqual({
      problem: 'endBeforeStart',
      field: 'endDate',
    });
  });

  it('refuses dates that overlap a busy stay (half-open ranges)', () => {
    const unavailable = [{ start: '2027-03-07', end: '2027-03-10' }];
    expect(validateBooking(ok, { ...context, unavailable })).toEqual({
      problem: 'unavailable',
      field: 'startDate',
    });
    expect(validateBooking({ ...ok, endDate: '2027-03-07' }, { ...context, unavailable })).toBeNull();
  });

  it('lets the phone be empty, and refuses one that cannot be a phone number', () => {
    expect(validateBooking({ ...ok, phone: '+1 (305) 555-0123' }, context)).toBeNull();
    expect(validateBooking({ ...ok, phone: 'call me' }, context)).toEqual({
      problem: 'phone',
      field: 'phone',
    });
    expect(validateBooking({ ...ok, phone: '12 34' }, context)).toEqual({ problem: 'phone', field: 'phone' });
  });
});

describe('validateBooking: a charter and a car', () => {
  const day = addDays(todayIn(), 5);
  const at = (time: string, date = day) => zonedTimeToInstant(date, time).toISOString();
  // A charter 10:00-14:00 plus one hour of turnaround: taken until 15:00.
  const unavailable = [{ start: at('10:00'), end: at('15:00') }];
  const yacht = { type: 'yachts' as const, today: todayIn(), unavailable, bufferMinutes: 60 };
  const charter: BookingValues = {
    ...person,
    ...noTimes,
    startDate: day,
    endDate: '',
    startTime: '15:00',
    hours: '4',
  };

  it('asks for the day and the start time of a charter (SPEC.md: "Please select reservation dates.")', () => {
    expect(validateBooking({ ...charter, startDate: '' }, yacht)).toEqual({
      problem: 'datesMissing',
      field: 'startDate',
    });
    expect(validateBooking({ ...charter, startTime: '' }, yacht)).toEqual({
      problem: 'datesMissing',
      field: 'startTime',
    });
  });

  it('accepts a charter starting when the turnaround ends, refuses one whose own turnaround meets the next', () => {
    expect(validateBooking(charter, yacht)).toBeNull();
    expect(validateBooking({ ...charter, startTime: '14:00' }, yacht)).toEqual({
      problem: 'unavailable',
      field: 'startTime',
    });
    // 08:00 + 2 h would end at 10:00, but its own hour of turnaround runs into the 10:00 charter.
    expect(validateBooking({ ...charter, startTime: '08:00', hours: '2' }, yacht)).toEqual({
      problem: 'unavailable',
      field: 'startTime',
    });
    expect(validateBooking({ ...charter, startTime: '08:00', hours: '1' }, yacht)).toBeNull();
  });

  it('refuses a car returned before its pickup, and one that meets a taken range', () => {
    const car = { type: 'cars' as const, today: todayIn(), unavailable, bufferMinutes: 120 };
    const rental: BookingValues = {
      ...person,
      startDate: addDays(day, 1),
      startTime: '10:00',
      endDate: addDays(day, 3),
      endTime: '09:00',
      hours: '',
    };
    expect(validateBooking(rental, car)).toBeNull();
    expect(validateBooking({ ...rental, endDate: rental.startDate, endTime: '09:00' }, car)).toEqual({
      problem: 'endBeforeStart',
      field: 'endDate',
    });
    expect(validateBooking({ ...rental, startDate: day, startTime: '16:00' }, car)).toBeNull();
    expect(validateBooking({ ...rental, startDate: day, startTime: '14:30' }, car)).toEqual({
      problem: 'unavailable',
      field: 'startDate',
    });
    expect(validateBooking({ ...rental, startDate: addDays(day, -10) }, car)).toMatchObject({
      problem: 'pastStart',
    });
  });

  it('counts hours of a charter, days of a car (a started day counts) and nights of a stay', () => {
    expect(unitsToEstimate('yachts', charter)).toBe(4);
    const rental = {
      startDate: day,
      startTime: '10:00',
      endDate: addDays(day, 2),
      endTime: '11:00',
      hours: '',
    };
    expect(unitsToEstimate('cars', rental)).toBe(3);
    expect(unitsToEstimate('cars', { ...rental, endTime: '10:00' })).toBe(2);
    expect(unitsToEstimate('villas', { ...noTimes, startDate: day, endDate: addDays(day, 3) })).toBe(3);
  });
});
