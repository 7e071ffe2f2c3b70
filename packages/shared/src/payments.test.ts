import { describe, expect, it } from 'vitest';
import {
  createPaymentInput,
  hasAtMostTwoDecimals,
  paymentListQuery,
  readNumber,
  simplePaymentInput,
  toPaymentMethod,
  updatePaymentInput,
} from './payments.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('createPaymentInput', () => {
  it('requires an amount: "The payment amount is required"', () => {
    for (const body of [{}, { amount: '' }, { amount: null }]) {
      expect(messagesOf(createPaymentInput.safeParse(body))).toEqual(['The payment amount is required']);
    }
  });

  it('converts the amount to a number; cash by default; snake_case names accepted', () => {
    expect(
      createPaymentInput.parse({ amount: '125.50', payment_date: '2027-03-14T15:00:00Z', notes: 'deposit' }),
    ).toEqual({
      amount: 125.5,
      paymentMethod: 'cash',
      paymentDate: new Date('2027-03-14T15:00:00Z'),
      notes: 'deposit',
    });
    expect(createPaymentInput.parse({ amount: 10, payment_method: ' Zelle ' }).paymentMethod).toBe('zelle');
    expect(createPaymentInput.parse({ amount: 10, paymentMethod: '' }).paymentMethod).toBe('cash');
  });

  it('accepts reservation_update and ignores it (amounts are derived by the server)', () => {
    const result = createPaymentInput.parse({
      amount: 10,
      reservation_update: { amount_paid: 9999, amount_due: 0, payment_status: 'paid' },
    });
    expect(result).toEqual({ amount: 10, paymentMethod: 'cash' });
  });

  it('takes a negative amount as a refund; refuses 0, non-numbers, 3 decimals and unknown methods', () => {
    expect(createPaymentInput.parse({ amount: -40 }).amount).toBe(-40);
    expect(messagesOf(createPaymentInput.safeParse({ amount: 0 }))).toEqual(['amount: must not be zero']);
    expect(messagesOf(createPaymentInput.safeParse({ amount: 'ten' }))).toEqual(['amount: must be a number']);
    expect(messagesOf(createPaymentInput.safeParse({ amount: 1.234 }))).toEqual([
      'amount: must have at most 2 decimals',
    ]);
    expect(messagesOf(createPaymentInput.safeParse({ amount: 1, paymentMethod: 'bitcoin' }))[0]).toMatch(
      /^paymentMethod: must be one of cash, card, transfer, zelle, paypal, other/,
    );
    expect(messagesOf(createPaymentInput.safeParse({ amount: 1, paymentDate: 'yesterday' }))).toEqual([
      'paymentDate: must be a date or an ISO 8601 date-time',
    ]);
  });
});

describe('simplePaymentInput', () => {
  it('wants an amount that parses as a number greater than 0', () => {
    for (const amount of [undefined, '', 0, -5, 'abc', '0']) {
      expect(messagesOf(simplePaymentInput.safeParse({ amount })), String(amount)).toEqual([
        'The payment amount must be positive',
      ]);
    }
    expect(simplePaymentInput.parse({ amount: '20' })).toEqual({ amount: 20, paymentMethod: 'cash' });
  });
});

describe('updatePaymentInput', () => {
  it('refuses an empty update and keeps what was sent', () => {
    expect(messagesOf(updatePaymentInput.safeParse({}))).toEqual(['No data provided to update the payment']);
    expect(updatePaymentInput.parse({ notes: 'fixed' })).toEqual({ notes: 'fixed' });
  });
});

describe('payment helpers', () => {
  it('reads payment methods on read, unknown ones as other', () => {
    expect(toPaymentMethod('card')).toBe('card');
    expect(toPaymentMethod('Wire')).toBe('other');
    expect(toPaymentMethod(undefined)).toBe('other');
  });

  it('reads numbers from numbers and numeric text only', () => {
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('0x10')).toBeNull();
    expect(readNumber('')).toBeNull();
    expect(readNumber(Number.NaN)).toBeNull();
    expect(readNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('tells 2-decimal amounts from longer ones, ignoring binary noise', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(9_999_999.99)).toBe(true);
    expect(hasAtMostTwoDecimals(10.555)).toBe(false);
  });

  it('filters the payment list by inclusive calendar days', () => {
    expect(
      paymentListQuery.parse({ reservationId: '4', from: '2027-03-01', to: '2027-03-01', clientId: '' }),
    ).toEqual({ limit: 100, offset: 0, reservationId: 4, from: '2027-03-01', to: '2027-03-01' });
    expect(paymentListQuery.safeParse({ from: '2027-03-02', to: '2027-03-01' }).success).toBe(false);
  });
});

describe('dates and amounts stay in sane windows (issue 20)', () => {
  it('refuses payment dates and list bounds outside 2000-2099', () => {
    for (const paymentDate of ['9999-12-31', '0001-01-01', '1999-12-31', '2100-01-01T00:00:00Z']) {
      expect(messagesOf(createPaymentInput.safeParse({ amount: 10, paymentDate }))).toEqual([
        'paymentDate: must be a date from 2000 to 2099',
      ]);
    }
    expect(createPaymentInput.safeParse({ amount: 10, paymentDate: '2099-12-31' }).success).toBe(true);
    expect(messagesOf(paymentListQuery.safeParse({ to: '9999-12-31' }))).toEqual([
      'to: must be a date from 2000 to 2099',
    ]);
  });
});
