import type { Admin, LoginInput } from '@app/shared/auth';
import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import { createCodedThunk } from '../../app/hooks';
import { type AppThunk, rootReducer } from '../../app/store';
import { clearAdminToken, getAdminToken, setAdminToken } from '../../lib/admin-token';
import { type StoredError, toStoredError } from '../../lib/api-error';
import { getMe, postLogin } from './auth-api';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthState {
  /** The signed-in admin; null until login or /auth/me answers. */
  admin: Admin | null;
  status: LoadStatus;
  error: StoredError | null;
}

const initialState: AuthState = { admin: null, status: 'idle', error: null };

export const login = createCodedThunk('auth/login', async (input: LoginInput, { rejectWithValue }) => {
  try {
    const { token, admin } = await postLogin(input);
    setAdminToken(token);
    return admin;
  } catch (error) {
    return rejectWithValue(toStoredError(error));
  }
});

export const fetchMe = createCodedThunk('auth/me', async (_arg, { rejectWithValue }) => {
  try {
    return await getMe();
  } catch (error) {
    return rejectWithValue(toStoredError(error));
  }
});

const authSlice = createSlice({
  name: 'auth',
  initialState,
  selectors: {
    selectAuth: (state) => state,
    selectAdmin: (state) => state.admin,
  },
  reducers: {
    clearError(state) {
      state.error = null;
    },
    loggedOut() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isAnyOf(login.pending, fetchMe.pending), (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(isAnyOf(login.fulfilled, fetchMe.fulfilled), (state, action) => {
        state.status = 'succeeded';
        state.admin = action.payload;
      })
      .addMatcher(isAnyOf(login.rejected, fetchMe.rejected), (state, action) => {
        state.status = 'failed';
        state.admin = null;
        state.error = action.payload ?? toStoredError(action.error);
      });
  },
});

declare module '../../app/store' {
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

// Only the back-office imports this module: the slice (and the API client) stay out of the public bundle.
const injectedAuthSlice = authSlice.injectInto(rootReducer);

export const { clearError, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
/** Safe before the first auth action: an uninitialised slice reads as its initial state. */
export const { selectAuth, selectAdmin } = injectedAuthSlice.selectors;

/**
 * Ends the session on the server (POST /auth/logout revokes the token on every instance), then forgets
 * the token and the admin at once, whether or not the server answered.
 */
export function logout(): AppThunk {
  return (dispatch, _getState, { api }) => {
    const token = getAdminToken();
    if (token) {
      // The header is set here: the interceptor would read the storage after it is cleared below.
      void api.post('/auth/logout', null, { headers: { Authorization: `Bearer ${token}` } }).catch(() => {});
    }
    clearAdminToken();
    dispatch(loggedOut());
  };
}
