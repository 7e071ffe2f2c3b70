import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedVolume } from './seed-volume.ts';
import { startServer } from './server.ts';

/**
 * `npm run bench:export`: the payments CSV of 100,000 payments (plus the volume seed's own), downloaded
 * from the built server on PGlite, with the server process's resident memory sampled every 20 ms while
 * the file streams. The export reads by keyset batches, so the peak should not grow with the rows.
 */
const port = Number(process.env.BENCH_PORT ?? 4391);
const dataDir = mkdtempSync(path.join(tmpdir(), 'rentals-bench-export-'));

const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await seedVolume(database.db);
await database.db.execute(sql`
  insert into reservation_payments (reservation_id, client_id, amount_cents, payment_method, payment_date)
  select r.id, r.client_id, 1000 + g, 'transfer', timestamptz '2024-01-01 00:00:00+00' + g * interval '5 minutes'
  from generate_series(1, 100000) as g
  join (select id, client_id, row_number() over (order by id) as n from reservations) r on r.n = 1 + (g % 10000)`);
await database.close();

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};

const server = await startServer(port, { dataDir });
try {
  const headers = await server.adminHeaders();
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/exports/payments.csv?lang=en`, { headers });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `payments.csv: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s; server RSS ${before} MB before, peak ${peak} MB during`,
  );
} finally {
  await server.stop();
}
