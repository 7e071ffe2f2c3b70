import { whatsappUrl } from '@app/shared/phones';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { bookingMessage } from './booking-message';
import { validateBooking } from './validate-booking';

const input = {
  firstName: ' Ana ',
  lastName: 'García',
  serviceName: 'Lamborghini Urus',
  startDate: '2027-03-05',
  endDate: '2027-03-08',
};

describe('the booking chat message (SPEC.md section 9)', () => {
  it('has the service, the dates as MM-DD-YYYY, first and last name, in the visitor language', () => {
    expect(bookingMessage(createI18n('en').getFixedT('en', 'booking'), input)).toBe(
      "Hello! I'm Ana García and I would like to book Lamborghini Urus from 03-05-2027 to 03-08-2027. Is it available?",
    );
    expect(bookingMessage(createI18n('es').getFixedT('es', 'booking'), input)).toBe(
      '¡Hola! Soy Ana García y me gustaría reservar Lamborghini Urus del 03-05-2027 al 03-08-2027. ¿Está disponible?',
    );
  });

  it('names the day, the start time and the duration of a charter, and the pickup and return of a car', () => {
    const startAt = new Date('2027-03-06T15:00:00Z');
    const charter = { ...input, serviceName: 'Azimut 62 ft', times: { startAt, hours: 4 } };
    expect(bookingMessage(createI18n('en').getFixedT('en', 'booking'), charter)).toBe(
      "Hello! I'm Ana García and I would like to book Azimut 62 ft on 03-06-2027 from 10:00 for 4 hours. Is it available?",
    );
    expect(bookingMessage(createI18n('es').getFixedT('es', 'booking'), charter)).toBe(
      '¡Hola! Soy Ana García y me gustaría reservar Azimut 62 ft el 03-06-2027 desde las 10:00 durante 4 horas. ¿Está disponible?',
    );
    const car = { ...input, times: { startAt, endAt: new Date('2027-03-08T22:30:00Z') } };
    expect(bookingMessage(createI18n('en').getFixedT('en', 'booking'), car)).toBe(
      "Hello! I'm Ana García and I would like to book Lamborghini Urus from 03-06-2027 10:00 to 03-08-2027 17:30. Is it available?",
    );
  });

  it('goes to wa.me with the digits of the number and the text encoded', () => {
    expect(whatsappUrl('+1 (305) 555-0148', 'Hola & adiós?')).toBe(
      'https://wa.me/13055550148?text=Hola%20%26%20adi%C3%B3s%3F',
    );
  });
});

describe('validateBooking', () => {
  const today = '2027-03-01';
  const ok = {
    name: 'Ana',
    lastName: 'García',
    email: 'ana@example.com',
    startDate: '2027-03-05',
    endDate: '2027-03-08',
  };

  it('accepts a complete request', () => {
    expect(validateBooking(ok, { today })).toBeNull();
  });

  it('names the first problem and the field to fix', () => {
    expect(validateBooking({ ...ok, lastName: ' ' }, { today })).toEqual({
      problem: 'incomplete',
      field: 'lastName',
    });
    expect(validateBooking({ ...ok, endDate: '' }, { today })).toEqual({
      problem: 'datesMissing',
      field: 'endDate',
    });
    expect(validateBooking({ ...ok, startDate: '2027-02-28' }, { today })).toEqual({
      problem: 'pastStart',
      field: 'startDate',
    });
    expect(validateBooking({ ...ok, endDate: '2027-03-05' }, { today })).toEqual({
      problem: 'endBeforeStart',
      field: 'endDate',
    });
  });

  it('refuses dates that overlap a busy stay (half-open ranges)', () => {
    const unavailable = [{ start: '2027-03-07', end: '2027-03-10' }];
    expect(validateBooking(ok, { today, unavailable })).toEqual({
      problem: 'unavailable',
      field: 'startDate',
    });
    expect(validateBooking({ ...ok, endDate: '2027-03-07' }, { today, unavailable })).toBeNull();
  });
});
