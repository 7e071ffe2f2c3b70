import { describe, expect, it } from 'vitest';
import { bookingInputAt, contactInput } from './inbox.ts';

describe('bookingInput', () => {
  const schema = bookingInputAt(() => new Date('2025-03-01T03:30:00Z')); // 28 Feb in Miami
  const valid = {
    name: 'Ana',
    lastName: 'Gómez',
    email: 'ana@example.com',
    startDate: '2025-02-28',
    endDate: '2025-03-02',
    serviceName: 'Brickell Skyline Suite',
    serviceType: 'apartments',
    serviceId: 3,
  };
  const messages = (input: object) =>
    schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('accepts a stay starting today in Miami', () => {
    expect(schema.parse(valid)).toMatchObject({ startDate: '2025-02-28', serviceId: 3 });
  });

  it("uses SPEC.md's words for missing fields and dates", () => {
    expect(messages({ ...valid, name: ' ', startDate: undefined })).toEqual([
      ['name', 'Please complete all fields.'],
      ['startDate', 'Please select reservation dates.'],
    ]);
  });

  it('refuses a start in the past and an end not after the start', () => {
    expect(messages({ ...valid, startDate: '2025-02-27', endDate: '2025-02-27' })).toEqual([
      ['startDate', 'The start date cannot be in the past.'],
      ['endDate', 'The end date must be after the start date.'],
    ]);
  });

  it('refuses a start more than 2 years ahead and dates past 2099 (issue 20)', () => {
    expect(schema.safeParse({ ...valid, startDate: '2027-02-28', endDate: '2027-03-02' }).success).toBe(true);
    expect(messages({ ...valid, startDate: '2027-03-01', endDate: '2027-03-02' })).toEqual([
      ['startDate', 'The start date cannot be more than 2 years ahead.'],
    ]);
    expect(messages({ ...valid, endDate: '9999-12-31' })).toEqual([
      ['endDate', 'Dates must fall between 2000 and 2099'],
    ]);
  });
});

describe('contactInput', () => {
  it('normalises the area code and defaults the optional fields', () => {
    expect(
      contactInput.parse({ name: 'Ana', email: ' ana@example.com ', areaCode: '54', message: 'Hi' }),
    ).toEqual({
      name: 'Ana',
      lastName: '',
      email: 'ana@example.com',
      phone: '',
      areaCode: '+54',
      message: 'Hi',
    });
  });

  it('refuses a bad e-mail and a bad area code', () => {
    const result = contactInput.safeParse({ name: 'Ana', email: 'ana@', areaCode: '+12345', message: 'Hi' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['email', 'areaCode']);
  });
});
