import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { expectErrorBody } from './support/error-body.ts';
import { createTestApp, loginAs } from './test-app.ts';

/**
 * Property-based tests (issue 8, security): generated bad bodies, query strings and path parameters
 * thrown at every write endpoint, as the admin (public routes take the token too). Whatever arrives,
 * the answer is never a 5xx, and a refused request (4xx) writes nothing: every table keeps its rows.
 * FUZZ_RUNS raises the number of cases per route (20 by default, to keep `npm test` quick).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** Field names the API knows, so generated objects often look almost right (the interesting case). */
const knownFields = [
  'name',
  'lastName',
  'lastname',
  'email',
  'password',
  'phone',
  'areaCode',
  'message',
  'rating',
  'comment',
  'brand',
  'model',
  'price',
  'passengers',
  'capacity',
  'rooms',
  'bathrooms',
  'size',
  'images',
  'amount',
  'paymentMethod',
  'payment_method',
  'paymentDate',
  'notes',
  'apartmentId',
  'clientId',
  'checkInDate',
  'checkOutDate',
  'pricePerNight',
  'cleaningFee',
  'parkingFee',
  'status',
  'paymentStatus',
  'type',
  'month',
  'year',
  'code',
  'read',
  'hidden',
  'reply',
  'startDate',
  'endDate',
  'serviceName',
  'serviceType',
  'serviceId',
  'language',
  'clientName',
  'clientEmail',
  'confirmationOnConfirm',
  'receiptOnPayment',
  'start',
  'end',
  'reason',
  'url',
];

const nasty = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '2026-13-45',
  '2026-02-30',
  '9999-12-31',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '../../etc/passwd',
  '%00',
  'a'.repeat(5000),
  '🏝️',
);
const value = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
const body = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...knownFields), value, { maxKeys: 8 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const pathParam = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', 'abc', '99999999999', '9223372036854775808', '1e3', ' ', '%00', '%2e%2e'),
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'offset', 'q', 'status', 'from', 'to', 'type', 'lang', 'format', 'email', 'sort'),
  fc.oneof(nasty, fc.string({ maxLength: 20 }), fc.integer().map(String)),
  { maxKeys: 3 },
);

describe('write endpoints under generated bad input', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let tables: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    const rows = await queryRows<{ table_name: string }>(
      ctx.app.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    tables = rows.map((row) => row.table_name).sort();
  });
  afterAll(() => ctx.close());

  /** Every table's row count: what a refused request must leave as it was. */
  async function rowCounts(): Promise<Record<string, number>> {
    const counts = sql.join(
      tables.map(
        (table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
      ),
      sql`, `,
    );
    const [row] = await queryRows<Record<string, number>>(ctx.app.db, sql`select ${counts}`);
    return row ?? {};
  }

  const writeRoutes = () =>
    ctx.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
    );

  it('finds the tables, counts their rows, and finds the write routes', async () => {
    expect(tables).toContain('reservations');
    const counts = await rowCounts();
    expect(Object.keys(counts).sort()).toEqual(tables);
    // The admin who logged in is there: the counts see real rows.
    expect(counts.admins).toBe(1);
    expect(writeRoutes().length).toBeGreaterThan(30);
  });

  it(
    'answers every generated request with a 4xx or a success, and a refused one writes nothing',
    async () => {
      for (const route of writeRoutes()) {
        const params = route.url.match(/:[A-Za-z]+/g) ?? [];
        await fc.assert(
          fc.asyncProperty(
            fc.array(pathParam, { minLength: params.length, maxLength: params.length }),
            query,
            body,
            async (values, search, payload) => {
              let url = route.url;
              for (const [i, name] of params.entries()) url = url.replace(name, values[i] ?? '1');
              const qs = new URLSearchParams(search).toString();
              const before = await rowCounts();
              const res = await ctx.app.inject({
                method: route.method as 'POST',
                url: qs ? `${url}?${qs}` : url,
                headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
                ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
              });
              const where = `${route.method} ${url}?${qs} ${JSON.stringify(payload)?.slice(0, 300)}`;
              expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
              if (res.statusCode >= 400) {
                expectErrorBody(res, where);
                expect(await rowCounts(), `${where} -> ${res.statusCode}`).toEqual(before);
              }
            },
          ),
          { numRuns: RUNS },
        );
      }
    },
    60_000 + RUNS * 3_000,
  );
});
