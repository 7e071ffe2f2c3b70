import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startServer } from './server.ts';
import { volumeDatabase } from './volume-database.ts';

/**
 * `npm run bench:admin`: latency of the back-office's list and search pages with 1,000 services and
 * 10,000 clients, reservations and payments (issue 21). Each page is asked LATENCY_REQUESTS (300) times
 * one after the other (the goal: p99 < 25 ms on PostgreSQL, < 50 ms on PGlite), then by autocannon with
 * 10 connections for BENCH_SECONDS (5) (the goal: p99 < 100 ms). Every request reads the database: the
 * admin lists are not kept in memory (decision 0019). Prints the load average with every page.
 */
const requests = Number(process.env.LATENCY_REQUESTS ?? 300);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 4392);

const pages = [
  ['clients, first page', '/api/users?limit=25'],
  ['clients, page 361 of 400', '/api/users?limit=25&offset=9000'],
  ['clients, search "smith" (1 in 8)', '/api/users?q=smith&limit=25'],
  ['clients, search "smith" page 40', '/api/users?q=smith&limit=25&offset=975'],
  ['clients, search "bench4711"', '/api/users?q=bench4711&limit=25'],
  ['clients, search phone digits', '/api/users?q=5554711&limit=25'],
  ['reservations, first page', '/api/reservations?limit=25'],
  ['reservations, page 361 of 400', '/api/reservations?limit=25&offset=9000'],
  ['reservations, by check-out', '/api/reservations?limit=25&sort=checkOutDate'],
  ['reservations, partial, from', '/api/reservations?limit=25&paymentStatus=partial&from=2026-03-01'],
  ['reservations search "smith"', '/api/reservations/search?q=smith&limit=25'],
  ['reservations search "smith" p40', '/api/reservations/search?q=smith&limit=25&offset=975'],
  ['reservations search "bench4711"', '/api/reservations/search?q=bench4711&limit=25'],
  ['payments, first page', '/api/reservation-payments?limit=25'],
  ['payments, page 361 of 400', '/api/reservation-payments?limit=25&offset=9000'],
  ['payments, one month', '/api/reservation-payments?limit=25&from=2026-09-01&to=2026-09-30'],
] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(1).padStart(7);

const { dataDir, databaseUrl, drop } = await volumeDatabase();
const server = await startServer(port, { dataDir, env: { DATABASE_URL: databaseUrl } });
try {
  const headers = await server.adminHeaders();
  console.log(
    `\none at a time: ${requests} requests each; then autocannon, 10 connections, ${duration} s each`,
  );
  console.log(
    '  page                                  total   p50 ms  p99 ms  max ms | 10 conn req/s  p99 ms  load',
  );
  for (const [name, path] of pages) {
    const url = `${server.url}${path}`;
    const timings: number[] = [];
    let total = '';
    for (let i = 0; i < requests + 20; i++) {
      const started = performance.now();
      const answer = await fetch(url, { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      // The first 20 warm the process and the database's caches up.
      if (i >= 20) timings.push(performance.now() - started);
      total = answer.headers.get('x-total-count') ?? '';
    }
    timings.sort((a, b) => a - b);
    const load = await autocannon({ url, connections: 10, duration, headers });
    const bad = load.errors + load.non2xx;
    console.log(
      `  ${name.padEnd(36)} ${total.padStart(6)} ${ms(percentile(timings, 50))} ${ms(percentile(timings, 99))} ${ms(timings.at(-1) ?? 0)} | ${String(Math.round(load.requests.average)).padStart(13)} ${String(load.latency.p99).padStart(7)}  ${loadavg()[0]?.toFixed(2)}${bad ? `  (${bad} errors)` : ''}`,
    );
  }
} finally {
  await server.stop();
  await drop();
}
