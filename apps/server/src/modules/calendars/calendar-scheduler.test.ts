import { addDays, todayIn } from '@app/shared/dates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feed, startFeedServer } from '../../../test/support/calendar-feed-server.ts';
import { insertService } from '../../../test/support/reservations.fixtures.ts';
import { createTestApp, loginAs } from '../../../test/test-app.ts';

const day = (days: number) => addDays(todayIn(), days);

// Feeds are fetched every CALENDAR_SYNC_INTERVAL_MINUTES by a timer started and stopped with the app.
describe('scheduled calendar sync', () => {
  let channel: Awaited<ReturnType<typeof startFeedServer>>;
  beforeAll(async () => {
    channel = await startFeedServer();
  });
  afterAll(() => channel.close());

  it('syncs every feed by itself while the app runs', async () => {
    // A tenth of a second between rounds, so the test sees rounds happen.
    const ctx = await createTestApp({
      calendars: { allowPrivate: true, schedule: { intervalMinutes: 0.1 / 60 } },
    });
    const headers = (await loginAs(ctx)).headers;
    const villa = await insertService(ctx.app.db, { type: 'villas', name: 'Villa Coral' });
    channel.set('/scheduled.ics', feed('airbnb', [{ uid: 's1', start: day(3), end: day(6) }]));
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/villas/${villa}/calendar/imports`,
      headers,
      payload: { name: 'Airbnb', url: channel.url('/scheduled.ics') },
    });
    expect(created.statusCode).toBe(201);
    await vi.waitFor(
      async () => {
        const res = await ctx.app.inject({ url: `/api/villas/${villa}/availability` });
        expect(res.json()).toEqual([{ start: day(3), end: day(6) }]);
      },
      { timeout: 20_000, interval: 100 },
    );
    const view = (await ctx.app.inject({ url: `/api/villas/${villa}/calendar`, headers })).json();
    expect(view.imports[0]).toMatchObject({ lastStatus: 'ok', events: 1 });
    await ctx.close();
    // Each test builds its own app (a migrated database): slow on a busy machine.
  }, 120_000);

  it('runs no timer unless scheduled (the tests sync on demand)', async () => {
    const ctx = await createTestApp({ calendars: { allowPrivate: true } });
    const headers = (await loginAs(ctx)).headers;
    const villa = await insertService(ctx.app.db, { type: 'villas', name: 'Villa Azul' });
    channel.set('/unscheduled.ics', feed('vrbo', [{ uid: 'u1', start: day(3), end: day(6) }]));
    await ctx.app.inject({
      method: 'POST',
      url: `/api/villas/${villa}/calendar/imports`,
      headers,
      payload: { name: 'VRBO', url: channel.url('/unscheduled.ics') },
    });
    const view = (await ctx.app.inject({ url: `/api/villas/${villa}/calendar`, headers })).json();
    expect(view.imports[0]).toMatchObject({ lastSyncAt: null, events: 0 });
    await ctx.close();
  }, 120_000);
});
