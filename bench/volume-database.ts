import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedVolume } from './seed-volume.ts';

/**
 * A migrated database with the benchmarks' volume (seed-volume.ts), for a server to start on: PGlite in
 * a fresh data dir, or, with BENCH_DATABASE_URL=postgres://.../postgres, a PostgreSQL database made for
 * the run. `drop` removes that database after the run (the data dir goes with the server). Without
 * `volume` the database is left empty: the server migrates it and seeds the demo content on start.
 */
export async function volumeDatabase({ volume = true }: { volume?: boolean } = {}) {
  const pgAdminUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentals-bench-api-'));
  let databaseUrl = '';
  const adminQuery = async (statement: string) => {
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  if (pgAdminUrl) {
    const name = `rentals_bench_${process.pid}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  if (volume) {
    const database = databaseUrl
      ? await openDatabase({ kind: 'postgres', url: databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    const seeding = performance.now();
    await seedVolume(database.db);
    console.log(
      `seeded 1,000 services, 10,000 clients, reservations and payments in ${Math.round(performance.now() - seeding)} ms`,
    );
    await database.close();
  }
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  return {
    dataDir,
    databaseUrl,
    drop: async () => {
      if (databaseUrl) await adminQuery(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)}`);
    },
  };
}
