import { bare, load } from './load.ts';
import { startServer } from './server.ts';
import { volumeDatabase } from './volume-database.ts';

/**
 * `npm run bench:api`: autocannon (50 connections) against the main list endpoints with 1,000
 * services and 10,000 clients, reservations and payments, next to a bare node:http server answering the
 * same bytes. Reports requests/s, p99 latency and the ratio to the bare server (goal >= 0.5).
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const port = Number(process.env.BENCH_PORT ?? 4391);

const { dataDir, databaseUrl, drop } = await volumeDatabase();
const server = await startServer(port, { dataDir, env: { DATABASE_URL: databaseUrl } });
try {
  const admin = await server.adminHeaders();
  const endpoints: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: 'public: apartments list', path: '/api/apartments?limit=100' },
    { name: 'public: cars filtered', path: '/api/cars?minPrice=200&minPassengers=4&limit=50' },
    { name: 'admin: clients page', path: '/api/users?limit=50&offset=5000', headers: admin },
    { name: 'admin: clients search', path: '/api/users?q=smith&limit=50', headers: admin },
    { name: 'admin: reservations page', path: '/api/reservations?limit=50&offset=2000', headers: admin },
    {
      name: 'admin: reservations search',
      path: '/api/reservations/search?q=garcia&limit=50',
      headers: admin,
    },
    { name: 'admin: payments page', path: '/api/reservation-payments?limit=50', headers: admin },
  ];
  console.log(`\nautocannon, ${connections} connections, ${duration} s each`);
  console.log('  endpoint                        app req/s  p99 ms   bare req/s  p99 ms  ratio');
  for (const endpoint of endpoints) {
    const url = `${server.url}${endpoint.path}`;
    const sample = await fetch(url, { headers: endpoint.headers ?? {} });
    const body = Buffer.from(await sample.arrayBuffer());
    if (!sample.ok) throw new Error(`${endpoint.path} answered ${sample.status}: ${body}`);
    const app = await load(url, { connections, duration, headers: endpoint.headers ?? {} });
    const ceiling = await bare(body, sample.headers.get('content-type') ?? 'application/json');
    const reference = await load(ceiling.url, { connections, duration });
    await ceiling.close();
    const ratio = Math.round((app.rps / reference.rps) * 100) / 100;
    console.log(
      `  ${endpoint.name.padEnd(30)} ${String(app.rps).padStart(9)} ${String(app.p99).padStart(7)} ${String(reference.rps).padStart(12)} ${String(reference.p99).padStart(7)}  ${ratio}${app.bad ? `  (${app.bad} errors)` : ''}`,
    );
  }
} finally {
  await server.stop();
  await drop();
}
