import { loadavg } from 'node:os';
import { bare, load } from './load.ts';
import { startServer } from './server.ts';
import { volumeDatabase } from './volume-database.ts';

/**
 * `npm run bench:catalogue`: the public catalogue list as visitors ask for it (GET /api/apartments on
 * the demo catalogue, a list the server keeps in memory: decision 0019) under 50 connections, next to a
 * bare node:http server sending the same bytes; ROUNDS (3) rounds of BENCH_SECONDS (10) each, the two
 * alternating so that both see the same machine. The goal: a ratio of at least 0.5 (issue 21).
 */
const rounds = Number(process.env.ROUNDS ?? 3);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
// The demo catalogue: an empty database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) the server seeds.
const { dataDir, databaseUrl, drop } = await volumeDatabase({ volume: false });
const server = await startServer(Number(process.env.BENCH_PORT ?? 4392), {
  dataDir,
  env: { DATABASE_URL: databaseUrl },
});
try {
  const url = `${server.url}/api/apartments`;
  const sample = await fetch(url);
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`/api/apartments answered ${sample.status}`);
  console.log(`GET /api/apartments: ${body.length} bytes; ${connections} connections, ${duration} s each`);
  console.log('  round  app req/s  p99 ms  bare req/s  p99 ms  ratio  load');
  const ceiling = await bare(body, sample.headers.get('content-type') ?? 'application/json');
  for (let round = 1; round <= rounds; round++) {
    const app = await load(url, { connections, duration });
    const reference = await load(ceiling.url, { connections, duration });
    const ratio = (app.rps / reference.rps).toFixed(2);
    console.log(
      `  ${String(round).padStart(5)} ${String(app.rps).padStart(10)} ${String(app.p99).padStart(7)} ${String(reference.rps).padStart(11)} ${String(reference.p99).padStart(7)}  ${ratio}  ${loadavg()[0]?.toFixed(2)}${app.bad ? `  (${app.bad} errors)` : ''}`,
    );
  }
  await ceiling.close();
} finally {
  await server.stop();
  await drop();
}
