import { describe, expect, it } from 'vitest';
import { toCents } from './money.ts';
import {
  checkCompleteness,
  computeTotals,
  createReservationInput,
  normalizeReservationCode,
  reservationListQuery,
  reservationMessages,
  reservationSearchQuery,
  updateFeesInput,
  updateReservationInput,
} from './reservations.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const valid = {
  apartmentId: 3,
  clientId: 7,
  checkInDate: '2027-03-13',
  checkOutDate: '2027-03-15',
  pricePerNight: 150,
  cleaningFee: 60,
};

describe('computeTotals', () => {
  const charges = {
    nights: 3,
    pricePerNightCents: 15_000,
    cleaningFeeCents: 6_000,
    parkingFeeCents: 2_500,
    cancellationFeeCents: 0,
    otherExpensesCents: 1_000,
    taxesCents: 3_150,
  };
  const total = 3 * 15_000 + 6_000 + 2_500 + 1_000 + 3_150;

  it('adds nights x price and every fee', () => {
    expect(computeTotals(charges, [])).toEqual({
      totalCents: total,
      paidCents: 0,
      dueCents: total,
      paymentStatus: 'pending',
    });
  });

  it('is partial below the total, paid at the total, overpaid above it', () => {
    expect(computeTotals(charges, [10_000])).toMatchObject({ paidCents: 10_000, paymentStatus: 'partial' });
    expect(computeTotals(charges, [10_000, total - 10_000])).toMatchObject({
      dueCents: 0,
      paymentStatus: 'paid',
    });
    expect(computeTotals(charges, [total, 1])).toMatchObject({ dueCents: -1, paymentStatus: 'overpaid' });
  });

  it('is refunded when there was a refund and the payments net to 0', () => {
    expect(computeTotals(charges, [10_000, -10_000])).toMatchObject({
      paidCents: 0,
      paymentStatus: 'refunded',
    });
    // A partial refund leaves a partial payment.
    expect(computeTotals(charges, [10_000, -4_000])).toMatchObject({
      paidCents: 6_000,
      paymentStatus: 'partial',
    });
  });

  it('handles a total of 0: pending with nothing paid, overpaid with any payment', () => {
    const free = { nights: 2, pricePerNightCents: 0 };
    expect(computeTotals(free, [])).toEqual({
      totalCents: 0,
      paidCents: 0,
      dueCents: 0,
      paymentStatus: 'pending',
    });
    expect(computeTotals(free, [100]).paymentStatus).toBe('overpaid');
  });

  it('is exact in cents where floating point is not (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const totals = computeTotals({ nights: 1, pricePerNightCents: toCents(0.3) }, [
      toCents(0.1),
      toCents(0.2),
    ]);
    expect(totals).toMatchObject({ totalCents: 30, paidCents: 30, dueCents: 0, paymentStatus: 'paid' });
    // 1.005 is 1.00499999... in binary: converted from its text, it is 101 cents.
    expect(computeTotals({ nights: 3, pricePerNightCents: toCents(1.005) }, []).totalCents).toBe(303);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => computeTotals({ nights: 1, pricePerNightCents: 10.5 }, [])).toThrow(RangeError);
    expect(() => computeTotals({ nights: 1, pricePerNightCents: 100 }, [0.5])).toThrow(RangeError);
    expect(() => computeTotals({ nights: 1.5, pricePerNightCents: 100 }, [])).toThrow(RangeError);
  });
});

describe('checkCompleteness', () => {
  const complete = {
    id: 1,
    clientName: 'Ana',
    clientEmail: 'ana@example.com',
    clientPhone: '13055550123',
    checkInDate: '2027-03-13',
    checkOutDate: '2027-03-15',
    nights: 2,
    pricePerNight: 150,
    totalAmount: 360,
    amountPaid: 0,
    amountDue: 360,
  };

  it('accepts a complete reservation, 0 amounts included', () => {
    expect(checkCompleteness(complete)).toEqual({
      success: true,
      message: 'All necessary data is present',
      missingFields: [],
    });
  });

  it('accepts the snake_case names too', () => {
    expect(
      checkCompleteness({
        id: 1,
        client_name: 'Ana',
        client_email: 'ana@example.com',
        client_phone: '1',
        check_in_date: '2027-03-13',
        check_out_date: '2027-03-15',
        nights: 2,
        price_per_night: 150,
        total_amount: 360,
        amount_paid: 0,
        amount_due: 360,
      }).success,
    ).toBe(true);
  });

  it('lists the missing fields in order; blank text and null are missing', () => {
    expect(
      checkCompleteness({ ...complete, clientEmail: null, clientPhone: '  ', amountDue: undefined }),
    ).toEqual({
      success: false,
      message: 'Missing required fields: clientEmail, clientPhone, amountDue',
      missingFields: ['clientEmail', 'clientPhone', 'amountDue'],
    });
    expect(checkCompleteness(null).missingFields).toHaveLength(11);
  });
});

describe('createReservationInput', () => {
  it('refuses dates outside 2000-2099 (issue 20)', () => {
    expect(
      messagesOf(
        createReservationInput.safeParse({ ...valid, checkInDate: '2027-03-13', checkOutDate: '9999-12-31' }),
      ),
    ).toEqual(['checkOutDate: must be a date from 2000 to 2099']);
  });

  it('requires the price per night and the cleaning fee with the SPEC messages', () => {
    const result = createReservationInput.safeParse({ ...valid, pricePerNight: undefined, cleaningFee: '' });
    expect(messagesOf(result)).toEqual([
      reservationMessages.pricePerNightRequired,
      reservationMessages.cleaningFeeRequired,
    ]);
    expect(reservationMessages.pricePerNightRequired).toBe('The price per night is required');
    expect(reservationMessages.cleaningFeeRequired).toBe('The cleaning fee is required');
  });

  it('accepts price as pricePerNight, snake_case names and numeric text; optional fees default to 0', () => {
    const result = createReservationInput.parse({
      apartment_id: '3',
      client_id: 7,
      check_in_date: '03-13-2027',
      check_out_date: '2027-03-15',
      price: '150.50',
      cleaning_fee: 0,
      parking_fee: '25',
    });
    expect(result).toMatchObject({
      serviceId: 3,
      client: { kind: 'existing', id: 7 },
      period: { kind: 'dates', checkInDate: '2027-03-13', checkOutDate: '2027-03-15' },
      pricePerNight: 150.5,
      cleaningFee: 0,
      parkingFee: 25,
      cancellationFee: 0,
      otherExpenses: 0,
      taxes: 0,
      status: 'pending',
      initialPayment: null,
    });
  });

  it('uses the client fields only when no clientId is given', () => {
    const withId = createReservationInput.parse({
      ...valid,
      clientName: 'Ignored',
      clientEmail: 'not-an-email',
    });
    expect(withId.client).toEqual({ kind: 'existing', id: 7 });

    const { clientId: _, ...withoutId } = valid;
    const created = createReservationInput.parse({
      ...withoutId,
      client_name: ' Ana ',
      clientLastname: 'Pérez',
      clientEmail: ' Ana@Example.COM ',
    });
    expect(created.client).toEqual({
      kind: 'new',
      details: {
        name: 'Ana',
        lastname: 'Pérez',
        email: 'ana@example.com',
        phone: '',
        address: '',
        city: '',
        country: '',
        notes: '',
      },
    });
    expect(messagesOf(createReservationInput.safeParse(withoutId))).toEqual([
      reservationMessages.clientRequired,
    ]);
    expect(
      messagesOf(createReservationInput.safeParse({ ...withoutId, clientName: 'A', clientEmail: 'x@' })),
    ).toEqual(['clientEmail: must be an e-mail address']);
  });

  it('wants the check-out after the check-in, naming both fields', () => {
    for (const checkOutDate of ['2027-03-13', '2027-03-12']) {
      const messages = messagesOf(createReservationInput.safeParse({ ...valid, checkOutDate }));
      expect(messages).toEqual([reservationMessages.checkOutAfterCheckIn]);
      expect(messages[0]).toContain('checkOutDate');
      expect(messages[0]).toContain('checkInDate');
    }
    expect(messagesOf(createReservationInput.safeParse({ ...valid, checkInDate: '2027-02-30' }))).toEqual([
      'checkInDate: must be a date (YYYY-MM-DD or MM-DD-YYYY)',
    ]);
  });

  it('refuses negative fees, non-numbers and more than 2 decimals, naming the field', () => {
    expect(
      messagesOf(
        createReservationInput.safeParse({ ...valid, parkingFee: -1, taxes: 'abc', otherExpenses: 10.555 }),
      ),
    ).toEqual([
      'parkingFee: must not be negative',
      'otherExpenses: must have at most 2 decimals',
      'taxes: must be a number',
    ]);
    // Binary noise of a sum done in a browser is not a third decimal.
    expect(createReservationInput.parse({ ...valid, taxes: 0.1 + 0.2 }).taxes).toBe(0.3);
  });

  it('passes an initial payment through, default cash; an amount of 0 is no payment', () => {
    const result = createReservationInput.parse({
      ...valid,
      initialPayment: { amount: '100', payment_date: '2027-03-01', notes: 'deposit' },
    });
    expect(result.initialPayment).toEqual({
      amount: 100,
      paymentMethod: 'cash',
      paymentDate: new Date('2027-03-01T17:00:00.000Z'),
      notes: 'deposit',
    });
    expect(
      createReservationInput.parse({ ...valid, initialPayment: { amount: 0 } }).initialPayment,
    ).toBeNull();
    expect(createReservationInput.parse({ ...valid, initialPayment: {} }).initialPayment).toBeNull();
    expect(
      messagesOf(createReservationInput.safeParse({ ...valid, initialPayment: { amount: -5 } })),
    ).toEqual(['initialPayment.amount: must not be negative']);
  });

  it('ignores amounts a caller computed (totals are derived on the server)', () => {
    const result = createReservationInput.parse({
      ...valid,
      totalAmount: 1,
      amountPaid: 999,
      paymentStatus: 'paid',
    });
    expect(result).not.toHaveProperty('totalAmount');
    expect(result).not.toHaveProperty('paymentStatus');
  });

  it('accepts known statuses only', () => {
    expect(createReservationInput.parse({ ...valid, status: 'confirmed' }).status).toBe('confirmed');
    expect(messagesOf(createReservationInput.safeParse({ ...valid, status: 'booked' }))[0]).toMatch(
      /^status: /,
    );
  });
});

describe('updateReservationInput', () => {
  it('refuses an empty update with the SPEC message', () => {
    for (const body of [{}, { totalAmount: 5 }, { clientId: null }]) {
      expect(messagesOf(updateReservationInput.safeParse(body))).toEqual([
        'No data provided to update the reservation',
      ]);
    }
  });

  it('keeps only what was sent, client fields as client changes', () => {
    expect(updateReservationInput.parse({ status: 'cancelled', client_phone: '+1 305 555 0123' })).toEqual({
      status: 'cancelled',
      clientChanges: { phone: '+1 305 555 0123' },
    });
    expect(updateReservationInput.parse({ clientId: 4, clientName: 'ignored' })).toEqual({
      clientId: 4,
      clientChanges: undefined,
    });
  });

  it('checks the order of the dates when both are sent', () => {
    expect(
      messagesOf(updateReservationInput.safeParse({ checkInDate: '2027-03-15', checkOutDate: '2027-03-13' })),
    ).toEqual([reservationMessages.checkOutAfterCheckIn]);
  });
});

describe('updateFeesInput', () => {
  it('answers "No hay tarifas para actualizar" when no fee is given', () => {
    for (const body of [{}, { taxes: 5 }, { parkingFee: null }]) {
      expect(messagesOf(updateFeesInput.safeParse(body))).toEqual(['No hay tarifas para actualizar']);
    }
  });

  it('converts numeric text, clamps negatives to 0, turns non-numbers into 0', () => {
    expect(
      updateFeesInput.parse({
        parkingFee: '25.50',
        cleaning_fee: -10,
        otherExpenses: 'abc',
        cancellationFee: true,
        price: 1.005,
      }),
    ).toEqual({
      parkingFee: 25.5,
      cleaningFee: 0,
      otherExpenses: 0,
      cancellationFee: 0,
      pricePerNight: 1.01,
    });
  });
});

describe('list queries', () => {
  it('omits empty filters and reads comma-separated statuses', () => {
    expect(reservationListQuery.parse({ status: '', apartmentId: '', from: '' })).toEqual({
      limit: 50,
      offset: 0,
    });
    expect(
      reservationListQuery.parse({ status: 'pending, confirmed', paymentStatus: 'partial' }),
    ).toMatchObject({
      status: ['pending', 'confirmed'],
      paymentStatus: ['partial'],
    });
    expect(reservationListQuery.safeParse({ status: 'nope' }).success).toBe(false);
  });

  it('wants `to` after `from`', () => {
    expect(messagesOf(reservationListQuery.safeParse({ from: '2027-03-10', to: '2027-03-10' }))).toEqual([
      'to: must be after from',
    ]);
    expect(reservationSearchQuery.parse({ q: '  ana ', from: '03-01-2027' })).toMatchObject({
      q: 'ana',
      from: '2027-03-01',
    });
  });
});

describe('normalizeReservationCode', () => {
  it('reads a code as a guest may type it', () => {
    expect(normalizeReservationCode('MIA-7K3QXD')).toBe('MIA-7K3QXD');
    expect(normalizeReservationCode(' mia 7k3qxd ')).toBe('MIA-7K3QXD');
    expect(normalizeReservationCode('7k3-qxd')).toBe('MIA-7K3QXD');
  });

  it('refuses look-alike characters and wrong lengths', () => {
    for (const text of ['MIA-7K3QX0', 'MIA-7K3QXI', 'MIA-7K3QX', 'MIA-7K3QXDD', '']) {
      expect(normalizeReservationCode(text), text).toBeNull();
    }
  });
});
