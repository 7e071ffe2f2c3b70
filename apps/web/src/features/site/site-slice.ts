import type { SiteContent } from '@app/shared/site';
import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { toErrorMessage } from '../../lib/api-error';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface SiteState {
  /** The business content of GET /api/site (both languages); null until it arrives. */
  content: SiteContent | null;
  status: LoadStatus;
  error: string | null;
}

const initialState: SiteState = { content: null, status: 'idle', error: null };

/** Loaded once per page load: the top bar, footer, about, founder and contact pages all read it. */
export const fetchSite = createAppAsyncThunk(
  'site/fetch',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      const { data } = await extra.api.get<SiteContent>('/site');
      return data;
    } catch (error) {
      return rejectWithValue(toErrorMessage(error));
    }
  },
  {
    // Content changes only on a server restart: once here (SSR'd or fetched), keep it.
    condition: (_arg, { getState }) => {
      const { status } = getState().site;
      return status !== 'succeeded' && status !== 'loading';
    },
  },
);

const siteSlice = createSlice({
  name: 'site',
  initialState,
  reducers: {},
  selectors: {
    selectSiteContent: (state) => state.content,
    selectSiteStatus: (state) => state.status,
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchSite.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchSite.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.content = action.payload;
      })
      .addCase(fetchSite.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? toErrorMessage(action.error);
      });
  },
});

export const siteReducer = siteSlice.reducer;
export { siteSlice };
export const { selectSiteContent, selectSiteStatus } = siteSlice.selectors;

/**
 * The public layout's loader: every public page is rendered with the content. A failure does not fail
 * the page: the top bar and footer render without the business facts and the pages say so.
 */
export function siteLoader(store: AppStore) {
  return async () => {
    await store.dispatch(fetchSite());
    return null;
  };
}
