import type { BookingLead, ContactMessage } from '@app/shared/inbox';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../../test/admin-api';
import { loadStatus } from '../admin-shell/admin-api';
import { inboxApi } from './inbox-api';

const message = (id: number, read: boolean): ContactMessage => ({
  id,
  name: 'Carla',
  lastName: 'Méndez',
  email: 'carla@example.com',
  areaCode: '+1',
  phone: '305 555 0101',
  message: '¿Está disponible?',
  language: 'es',
  read,
  readAt: read ? '2026-11-20T10:00:00.000Z' : null,
  createdAt: '2026-11-20T09:00:00.000Z',
});

const messagesPage = { kind: 'messages', offset: 0, unreadOnly: false } as const;

async function loadedStore(routes: Parameters<typeof fakeAdminApi>[0]) {
  const fake = fakeAdminApi(
    {
      'GET /contact': { status: 200, data: [message(1, false), message(2, true)] },
      'GET /bookings': { status: 200, data: [] as BookingLead[] },
      ...routes,
    },
    { 'GET /contact': { 'x-total-count': '2' }, 'GET /bookings': { 'x-total-count': '0' } },
  );
  const store = makeStore(undefined, { api });
  await store.dispatch(inboxApi.endpoints.inbox.initiate(messagesPage));
  await store.dispatch(inboxApi.endpoints.unreadCounts.initiate());
  const page = () => inboxApi.endpoints.inbox.select(messagesPage)(store.getState() as never);
  const settle = () => Promise.all(store.dispatch(inboxApi.util.getRunningQueriesThunk()));
  const countCalls = () => fake.calls.filter((call) => call.params?.limit === 1).length;
  return { store, page, settle, countCalls, ...fake };
}

describe('inbox API', () => {
  it('keeps messages and booking requests apart, each with its load status', async () => {
    const { store, page } = await loadedStore({});
    const bookings = { kind: 'bookings', offset: 0, unreadOnly: true } as const;
    expect(loadStatus(page())).toBe('succeeded');
    const before = inboxApi.endpoints.inbox.select(bookings)(store.getState() as never);
    expect(loadStatus(before)).toBe('idle');
  });

  it('asks for unread ones only when filtered, and says which list failed', async () => {
    const { calls } = fakeAdminApi({ 'GET /bookings': { status: 503, data: {} } });
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(
      inboxApi.endpoints.inbox.initiate({ kind: 'bookings', offset: 20, unreadOnly: true }),
    );
    expect(calls[0]?.params).toEqual({ limit: 20, offset: 20, unread: 'true' });
    expect(result.error).toEqual({ message: 'Error fetching booking requests', status: 503 });
  });

  it('marking read replaces the entry in place and asks for the unread counts again', async () => {
    const { store, page, settle, countCalls } = await loadedStore({
      'PATCH /contact/1': { status: 200, data: message(1, true) },
    });
    expect(countCalls()).toBe(2);
    await store.dispatch(inboxApi.endpoints.setInboxRead.initiate({ kind: 'messages', id: 1, read: true }));
    expect(page().data?.items[0]?.read).toBe(true);
    await settle();
    expect(countCalls()).toBe(4);
  });

  it('delete removes the entry and lowers the total', async () => {
    const { store, page } = await loadedStore({ 'DELETE /contact/1': { status: 204 } });
    const deleting = store.dispatch(
      inboxApi.endpoints.deleteInboxEntry.initiate({ kind: 'messages', id: 1 }),
    );
    await deleting;
    // The page asks again; until it answers, the entry is already gone.
    const now = page().data;
    expect(now?.items.map((m) => m.id)).not.toContain(1);
  });

  it('counts the unread entries of both kinds from X-Total-Count', async () => {
    const { calls } = fakeAdminApi(
      {
        'GET /contact': { status: 200, data: [message(1, false)] },
        'GET /bookings': { status: 200, data: [] as BookingLead[] },
      },
      { 'GET /contact': { 'x-total-count': '3' }, 'GET /bookings': { 'x-total-count': '0' } },
    );
    const store = makeStore(undefined, { api });
    const result = await store.dispatch(inboxApi.endpoints.unreadCounts.initiate());
    expect(calls.map((c) => c.params)).toEqual([
      { unread: 'true', limit: 1 },
      { unread: 'true', limit: 1 },
    ]);
    expect(result.data).toEqual({ messages: 3, bookings: 0 });
  });
});
