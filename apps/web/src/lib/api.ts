import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { isAdminPath, paths } from '../app/paths';
import { clearAdminToken, getAdminToken } from './admin-token';
import { apiMessages } from './api-messages';
import { goToLogin } from './login-redirect';

export { apiMessages };

/** What every failed call rejects with: a message ready to show, and the HTTP status if any. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | undefined;
  readonly details: unknown;

  constructor(message: string, status?: number, details?: unknown) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

export const api = axios.create({
  baseURL: import.meta.env.VITE_API_URL ?? '/api',
  withCredentials: true,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
});

// Wrong credentials answer 401 too, but they are not an expired session: show the server's message.
const LOGIN_URL = '/auth/login';

api.interceptors.request.use((config) => {
  const token = getAdminToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

function bodyMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

function handleUnauthorized(): void {
  clearAdminToken();
  if (typeof window === 'undefined') return;
  const { pathname } = window.location;
  if (isAdminPath(pathname) && pathname !== paths.admin.login) goToLogin(paths.admin.login);
}

/** Maps a failed request to the one error shape the app shows (SPEC.md section 8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!axios.isAxiosError(error)) return new ApiError(apiMessages.requestSetup);

  const { response, request, config } = error as AxiosError;
  if (response) {
    const details = (response.data as { details?: unknown } | undefined)?.details;
    if (response.status === 401 && !isLoginRequest(config)) {
      handleUnauthorized();
      return new ApiError(apiMessages.unauthorized, 401, details);
    }
    return new ApiError(bodyMessage(response.data) ?? apiMessages.generic, response.status, details);
  }
  if (request) return new ApiError(apiMessages.noResponse);
  return new ApiError(apiMessages.requestSetup);
}

function isLoginRequest(config: InternalAxiosRequestConfig | undefined): boolean {
  return config?.url === LOGIN_URL;
}

/** The message to store in a slice for any error a thunk caught. */
export function toErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : apiMessages.generic;
}
