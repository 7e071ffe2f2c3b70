import { describe, expect, it } from 'vitest';
import { periodFacts, periodText, rentDetail, unitCount } from './booking-words.ts';

describe('a booking in its own terms', () => {
  it('says a stay in nights, es and en', () => {
    const stay = { unit: 'night', units: 1, checkInDate: '2027-03-05', checkOutDate: '2027-03-06' } as const;
    expect(periodText(stay, 'es')).toBe('del 03-05-2027 al 03-06-2027 (1 noche)');
    expect(periodText(stay, 'en')).toBe('from 03-05-2027 to 03-06-2027 (1 night)');
    expect(periodFacts(stay, 'en').map((f) => `${f.label} ${f.value}`)).toEqual([
      'Check-in 03-05-2027',
      'Check-out 03-06-2027',
      'Nights 1',
    ]);
    expect(rentDetail({ unit: 'hour', units: 4 }, '$1,200.00', 'en')).toBe('4 hours × $1,200.00');
    expect(unitCount('day', 1, 'es')).toBe('1 día');
  });

  it('gives a charter past midnight its start and end with their dates, on Miami time', () => {
    const late = {
      unit: 'hour',
      units: 6,
      checkInDate: '2027-05-31',
      checkOutDate: '2027-06-01',
      startAt: '2027-06-01T00:00:00.000Z',
      endAt: '2027-06-01T06:00:00.000Z',
    } as const;
    expect(periodText(late, 'en')).toBe('from 05-31-2027 20:00 to 06-01-2027 02:00 (6 hours)');
    expect(periodText(late, 'es')).toBe('del 05-31-2027 20:00 al 06-01-2027 02:00 (6 horas)');
    expect(periodFacts(late, 'es')).toEqual([
      { label: 'Inicio', value: '05-31-2027', time: '20:00' },
      { label: 'Fin', value: '06-01-2027', time: '02:00' },
      { label: 'Horas', value: '6' },
    ]);
  });
});
