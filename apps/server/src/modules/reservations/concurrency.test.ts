import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';
import { clients } from '../../db/schema/clients.ts';
import { reservationPayments, reservations } from '../../db/schema/reservations.ts';

// The rules that must hold when requests race: on PostgreSQL each request has its own connection.
describe('reservations under concurrency', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let apartment: number;
  let clientId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    apartment = await insertService(ctx.app.db);
    clientId = await insertClient(ctx.app.db, { email: 'ana@example.com' });
  });
  afterAll(() => ctx.close());

  const book = (body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers,
      payload: { apartmentId: apartment, clientId, pricePerNight: 100, cleaningFee: 0, ...body },
    });

  it('lets exactly one of 8 simultaneous bookings of the same dates win; the others get 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        book({ checkInDate: '2028-01-10', checkOutDate: `2028-01-${String(12 + i).padStart(2, '0')}` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 201)?.json().code;
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe(
        `Estas fechas no están disponibles para este apartamento: coinciden con la reserva ${winner}`,
      );
    }
    const stored = await ctx.app.db
      .select()
      .from(reservations)
      .where(eq(reservations.apartmentId, apartment));
    expect(stored).toHaveLength(1);
  });

  it('lets exactly one of 8 simultaneous charters of one yacht slot win; the others get 409 naming it', async () => {
    const yacht = await insertService(ctx.app.db, { type: 'yachts', name: 'Azimut 62 ft' });
    // Eight charters of one Saturday morning, each starting within the first's hours or its buffer.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/reservations?lang=en',
          headers,
          payload: {
            serviceType: 'yachts',
            serviceId: yacht,
            clientId,
            startAt: `2027-06-05T${String(9 + (i % 4)).padStart(2, '0')}:00:00-04:00`,
            endAt: `2027-06-05T${String(13 + (i % 4) + (i < 4 ? 0 : 2)).padStart(2, '0')}:00:00-04:00`,
            pricePerUnit: 950,
            cleaningFee: 0,
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 201)?.json();
    expect(winner).toMatchObject({ unit: 'hour', serviceType: 'yachts', apartmentId: null });
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        code: 'STAY_OVERLAP',
        message: `This time is not available: with the turnaround between bookings it overlaps reservation ${winner.code}`,
        details: { conflictingCode: winner.code },
      });
    }
    const stored = await ctx.app.db.select().from(reservations).where(eq(reservations.serviceId, yacht));
    expect(stored).toHaveLength(1);
  });

  it('sums 20 simultaneous payments on one reservation exactly', async () => {
    const res = await book({ checkInDate: '2028-02-01', checkOutDate: '2028-02-11', pricePerNight: 250.5 });
    const { id, totalAmount } = res.json();
    expect(totalAmount).toBe(2505);
    // Amounts with cents that binary floating point cannot hold: 0.1, 0.2, ...
    const amounts = Array.from({ length: 20 }, (_, i) => Number((10 + i / 10 + 0.01).toFixed(2)));
    const answers = await Promise.all(
      amounts.map((amount, i) =>
        ctx.app.inject({
          method: 'POST',
          url: i % 2 ? `/api/reservations/${id}/payments` : `/api/payments/register/${id}`,
          headers,
          payload: { amount },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const expectedCents = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, id));
    const payments = await ctx.app.db
      .select()
      .from(reservationPayments)
      .where(eq(reservationPayments.reservationId, id));
    expect(payments).toHaveLength(20);
    expect(row?.amountPaidCents).toBe(expectedCents);
    expect(row?.amountDueCents).toBe(250_500 - expectedCents);
    expect(row?.paymentStatus).toBe('partial');

    const details = await ctx.app.inject({ url: `/api/reservations/${id}`, headers });
    expect(details.json()).toMatchObject({
      amountPaid: expectedCents / 100,
      amountDue: (250_500 - expectedCents) / 100,
    });
  });

  it('keeps the sum exact when payments are added, changed and deleted at the same time', async () => {
    const res = await book({ checkInDate: '2028-03-01', checkOutDate: '2028-03-03' });
    const { id } = res.json();
    const first = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/reservations/${id}/payments`,
          headers,
          payload: { amount: 10 },
        }),
      ),
    );
    expect(first.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const paymentIds = first.map((r) => r.json().payment.id as number);
    const changes = await Promise.all([
      ...paymentIds.slice(0, 2).map((pid) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/reservation-payments/${pid}`,
          headers,
          payload: { amount: 25 },
        }),
      ),
      ...paymentIds
        .slice(2, 4)
        .map((pid) => ctx.app.inject({ method: 'DELETE', url: `/api/reservation-payments/${pid}`, headers })),
      ...Array.from({ length: 3 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/payments/register/${id}`,
          headers,
          payload: { amount: 5 },
        }),
      ),
    ]);
    // Every request succeeded (a failure here names the request and its answer, not just a wrong sum).
    expect(changes.map((r) => `${r.statusCode} ${r.statusCode >= 400 ? r.body : ''}`.trim())).toEqual([
      '200',
      '200',
      '200',
      '200',
      '201',
      '201',
      '201',
    ]);
    const [row] = await ctx.app.db.select().from(reservations).where(eq(reservations.id, id));
    // 2 x 25 + 2 x 10 + 3 x 5
    expect(row).toMatchObject({
      amountPaidCents: 8_500,
      amountDueCents: 20_000 - 8_500,
      paymentStatus: 'partial',
    });
  });

  it('links one client when two bookings bring the same new e-mail at once', async () => {
    const results = await Promise.all(
      ['2028-04-01', '2028-04-10'].map((checkInDate, i) =>
        book({
          clientId: undefined,
          clientName: 'Race',
          clientEmail: 'race@example.com',
          checkInDate,
          checkOutDate: `2028-04-0${5 + i}`.replace('2028-04-06', '2028-04-12'),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = await ctx.app.db.select().from(clients).where(eq(clients.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().clientId))).toEqual(new Set([rows[0]?.id]));
  });
});
