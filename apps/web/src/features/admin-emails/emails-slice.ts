import type {
  MailSettings,
  MailStatus,
  MailStatusResponse,
  OutboxItem,
  OutboxMessage,
} from '@app/shared/mail';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import { adminMessages } from '../admin-shell/admin-messages';
import { createAdminThunk, failureMessage, failureMeta, totalCount } from '../admin-shell/admin-thunk';
import { emptyList, type ListState, type LoadStatus, replaceItem } from '../admin-shell/load-status';

export const OUTBOX_PAGE_SIZE = 25;

/** The outbox filter: every message, or those in one state. */
export type OutboxFilter = MailStatus | 'all';

export interface OutboxList extends ListState<OutboxItem> {
  /** Messages that match the filter, all pages (X-Total-Count). */
  total: number;
  offset: number;
  filter: OutboxFilter;
}

export interface EmailsState {
  /** Whether e-mail can be delivered, where business mail goes, and the counts per state. */
  mail: { value: MailStatusResponse | null; status: LoadStatus; error: string | null };
  outbox: OutboxList;
  settings: { value: MailSettings | null; status: LoadStatus; saving: boolean; error: string | null };
  /** The message open in the preview. */
  preview: { id: number | null; value: OutboxMessage | null; status: LoadStatus; error: string | null };
  /** Failed messages being queued again. */
  retrying: number[];
}

const initialState: EmailsState = {
  mail: { value: null, status: 'idle', error: null },
  outbox: { ...emptyList<OutboxItem>(), total: 0, offset: 0, filter: 'all' },
  settings: { value: null, status: 'idle', saving: false, error: null },
  preview: { id: null, value: null, status: 'idle', error: null },
  retrying: [],
};

export const fetchMailStatus = createAdminThunk(
  'adminEmails/fetchStatus',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      return (await extra.api.get<MailStatusResponse>('/mail/status')).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchEmails), failureMeta(error));
    }
  },
);

export interface OutboxQuery {
  filter?: OutboxFilter;
  offset?: number;
}

export const fetchOutbox = createAdminThunk(
  'adminEmails/fetchOutbox',
  async ({ filter = 'all', offset = 0 }: OutboxQuery, { extra, rejectWithValue }) => {
    try {
      const response = await extra.api.get<OutboxItem[]>('/mail/outbox', {
        params: { limit: OUTBOX_PAGE_SIZE, offset, ...(filter === 'all' ? {} : { status: filter }) },
      });
      return { items: response.data, total: totalCount(response, offset, response.data.length) };
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchEmails), failureMeta(error));
    }
  },
);

export const fetchOutboxMessage = createAdminThunk(
  'adminEmails/fetchMessage',
  async (id: number, { extra, rejectWithValue }) => {
    try {
      return (await extra.api.get<OutboxMessage>(`/mail/outbox/${id}`)).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchEmail), failureMeta(error));
    }
  },
);

/** Queues a failed message again; the counts are refreshed after (one failed fewer, one queued more). */
export const retryOutboxMessage = createAdminThunk(
  'adminEmails/retry',
  async (id: number, { extra, dispatch, rejectWithValue }) => {
    try {
      const { data } = await extra.api.post<OutboxItem>(`/mail/outbox/${id}/retry`);
      void dispatch(fetchMailStatus());
      return data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.retryEmail), failureMeta(error));
    }
  },
);

export const fetchMailSettings = createAdminThunk(
  'adminEmails/fetchSettings',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      return (await extra.api.get<MailSettings>('/mail/settings')).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.fetchEmails), failureMeta(error));
    }
  },
);

export const saveMailSettings = createAdminThunk(
  'adminEmails/saveSettings',
  async (changes: Partial<MailSettings>, { extra, rejectWithValue }) => {
    try {
      return (await extra.api.put<MailSettings>('/mail/settings', changes)).data;
    } catch (error) {
      return rejectWithValue(failureMessage(error, adminMessages.saveEmailSettings), failureMeta(error));
    }
  },
);

const emailsSlice = createSlice({
  name: 'adminEmails',
  initialState,
  selectors: {
    selectEmails: (state) => state,
  },
  reducers: {
    closePreview(state) {
      state.preview = initialState.preview;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchMailStatus.pending, (state) => {
        state.mail.status = 'loading';
        state.mail.error = null;
      })
      .addCase(fetchMailStatus.fulfilled, (state, action) => {
        state.mail = { value: action.payload, status: 'succeeded', error: null };
      })
      .addCase(fetchMailStatus.rejected, (state, action) => {
        state.mail.status = 'failed';
        state.mail.error = action.payload ?? adminMessages.fetchEmails;
      })
      .addCase(fetchOutbox.pending, (state, action) => {
        const { filter = 'all', offset = 0 } = action.meta.arg;
        // Another filter's rows would be misleading while the new ones load.
        if (state.outbox.filter !== filter) state.outbox.items = [];
        state.outbox.status = 'loading';
        state.outbox.error = null;
        state.outbox.filter = filter;
        state.outbox.offset = offset;
      })
      .addCase(fetchOutbox.fulfilled, (state, action) => {
        const { filter = 'all', offset = 0 } = action.meta.arg;
        // A slower answer to an earlier filter or page must not replace the current one.
        if (filter !== state.outbox.filter || offset !== state.outbox.offset) return;
        state.outbox.status = 'succeeded';
        state.outbox.items = action.payload.items;
        state.outbox.total = action.payload.total;
      })
      .addCase(fetchOutbox.rejected, (state, action) => {
        const { filter = 'all', offset = 0 } = action.meta.arg;
        if (filter !== state.outbox.filter || offset !== state.outbox.offset) return;
        state.outbox.status = 'failed';
        state.outbox.error = action.payload ?? adminMessages.fetchEmails;
      })
      .addCase(fetchOutboxMessage.pending, (state, action) => {
        state.preview = { id: action.meta.arg, value: null, status: 'loading', error: null };
      })
      .addCase(fetchOutboxMessage.fulfilled, (state, action) => {
        if (state.preview.id !== action.meta.arg) return;
        state.preview.value = action.payload;
        state.preview.status = 'succeeded';
      })
      .addCase(fetchOutboxMessage.rejected, (state, action) => {
        if (state.preview.id !== action.meta.arg) return;
        state.preview.status = 'failed';
        state.preview.error = action.payload ?? adminMessages.fetchEmail;
      })
      .addCase(retryOutboxMessage.pending, (state, action) => {
        state.retrying.push(action.meta.arg);
      })
      .addCase(retryOutboxMessage.fulfilled, (state, action) => {
        state.retrying = state.retrying.filter((id) => id !== action.meta.arg);
        const { outbox } = state;
        // Under the 'failed' filter the message leaves the list; elsewhere it shows its new state.
        if (outbox.filter === 'failed') {
          outbox.items = outbox.items.filter((item) => item.id !== action.payload.id);
          outbox.total = Math.max(0, outbox.total - 1);
        } else {
          replaceItem(outbox.items, action.payload);
        }
        if (state.preview.value?.id === action.payload.id) {
          state.preview.value = { ...state.preview.value, ...action.payload };
        }
      })
      .addCase(retryOutboxMessage.rejected, (state, action) => {
        state.retrying = state.retrying.filter((id) => id !== action.meta.arg);
      })
      .addCase(fetchMailSettings.pending, (state) => {
        state.settings.status = 'loading';
        state.settings.error = null;
      })
      .addCase(fetchMailSettings.fulfilled, (state, action) => {
        state.settings.value = action.payload;
        state.settings.status = 'succeeded';
      })
      .addCase(fetchMailSettings.rejected, (state, action) => {
        state.settings.status = 'failed';
        state.settings.error = action.payload ?? adminMessages.fetchEmails;
      })
      .addCase(saveMailSettings.pending, (state) => {
        state.settings.saving = true;
      })
      .addCase(saveMailSettings.fulfilled, (state, action) => {
        state.settings.saving = false;
        state.settings.value = action.payload;
      })
      .addCase(saveMailSettings.rejected, (state) => {
        state.settings.saving = false;
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof emailsSlice> {}
}

const injected = emailsSlice.injectInto(rootReducer);

export const { closePreview } = emailsSlice.actions;
export const emailsReducer = emailsSlice.reducer;
export const { selectEmails } = injected.selectors;
