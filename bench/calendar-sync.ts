import { addDays, todayIn } from '@app/shared/dates';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { calendarImports } from '../apps/server/src/db/schema/calendars.ts';
import { services } from '../apps/server/src/db/schema/catalog.ts';
import { syncCalendarImport } from '../apps/server/src/modules/calendars/sync-feed.ts';
import { feed, startFeedServer } from '../apps/server/test/support/calendar-feed-server.ts';

/**
 * `npm run bench:calendar`: syncs of a 2,000-event feed (issue 18) on an in-memory PGlite, from a local
 * fake channel: the first sync (every event added), the same snapshot again (nothing changes), and the
 * snapshot with every UID changed (Airbnb's trap: matched by range, kept).
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
const [villa] = await database.db
  .insert(services)
  .values({ type: 'villas', name: 'Bench villa' })
  .returning();
const channel = await startFeedServer();
const today = todayIn();
const events = (prefix: string) =>
  Array.from({ length: EVENTS }, (_, i) => ({
    uid: `${prefix}-${i}@airbnb.com`,
    // Within the four years a feed may cover; past 1,400 the nights come round again.
    start: addDays(today, 1 + (i % 1400)),
    end: addDays(today, 2 + (i % 1400)),
  }));
const [row] = await database.db
  .insert(calendarImports)
  .values({ serviceId: villa?.id ?? 0, name: 'Airbnb', url: channel.url('/bench.ics') })
  .returning();
const deps = { database, fetch: { allowPrivate: true }, log: { warn: () => {} } };

async function measure(label: string, body: string) {
  channel.set('/bench.ics', body);
  const started = performance.now();
  const result = await syncCalendarImport(deps, row?.id ?? 0);
  const ms = Math.round(performance.now() - started);
  console.log(
    `${label.padEnd(28)} ${String(ms).padStart(6)} ms  added ${result.added}, updated ${result.updated}, removed ${result.removed}, skipped ${result.skipped} (${result.status})`,
  );
}

const first = feed('airbnb', events('a'));
console.log(
  `calendar sync of a ${EVENTS}-event feed (${Math.round(first.length / 1024)} KB), PGlite in memory`,
);
await measure('first sync', first);
await measure('same snapshot again', first);
await measure('every UID changed', feed('airbnb', events('b')));
await channel.close();
await database.close();
