import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './server.ts';

/**
 * `npm run bench:soak`: a moderate, steady load (SOAK_CONNECTIONS, 10 by default) on the public pages
 * and the admin lists for SOAK_MINUTES (10), sampling the server's resident memory every 15 s. After a
 * two-minute warm-up the memory must not keep growing: the last minute's average may exceed the third
 * minute's by at most SOAK_GROWTH_LIMIT (15 %). Prints the samples; exits 1 on growth.
 */
const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 10);
const limit = Number(process.env.SOAK_GROWTH_LIMIT ?? 0.15);
const SAMPLE_MS = 15_000;

const server = await startServer(Number(process.env.BENCH_PORT ?? 4392), {
  env: { ADMIN_EMAIL: 'soak@example.com', ADMIN_PASSWORD: 'soak-password-123' },
});
const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

let failed = false;
try {
  const apartment = await server.firstApartmentId();
  const admin = await server.adminHeaders();
  const requests = [
    { path: '/' },
    { path: '/services/apartments' },
    { path: `/services/apartments/${apartment}` },
    { path: '/api/cars' },
    { path: '/api/reviews' },
    { path: '/api/users?limit=25', headers: admin },
    { path: '/api/reservations?limit=25', headers: admin },
    { path: '/api/reservation-payments?limit=25', headers: admin },
    { path: '/api/reservations/search?q=a&limit=25', headers: admin },
  ];

  const samples: Array<{ minute: number; rss: number }> = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    samples.push({ minute: (Date.now() - started) / 60_000, rss: rssMb() });
  }, SAMPLE_MS);
  const result = await autocannon({
    url: server.url,
    connections,
    duration: minutes * 60,
    requests,
  });
  clearInterval(sampler);

  const average = (from: number, to: number) => {
    const window = samples.filter((s) => s.minute >= from && s.minute < to).map((s) => s.rss);
    return window.reduce((sum, v) => sum + v, 0) / Math.max(1, window.length);
  };
  const base = average(2, 3);
  const end = average(minutes - 1, minutes + 1);
  const growth = base > 0 ? (end - base) / base : 0;
  console.log(
    `\nSoak: ${minutes} min, ${connections} connections, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.errors + result.non2xx} errors or non-2xx`,
  );
  console.log(`RSS (MB) every ${SAMPLE_MS / 1000} s: ${samples.map((s) => s.rss.toFixed(0)).join(' ')}`);
  console.log(
    `minute 3: ${base.toFixed(1)} MB, last minute: ${end.toFixed(1)} MB, growth ${(growth * 100).toFixed(1)} % (limit ${limit * 100} %)`,
  );
  failed = minutes >= 4 && growth > limit;
  if (result.errors + result.non2xx > 0) failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
