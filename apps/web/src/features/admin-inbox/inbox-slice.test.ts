import type { BookingLead, ContactMessage } from '@app/shared/inbox';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeAdminApi } from '../admin-shell/test-api';
import { deleteInboxEntry, fetchInbox, fetchUnreadCounts, inboxReducer, setInboxRead } from './inbox-slice';

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

function withMessages(items: ContactMessage[], unread: number) {
  let state = inboxReducer(
    undefined,
    fetchInbox.fulfilled({ items, total: items.length }, 'r', { kind: 'messages' }),
  );
  state = inboxReducer(state, fetchUnreadCounts.fulfilled({ messages: unread, bookings: 0 }, 'r'));
  return state;
}

describe('inbox slice', () => {
  it('keeps messages and booking requests apart, each with its load status', () => {
    const state = inboxReducer(undefined, fetchInbox.pending('r', { kind: 'bookings', unreadOnly: true }));
    expect(state.bookings).toMatchObject({ status: 'loading', unreadOnly: true });
    expect(state.messages.status).toBe('idle');
  });

  it('marking read replaces the entry and lowers the unread count; unread raises it again', () => {
    let state = withMessages([message(1, false), message(2, false)], 2);
    state = inboxReducer(
      state,
      setInboxRead.fulfilled(message(1, true), 'r', { kind: 'messages', id: 1, read: true }),
    );
    expect(state.messages.items[0]?.read).toBe(true);
    expect(state.unread.messages).toBe(1);
    state = inboxReducer(
      state,
      setInboxRead.fulfilled(message(1, false), 'r', { kind: 'messages', id: 1, read: false }),
    );
    expect(state.unread.messages).toBe(2);
  });

  it('delete removes the entry; an unread one no longer counts', () => {
    const state = inboxReducer(
      withMessages([message(1, false), message(2, true)], 1),
      deleteInboxEntry.fulfilled(1, 'r', { kind: 'messages', id: 1 }),
    );
    expect(state.messages.items.map((m) => m.id)).toEqual([2]);
    expect(state.messages.total).toBe(1);
    expect(state.unread.messages).toBe(0);
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
    await store.dispatch(fetchUnreadCounts());
    expect(calls.map((c) => c.params)).toEqual([
      { unread: 'true', limit: 1 },
      { unread: 'true', limit: 1 },
    ]);
    expect(store.getState().adminInbox?.unread).toEqual({ messages: 3, bookings: 0 });
  });
});
