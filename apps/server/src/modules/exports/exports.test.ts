import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

/** The lines of a CSV answer, without the byte-order mark and the last CRLF. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');

describe('CSV exports', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let villa: number;
  let ana: number;
  let bob: number;
  let anaStay: { id: number; code: string };
  let bobStay: { id: number; code: string };

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner.headers });
  const post = async (url: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await loginAs(ctx);
    villa = await insertService(ctx.app.db, { type: 'villas', name: 'Villa Coral, Key Biscayne' });
    ana = await insertClient(ctx.app.db, { email: 'ana@example.com' });
    bob = await insertClient(ctx.app.db, {
      name: '=HYPERLINK("http://evil")',
      lastname: 'Smith',
      email: 'bob@example.com',
    });
    const stay = (clientId: number, checkInDate: string, checkOutDate: string) =>
      post('/api/reservations', {
        apartmentId: villa,
        clientId,
        checkInDate,
        checkOutDate,
        pricePerNight: 400,
        cleaningFee: 0,
        taxes: 52,
      });
    anaStay = await stay(ana, '2031-03-01', '2031-03-04');
    bobStay = await stay(bob, '2031-04-10', '2031-04-12');
    await post(`/api/reservations/${anaStay.id}/payments`, {
      amount: 500,
      paymentMethod: 'zelle',
      paymentDate: '2031-02-01',
    });
    await post(`/api/reservations/${anaStay.id}/payments`, {
      amount: -50.5,
      paymentMethod: 'cash',
      paymentDate: '2031-02-20',
    });
    await post(`/api/reservations/${bobStay.id}/payments`, {
      amount: 852,
      paymentMethod: 'card',
      paymentDate: '2031-03-15',
    });
  });
  afterAll(() => ctx.close());

  it('sends the payments of a date range as a CSV download, oldest first, titles in Spanish by default', async () => {
    const res = await get('/api/exports/payments.csv?from=2031-02-01&to=2031-02-28');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments_2031-02-01_2031-02-28.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [title, ...rows] = linesOf(res.body);
    expect(title).toBe('ID,Fecha,Importe,Método,Código de reserva,Servicio,Nombre,Apellido,E-mail,Notas');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(
        `^\\d+,2031-02-01 12:00,500,Zelle,${anaStay.code},"Villa Coral, Key Biscayne",Ana,Pérez,ana@example.com,$`,
      ),
    );
    expect(rows[1]).toMatch(/^\d+,2031-02-20 12:00,-50.5,Efectivo,/);
  });

  it('filters payments as the payments screen does and words the titles in English on request', async () => {
    const res = await get('/api/exports/payments.csv?paymentMethod=card&lang=en');
    const [title, ...rows] = linesOf(res.body);
    expect(title).toBe('ID,Date,Amount,Method,Reservation code,Service,First name,Last name,E-mail,Notes');
    expect(rows).toEqual([expect.stringMatching(new RegExp(`,852,Card,${bobStay.code},`))]);
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments.csv"');
  });

  it('sends reservations by check-in with statuses in words, and the list search narrows them', async () => {
    const all = linesOf((await get('/api/exports/reservations.csv?lang=en')).body);
    expect(all[0]).toBe(
      'Reservation code,Service,First name,Last name,E-mail,Phone,Check-in,Check-out,Status,Payment status,Taxes,Total,Paid,Balance due,Registered',
    );
    expect(all.slice(1).map((line) => line.split(',')[0])).toEqual([anaStay.code, bobStay.code]);
    expect(all[1]).toContain(',2031-03-01,2031-03-04,Pending,Partially paid,52,1252,449.5,802.5,');

    const found = linesOf((await get('/api/exports/reservations.csv?q=smith')).body);
    expect(found.slice(1).map((line) => line.split(',')[0])).toEqual([bobStay.code]);
    const byStatus = linesOf((await get('/api/exports/reservations.csv?paymentStatus=paid')).body);
    expect(byStatus.slice(1).map((line) => line.split(',')[0])).toEqual([bobStay.code]);
  });

  it('keeps a client field a spreadsheet would run as a formula as text', async () => {
    const rows = linesOf((await get('/api/exports/clients.csv?q=smith')).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(
      new RegExp(`^${bob},"'=HYPERLINK\\(""http://evil""\\)",Smith,bob@example.com,\\+1 \\(305\\) 555-0123,`),
    );
  });

  it('refuses bad filters with the API error shape before sending anything', async () => {
    for (const url of [
      '/api/exports/payments.csv?from=2031-03-01&to=2031-02-01',
      '/api/exports/payments.csv?lang=fr',
      '/api/exports/reservations.csv?status=lost',
      '/api/exports/clients.csv?from=not-a-day',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/exports/payments.csv' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends 100,000 payments whole, in order, batch after batch', async () => {
    await ctx.app.db.execute(sql`
      insert into reservation_payments (reservation_id, client_id, amount_cents, payment_method, payment_date)
      select ${bobStay.id}, ${bob}, g, 'transfer', timestamptz '2035-01-01 00:00:00+00' + g * interval '1 second'
      from generate_series(1, 100000) as g`);
    const res = await get('/api/exports/payments.csv?from=2034-12-31&lang=en');
    expect(res.statusCode).toBe(200);
    const [, ...rows] = linesOf(res.body);
    expect(rows).toHaveLength(100_000);
    const amounts = rows.map((line) => Number(line.split(',')[2]));
    expect(amounts[0]).toBe(0.01);
    expect(amounts[99_999]).toBe(1000);
    expect(amounts.every((amount, i) => amount === (i + 1) / 100)).toBe(true);
  });
});
