import { whatsappUrl } from '@app/shared/phones';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { bookingMessage } from './booking-message';

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

  it('names the unit of an apartment with its building', () => {
    const t = createI18n('en').getFixedT('en', 'booking');
    const name = t('serviceWithUnit', { service: 'Brickell Heights', unit: '2304' });
    expect(bookingMessage(t, { ...input, serviceName: name })).toBe(
      "Hello! I'm Ana García and I would like to book Brickell Heights, unit 2304 from 03-05-2027 to 03-08-2027. Is it available?",
    );
    const es = createI18n('es').getFixedT('es', 'booking');
    expect(es('serviceWithUnit', { service: 'Brickell Heights', unit: '2304' })).toBe(
      'Brickell Heights, unidad 2304',
    );
  });

  it('goes to wa.me with the digits of the number and the text encoded', () => {
    expect(whatsappUrl('+1 (305) 555-0148', 'Hola & adiós?')).toBe(
      'https://wa.me/13055550148?text=Hola%20%26%20adi%C3%B3s%3F',
    );
  });
});
