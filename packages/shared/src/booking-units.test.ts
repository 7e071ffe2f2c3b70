import { describe, expect, it } from 'vitest';
import { bookingMessages, bookingRulesOf, checkBookingTimes, localDateOf, unitsOf } from './booking-units.ts';
import { createReservationInput, reservationMessages } from './reservations.ts';

const at = (iso: string) => new Date(iso);
const yacht = bookingRulesOf({ type: 'yachts', bufferMinutes: null, durations: null });
const now = at('2026-11-28T12:00:00Z');

describe('booking units', () => {
  it('books stays by the night, cars by the day with a 2-hour buffer, yachts by the hour for 4, 6 or 8', () => {
    expect(bookingRulesOf({ type: 'villas', bufferMinutes: null, durations: null })).toEqual({
      unit: 'night',
      bufferMinutes: 0,
      durations: [],
    });
    expect(bookingRulesOf({ type: 'cars', bufferMinutes: null, durations: [3] })).toEqual({
      unit: 'day',
      bufferMinutes: 120,
      durations: [],
    });
    expect(yacht).toEqual({ unit: 'hour', bufferMinutes: 60, durations: [4, 6, 8] });
    expect(bookingRulesOf({ type: 'yachts', bufferMinutes: 30, durations: [2, 3] })).toMatchObject({
      bufferMinutes: 30,
      durations: [2, 3],
    });
  });

  it('counts nights, days (ceil of hours / 24, at least 1) and started hours', () => {
    expect(unitsOf('night', { checkInDate: '2027-03-13', checkOutDate: '2027-03-15' })).toBe(2);
    const day = (from: string, to: string) => unitsOf('day', { startAt: at(from), endAt: at(to) });
    expect(day('2027-03-13T10:00:00Z', '2027-03-13T15:00:00Z')).toBe(1);
    expect(day('2027-03-13T10:00:00Z', '2027-03-14T10:00:00Z')).toBe(1);
    expect(day('2027-03-13T10:00:00Z', '2027-03-14T12:00:00Z')).toBe(2);
    expect(unitsOf('hour', { startAt: at('2027-03-13T10:00:00Z'), endAt: at('2027-03-13T14:30:00Z') })).toBe(
      5,
    );
  });

  it('dates an instant in Miami', () => {
    expect(localDateOf(at('2027-03-14T03:30:00Z'))).toBe('2027-03-13');
  });

  it('refuses an end before the start, a duration not offered, a start too far ahead or, for visitors, past', () => {
    const check = (start: string, end: string, publicRequest = false) =>
      checkBookingTimes(yacht, at(start), at(end), { now, publicRequest });
    expect(check('2027-01-02T15:00:00Z', '2027-01-02T19:00:00Z')).toBeNull();
    expect(check('2027-01-02T15:00:00Z', '2027-01-02T15:00:00Z')).toEqual({
      field: 'endAt',
      rule: 'endBeforeStart',
      message: bookingMessages.endBeforeStart,
    });
    // The rule's name, the hours asked for and those offered: a client words it in its own language.
    expect(check('2027-01-02T15:00:00Z', '2027-01-02T18:00:00Z')).toEqual({
      field: 'endAt',
      rule: 'durationNotOffered',
      hours: 3,
      durations: [4, 6, 8],
      message: {
        en: 'This yacht is chartered for 4, 6, 8 hours, not 3',
        es: 'Este yate se alquila por 4, 6, 8 horas, no por 3',
      },
    });
    expect(check('2026-11-01T15:00:00Z', '2026-11-01T19:00:00Z')).toBeNull();
    expect(check('2026-11-01T15:00:00Z', '2026-11-01T19:00:00Z', true)?.message).toBe(
      bookingMessages.startInPast,
    );
    expect(check('2028-11-29T15:00:00Z', '2028-11-29T19:00:00Z')?.message).toBe(bookingMessages.tooFarAhead);
  });
});

describe('createReservationInput for every service type', () => {
  const base = { clientId: 7, pricePerUnit: 950, cleaningFee: 0 };

  it('reads a yacht charter: serviceType, serviceId and two instants; pricePerUnit is the price per unit', () => {
    const result = createReservationInput.parse({
      ...base,
      service_type: 'yachts',
      service_id: '12',
      startAt: '2027-06-05T10:00:00-04:00',
      end_at: '2027-06-05 14:00',
    });
    expect(result).toMatchObject({
      serviceType: 'yachts',
      serviceId: 12,
      pricePerNight: 950,
      period: { kind: 'times', startAt: at('2027-06-05T14:00:00Z'), endAt: at('2027-06-05T18:00:00Z') },
    });
  });

  it('asks a car or a yacht for its start and end, and a stay for its apartment and dates', () => {
    const timed = createReservationInput.safeParse({ ...base, serviceType: 'cars', serviceId: 3 });
    expect(timed.success ? [] : timed.error.issues.map((i) => i.message)).toEqual([
      reservationMessages.timesRequired,
      reservationMessages.timesRequired,
    ]);
    const stay = createReservationInput.safeParse(base);
    expect(stay.success ? [] : stay.error.issues.map((i) => i.message)).toEqual([
      reservationMessages.apartmentRequired,
      reservationMessages.checkInRequired,
      reservationMessages.checkOutRequired,
    ]);
    const noService = createReservationInput.safeParse({ ...base, startAt: '2027-06-05T10:00:00Z' });
    expect(noService.success ? [] : noService.error.issues.map((i) => i.message)).toContain(
      reservationMessages.serviceRequired,
    );
  });

  it('takes serviceId for an apartment too, and apartmentId for a car', () => {
    const stay = createReservationInput.parse({
      ...base,
      serviceType: 'apartments',
      serviceId: 4,
      checkInDate: '2027-03-13',
      checkOutDate: '2027-03-15',
    });
    expect(stay).toMatchObject({ serviceType: 'apartments', serviceId: 4, period: { kind: 'dates' } });
  });
});
