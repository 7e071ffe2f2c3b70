import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  idParam,
  paginationQuery,
  singleLineText,
  siteContentSchema,
  toPlainText,
  whatsappUrl,
} from './site.ts';

describe('formatPhone', () => {
  it('formats an 11-digit number starting with 1 as a US number', () => {
    expect(formatPhone('13055550123')).toBe('+1 (305) 555-0123');
  });

  it('formats a 13-digit number starting with 54 as an Argentine mobile number', () => {
    expect(formatPhone('5491155550123')).toBe('+54 9 1155 55-0123');
  });

  it('ignores separators already in the input', () => {
    expect(formatPhone('+1 305-555-0123')).toBe('+1 (305) 555-0123');
  });

  it('returns anything else unchanged', () => {
    for (const value of ['', '3055550123', '23055550123', '541155550123', '55491155550123', 'call us']) {
      expect(formatPhone(value)).toBe(value);
    }
  });
});

describe('whatsappUrl', () => {
  it('links to the digits of the number with the text encoded', () => {
    expect(whatsappUrl('+1 (305) 555-0123', 'Hola, quisiera más información & precios?')).toBe(
      'https://wa.me/13055550123?text=Hola%2C%20quisiera%20m%C3%A1s%20informaci%C3%B3n%20%26%20precios%3F',
    );
  });

  it('leaves the text out when there is none', () => {
    expect(whatsappUrl('5491155550123')).toBe('https://wa.me/5491155550123');
  });
});

describe('toPlainText', () => {
  it('keeps markup as literal text, trims and removes control characters', () => {
    expect(toPlainText('  <script>alert(1)</script>\u0000\u0007 ')).toBe('<script>alert(1)</script>');
  });

  it('collapses whitespace on one line and removes bidirectional overrides', () => {
    expect(toPlainText('Ana \n\t  María\u202E')).toBe('Ana María');
  });

  it('keeps line breaks in multi-line text, at most one blank line in a row', () => {
    expect(toPlainText('Great stay!\r\n\r\n\r\n\r\nThanks  \n\u0001Bye', { multiline: true })).toBe(
      'Great stay!\n\nThanks\nBye',
    );
  });

  it('measures the limit on the cleaned text', () => {
    expect(singleLineText(3).parse('  abc  ')).toBe('abc');
    expect(singleLineText(3).safeParse('abcd').success).toBe(false);
    expect(singleLineText(3, { required: 'Required' }).safeParse('   ').error?.issues[0]?.message).toBe(
      'Required',
    );
  });
});

describe('idParam and paginationQuery', () => {
  it('accepts positive integers within the integer column range only', () => {
    expect(idParam().parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648']) {
      expect(idParam().safeParse({ id }).success, id).toBe(false);
    }
    expect(
      idParam('User ID is required for update').safeParse({ id: 'undefined' }).error?.issues[0]?.message,
    ).toBe('User ID is required for update');
  });

  it('defaults and bounds limit and offset', () => {
    const query = paginationQuery({ limit: 50, maxLimit: 200 });
    expect(query.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(query.parse({ limit: '200', offset: '10' })).toEqual({ limit: 200, offset: 10 });
    for (const bad of [{ limit: '0' }, { limit: '201' }, { offset: '-1' }, { limit: 'x' }]) {
      expect(query.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('siteContentSchema', () => {
  const text = { es: 'Hola', en: 'Hello' };
  const valid = {
    businessName: 'Test',
    tagline: text,
    hero: { title: text, subtitle: text },
    about: { title: text, text },
    founder: { name: 'A B', role: text, bio: text, photoCaption: text },
    phones: { argentina: '5491155550123', us: '13055550123' },
    whatsapp: { number: '13055550123', greeting: text },
    address: { street: '1 Main St', city: 'Miami', region: 'FL', postalCode: '33131', country: 'US' },
    email: 'hello@example.com',
    instagramUrl: 'https://instagram.com/test',
    googleReviewsUrl: 'https://g.page/r/test/review',
    credit: { text },
  };

  it('accepts complete content', () => {
    expect(siteContentSchema.parse(valid)).toEqual(valid);
  });

  it('names the field of a bad phone, a missing translation and an unknown key', () => {
    const result = siteContentSchema.safeParse({
      ...valid,
      phones: { argentina: '541155550123', us: '13055550123' },
      hero: { title: { es: 'Hola' }, subtitle: text },
      fonder: {},
    });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['phones.argentina', 'hero.title.en', '']));
    expect(result.error?.issues.find((i) => i.code === 'unrecognized_keys')).toMatchObject({
      keys: ['fonder'],
    });
  });
});
