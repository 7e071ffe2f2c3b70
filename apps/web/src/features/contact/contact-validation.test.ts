import { contactInput } from '@app/shared/inbox';
import { describe, expect, it } from 'vitest';
import { type ContactValues, toContactInput, validateContact } from './contact-validation';

const valid: ContactValues = {
  name: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  areaCode: '+54',
  phone: '11 5555-0123',
  message: 'We arrive on the 12th.',
};

// Each case changes one field; the browser and the server must agree on every one.
const cases: [string, Partial<ContactValues>][] = [
  ['valid', {}],
  ['no last name, phone or area code', { lastName: '', phone: '', areaCode: '' }],
  ['area code without plus', { areaCode: '1' }],
  ['blank name', { name: '   ' }],
  ['name too long', { name: 'a'.repeat(81) }],
  ['name of 80 after collapsing spaces', { name: `${'a'.repeat(40)}     ${'b'.repeat(39)}` }],
  ['last name too long', { lastName: 'b'.repeat(81) }],
  ['no email', { email: '' }],
  ['email without domain', { email: 'ana@' }],
  ['email without dot', { email: 'ana@example' }],
  ['email with two dots', { email: 'ana..g@example.com' }],
  ['email with plus', { email: 'ana+trip@example.co.uk' }],
  ['area code with letters', { areaCode: '+AB' }],
  ['area code too long', { areaCode: '+12345' }],
  ['phone with letters', { phone: '555-CALL' }],
  ['phone with separators', { phone: '(305) 555.0148' }],
  ['blank message', { message: ' \n ' }],
  ['message too long', { message: 'x'.repeat(5001) }],
];

describe('contact form rules', () => {
  it.each(cases)('agrees with the server schema: %s', (_name, change) => {
    const values = { ...valid, ...change };
    const browserAccepts = Object.keys(validateContact(values)).length === 0;
    const serverAccepts = contactInput.safeParse(toContactInput(values, 'en')).success;
    expect(browserAccepts).toBe(serverAccepts);
  });

  it('names the field and the reason', () => {
    expect(validateContact({ ...valid, name: '', email: 'nope', message: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      message: 'messageRequired',
    });
    expect(validateContact({ ...valid, email: ' ' })).toEqual({ email: 'emailRequired' });
    expect(validateContact({ ...valid, areaCode: 'x', phone: 'y' })).toEqual({
      areaCode: 'areaCodeInvalid',
      phone: 'phoneInvalid',
    });
  });
});
