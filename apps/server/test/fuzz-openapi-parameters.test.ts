import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/db/seed/seed.ts';
import { expectErrorBody } from './support/error-body.ts';
import { createTestApp, loginAs } from './test-app.ts';

/**
 * Issue 20: every string parameter of every route of the OpenAPI document (query, path, JSON body
 * fields one level deep) gets control characters, huge numbers and extreme dates, the other fields
 * holding plausible values, against the demo content (so the input reaches the queries). The answer
 * is never a 5xx. Fixed cases first, then FUZZ_RUNS generated texts with a control character inside.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);

const fixedCases = [
  '\u0000',
  'a\u0000b',
  'x\u0007',
  '\u001b[31m',
  '\u007f',
  '99999999999999999999',
  '-99999999999999999999',
  '1e309',
  '9223372036854775808',
  '9999-12-31',
  '0001-01-01',
  '1899-12-31',
  '2100-01-01',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '12-31-9999 23:59',
];
const hugeNumbers = [1e20, -1e20, Number.MAX_SAFE_INTEGER + 2, 1e308];
const control = fc.constantFrom(...'\u0000\u0001\u0008\u000b\u000c\u000e\u001f\u007f'.split(''));
const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 }))
  .map((p) => p.join(''));

/** Values that let a request get past its other fields (a field not listed gets 'x'). */
const plausible: Record<string, unknown> = {
  amount: 10,
  price: 100,
  pricePerNight: 100,
  cleaningFee: 50,
  paymentMethod: 'cash',
  paymentDate: '2026-11-20',
  email: 'ana@example.com',
  password: 'not-the-password',
  name: 'Ana',
  lastName: 'Ruiz',
  lastname: 'Ruiz',
  phone: '3055550100',
  checkInDate: '2027-03-01',
  checkOutDate: '2027-03-05',
  startDate: '2027-03-01',
  endDate: '2027-03-05',
  serviceName: 'Continuum',
  rating: 5,
  comment: 'Great',
  message: 'Hello',
  type: 'confirmation',
  month: 11,
  year: 2026,
  status: 'confirmed',
  paymentStatus: 'paid',
  amountPaid: 10,
  amountDue: 0,
  read: true,
  hidden: false,
};
const pathValues: Record<string, string> = { serviceType: 'apartments', year: '2026', month: '11' };

interface JsonSchema {
  type?: string;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const accepts = (schema: JsonSchema | undefined, type: string): boolean =>
  schema === undefined ||
  schema.type === type ||
  (schema.anyOf ?? []).some((s) => accepts(s, type)) ||
  (schema.type === undefined && schema.anyOf === undefined);

/** Body field paths ('notes', 'initialPayment.paymentDate') that take text, and those that take numbers. */
function bodyFields(schema: JsonSchema | undefined, prefix = ''): { text: string[]; number: string[] } {
  const out = { text: [] as string[], number: [] as string[] };
  for (const [name, field] of Object.entries(schema?.properties ?? {})) {
    const path = prefix + name;
    if (field.properties && !prefix) {
      const inner = bodyFields(field, `${path}.`);
      out.text.push(...inner.text);
      out.number.push(...inner.number);
      continue;
    }
    if (accepts(field, 'string')) out.text.push(path);
    if (accepts(field, 'number') || accepts(field, 'integer')) out.number.push(path);
  }
  return out;
}

function plausibleBody(schema: JsonSchema | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of schema?.required ?? []) body[name] = plausible[name] ?? 'x';
  return body;
}

function withField(body: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(body);
  const [head = '', tail] = path.split('.');
  if (tail === undefined) copy[head] = value;
  else copy[head] = { ...((copy[head] as Record<string, unknown>) ?? {}), [tail]: value };
  return copy;
}

describe('every parameter of every documented route under control characters, huge numbers, extreme dates', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let operations: { method: string; path: string; operation: Operation }[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    headers = (await loginAs(ctx)).headers;
    await seedDemoContent(ctx.app.db, { info: () => {} });
    const document = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const order = ['get', 'post', 'put', 'patch', 'delete'];
    operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
      )
      // Reads first, deletes last: the demo rows stay for as long as possible.
      .sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
  });
  afterAll(() => ctx.close());

  async function send(op: (typeof operations)[number], change: (request: Request) => void) {
    const request: Request = { path: {}, query: {}, body: undefined };
    for (const parameter of op.operation.parameters ?? []) {
      if (parameter.in === 'path') request.path[parameter.name] = pathValues[parameter.name] ?? '1';
    }
    const schema = op.operation.requestBody?.content?.['application/json']?.schema;
    if (schema) request.body = plausibleBody(schema);
    change(request);
    let url = op.path;
    for (const [name, value] of Object.entries(request.path))
      url = url.replace(`{${name}}`, encodeURIComponent(value));
    const qs = new URLSearchParams(request.query).toString();
    const res = await ctx.app.inject({
      method: op.method.toUpperCase() as 'GET',
      url: qs ? `${url}?${qs}` : url,
      headers: request.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
    });
    const where = `${op.method.toUpperCase()} ${url}?${qs} ${JSON.stringify(request.body)?.slice(0, 200)}`;
    expect(res.statusCode, `${where} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
    if (res.statusCode >= 400) expectErrorBody(res, where);
    return res;
  }

  it('finds the documented routes', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('never answers a 5xx', async () => {
    for (const op of operations) {
      const query = (op.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const path = (op.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const schema = op.operation.requestBody?.content?.['application/json']?.schema;
      const fields = bodyFields(schema);
      const cases: ((value: string) => (request: Request) => void)[] = [
        ...query.map((name) => (value: string) => (r: Request) => {
          r.query[name] = value;
        }),
        ...path.map((name) => (value: string) => (r: Request) => {
          r.path[name] = value;
        }),
        ...fields.text.map((field) => (value: string) => (r: Request) => {
          r.body = withField(r.body ?? {}, field, value);
        }),
      ];
      for (const apply of cases) {
        for (const value of fixedCases) await send(op, apply(value));
        await fc.assert(
          fc.asyncProperty(withControl, async (value) => {
            await send(op, apply(value));
          }),
          { numRuns: RUNS },
        );
      }
      for (const field of fields.number) {
        for (const value of hugeNumbers)
          await send(op, (r) => {
            r.body = withField(r.body ?? {}, field, value);
          });
      }
    }
  }, 300_000);

  it('refuses a control character with a 400 naming the field', async () => {
    const res = await ctx.app.inject({ url: '/api/apartments?location=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'location: must not contain control characters',
      error: 'Bad Request',
      code: 'VALIDATION',
      details: { in: 'querystring', fields: [{ field: 'location' }] },
    });
  });
});

interface Request {
  path: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown> | undefined;
}
