import {
  createSlice,
  isRejectedWithValue,
  type PayloadAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';

export type NotificationSeverity = 'success' | 'error' | 'info';

/**
 * One message of the snackbar. Either a translation key of the back-office (`admin:...`, shown in the
 * current language), or a message an API call produced (shown through useAdminErrorText).
 */
export type AdminNotification = {
  id: number;
  severity: NotificationSeverity;
} & ({ key: string; values?: Record<string, string | number>; text?: never } | { text: string; key?: never });

export interface NotificationsState {
  queue: AdminNotification[];
  nextId: number;
}

const initialState: NotificationsState = { queue: [], nextId: 1 };

/** At most this many wait; a burst of failures should not keep the snackbar busy for a minute. */
const MAX_QUEUED = 4;

type NewNotification =
  | { severity: NotificationSeverity; key: string; values?: Record<string, string | number> }
  | { severity: NotificationSeverity; text: string };

/**
 * The message of a failed back-office call to announce, or null. RTK Query's calls (admin-api.ts) show
 * in the snackbar by themselves (the server's words or the fallback of SPEC.md section 8), but those
 * whose endpoint says `quiet`: their page says the failure where the admin acted.
 */
function announcedFailure(action: UnknownAction): string | null {
  if (!isRejectedWithValue(action) || !action.type.startsWith('adminApi/')) return null;
  const { baseQueryMeta } = action.meta as { baseQueryMeta?: { quiet?: boolean } };
  const { message } = (action.payload ?? {}) as { message?: unknown };
  return !baseQueryMeta?.quiet && typeof message === 'string' ? message : null;
}

function isAnnouncedFailure(action: UnknownAction): action is UnknownAction & { payload: unknown } {
  return announcedFailure(action) !== null;
}

function push(state: NotificationsState, payload: NewNotification) {
  const notification = { ...payload, id: state.nextId } as AdminNotification;
  state.nextId += 1;
  // The same message twice in a row (a double click, a retry) is shown once.
  const last = state.queue.at(-1);
  if (
    last &&
    last.severity === notification.severity &&
    last.key === notification.key &&
    last.text === notification.text
  ) {
    return;
  }
  state.queue.push(notification);
  if (state.queue.length > MAX_QUEUED) state.queue.splice(1, state.queue.length - MAX_QUEUED);
}

/** The one place the back-office's success and error messages go through (shown by NotificationsHost). */
const notificationsSlice = createSlice({
  name: 'adminNotifications',
  initialState,
  selectors: {
    selectCurrentNotification: (state) => state.queue[0] ?? null,
  },
  reducers: {
    notify(state, action: PayloadAction<NewNotification>) {
      push(state, action.payload);
    },
    dismiss(state, action: PayloadAction<number>) {
      state.queue = state.queue.filter((notification) => notification.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnnouncedFailure, (state, action) => {
      push(state, { severity: 'error', text: announcedFailure(action) ?? '' });
    });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

const injected = notificationsSlice.injectInto(rootReducer);

export const { notify, dismiss } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
export const { selectCurrentNotification } = injected.selectors;

/** A success message from the admin namespaces, e.g. notifySuccess('admin-clients:messages.created'). */
export const notifySuccess = (key: string, values?: Record<string, string | number>) =>
  notify({ severity: 'success', key, ...(values ? { values } : {}) });

/** An error message as a call produced it ('Error creating user', or the server's message); the
 * failures of the admin slices are announced without it. */
export const notifyError = (text: string) => notify({ severity: 'error', text });
