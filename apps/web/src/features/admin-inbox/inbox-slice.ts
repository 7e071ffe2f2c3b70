import type { BookingLead, ContactMessage } from '@app/shared/inbox';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { adminMessages } from '../admin-shell/admin-messages';
import { createAdminThunk, failureMessage, failureMeta, totalCount } from '../admin-shell/admin-thunk';
import { emptyList, type ListState, removeItem, replaceItem } from '../admin-shell/load-status';

export type InboxKind = 'messages' | 'bookings';
export interface InboxEntries {
  messages: ContactMessage;
  bookings: BookingLead;
}
type Entry = ContactMessage | BookingLead;

const endpoints: Record<InboxKind, string> = { messages: '/contact', bookings: '/bookings' };

export const INBOX_PAGE_SIZE = 20;

export interface InboxList<T> extends ListState<T> {
  /** Entries that match the current filter, all pages (X-Total-Count). */
  total: number;
  offset: number;
  unreadOnly: boolean;
}

export interface InboxState {
  messages: InboxList<ContactMessage>;
  bookings: InboxList<BookingLead>;
  /** Unread entries of each kind (the navigation's count); null until known. */
  unread: Record<InboxKind, number | null>;
}

const emptyInboxList = <T>(): InboxList<T> => ({ ...emptyList<T>(), total: 0, offset: 0, unreadOnly: false });

const initialState: InboxState = {
  messages: emptyInboxList(),
  bookings: emptyInboxList(),
  unread: { messages: null, bookings: null },
};

export interface InboxQuery {
  kind: InboxKind;
  offset?: number;
  unreadOnly?: boolean;
}

export const fetchInbox = createAdminThunk(
  'adminInbox/fetch',
  async ({ kind, offset = 0, unreadOnly = false }: InboxQuery, { extra, rejectWithValue }) => {
    try {
      const response = await extra.api.get<Entry[]>(endpoints[kind], {
        params: { limit: INBOX_PAGE_SIZE, offset, ...(unreadOnly ? { unread: 'true' } : {}) },
      });
      return { items: response.data, total: totalCount(response, offset, response.data.length) };
    } catch (error) {
      const fallback = kind === 'messages' ? adminMessages.fetchMessages : adminMessages.fetchBookings;
      return rejectWithValue(failureMessage(error, fallback), failureMeta(error));
    }
  },
);

/** How many unread messages and booking requests there are (one entry each is enough: the header counts). */
export const fetchUnreadCounts = createAdminThunk(
  'adminInbox/fetchUnreadCounts',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      const count = async (kind: InboxKind) => {
        const response = await extra.api.get<Entry[]>(endpoints[kind], {
          params: { unread: 'true', limit: 1 },
        });
        return totalCount(response, 0, response.data.length);
      };
      const [messages, bookings] = await Promise.all([count('messages'), count('bookings')]);
      return { messages, bookings };
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchMessages), failureMeta(error));
    }
  },
);

export const setInboxRead = createAdminThunk(
  'adminInbox/setRead',
  async ({ kind, id, read }: { kind: InboxKind; id: number; read: boolean }, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.patch<Entry>(`${endpoints[kind]}/${id}`, { read });
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.updateInbox), failureMeta(error));
    }
  },
);

export const deleteInboxEntry = createAdminThunk(
  'adminInbox/delete',
  async ({ kind, id }: { kind: InboxKind; id: number }, { extra, rejectWithValue }) => {
    try {
      await extra.api.delete(`${endpoints[kind]}/${id}`);
      return id;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.deleteInbox), failureMeta(error));
    }
  },
);

const inboxSlice = createSlice({
  name: 'adminInbox',
  initialState,
  selectors: {
    selectInbox: (state) => state,
    selectUnreadCounts: (state) => state.unread,
  },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchInbox.pending, (state, action) => {
        const { kind, offset = 0, unreadOnly = false } = action.meta.arg;
        const list = state[kind];
        list.status = 'loading';
        list.error = null;
        list.offset = offset;
        list.unreadOnly = unreadOnly;
      })
      .addCase(fetchInbox.fulfilled, (state, action) => {
        const list = state[action.meta.arg.kind] as InboxList<Entry>;
        list.status = 'succeeded';
        list.items = action.payload.items;
        list.total = action.payload.total;
        // The unread-only list's total is the unread count.
        if (action.meta.arg.unreadOnly) state.unread[action.meta.arg.kind] = action.payload.total;
      })
      .addCase(fetchInbox.rejected, (state, action) => {
        const list = state[action.meta.arg.kind];
        list.status = 'failed';
        list.error = action.payload ?? adminMessages.fetchMessages;
      })
      .addCase(fetchUnreadCounts.fulfilled, (state, action) => {
        state.unread = action.payload;
      })
      .addCase(setInboxRead.fulfilled, (state, action) => {
        const { kind } = action.meta.arg;
        const list = state[kind] as InboxList<Entry>;
        const before = list.items.find((entry) => entry.id === action.payload.id);
        replaceItem(list.items, action.payload);
        const count = state.unread[kind];
        if (count !== null && before && before.read !== action.payload.read) {
          state.unread[kind] = Math.max(0, count + (action.payload.read ? -1 : 1));
        }
      })
      .addCase(deleteInboxEntry.fulfilled, (state, action) => {
        const { kind, id } = action.meta.arg;
        const list = state[kind] as InboxList<Entry>;
        const entry = list.items.find((item) => item.id === id);
        if (removeItem(list.items, id)) list.total = Math.max(0, list.total - 1);
        const count = state.unread[kind];
        if (count !== null && entry && !entry.read) state.unread[kind] = Math.max(0, count - 1);
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof inboxSlice> {}
}

const injected = inboxSlice.injectInto(rootReducer);

export const inboxReducer = inboxSlice.reducer;
export const { selectInbox, selectUnreadCounts } = injected.selectors;
