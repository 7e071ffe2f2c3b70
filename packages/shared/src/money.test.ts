import { describe, expect, it } from 'vitest';
import { formatUsd, fromCents, toCents } from './money.ts';

describe('toCents', () => {
  it('converts whole and decimal amounts, from numbers and from text', () => {
    expect(toCents(0)).toBe(0);
    expect(toCents(12)).toBe(1200);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('12.34')).toBe(1234);
    expect(toCents(' 850 ')).toBe(85000);
    expect(toCents('.5')).toBe(50);
    expect(toCents('5.')).toBe(500);
    expect(toCents('+3')).toBe(300);
  });

  it('rounds half away from zero on the second decimal', () => {
    expect(toCents(12.345)).toBe(1235);
    expect(toCents('12.344')).toBe(1234);
    expect(toCents(-12.345)).toBe(-1235);
    expect(toCents('-12.344')).toBe(-1234);
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.0049')).toBe(0);
  });

  it('is not fooled by binary floating point', () => {
    // 1.005 * 100 === 100.49999999999999, which Math.round would take to 100.
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234567.89)).toBe(123456789);
  });

  it('reads exponent notation', () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents('5e-3')).toBe(1);
    expect(toCents('1.5e3')).toBe(150000);
    expect(toCents(-0.001)).toBe(0);
    expect(Object.is(toCents(-0.001), -0)).toBe(false);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', ' ', '-', '.', 'abc', '1,5', '12abc', 'Infinity', '0x10']) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toCents(1e21)).toThrow(/out of range/);
  });
});

describe('fromCents', () => {
  it('converts cents back to currency units', () => {
    expect(fromCents(0)).toBe(0);
    expect(fromCents(1235)).toBe(12.35);
    expect(fromCents(-50)).toBe(-0.5);
    expect(fromCents(123456789)).toBe(1234567.89);
  });

  it('round-trips with toCents', () => {
    for (const cents of [1, 7, 10, 99, 101, 1999, 100001, 123456789])
      expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('refuses fractional cents', () => {
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  it('formats dollars for the US in both languages', () => {
    expect(formatUsd(1234.5, 'en')).toBe('$1,234.50');
    expect(formatUsd(1234.5, 'es')).toBe('$1,234.50');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('drops the cents of whole amounts unless asked to keep them', () => {
    expect(formatUsd(1200, 'en')).toBe('$1,200');
    expect(formatUsd(1200, 'en', { cents: 'always' })).toBe('$1,200.00');
    expect(formatUsd(0, 'es')).toBe('$0');
  });

  it('accepts a full locale tag', () => {
    expect(formatUsd(1234.5, 'es-ES')).toMatch(/1234,50\sUS\$/);
  });
});
