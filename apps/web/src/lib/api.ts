import axios, {
  type AxiosAdapter,
  AxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { isAdminPath, paths } from '../app/paths';
import { clearAdminToken, getAdminToken } from './admin-token';
import { ApiError, clientErrorCodes, toErrorMessage } from './api-error';
import { apiMessages } from './api-messages';
import { goToLogin } from './login-redirect';

// Slices import these from './api-error' (no axios in a visitor's first download); kept here too.
export { ApiError, apiMessages, toErrorMessage };

/** An axios instance with the interceptors of SPEC.md section 8; `adapter` replaces the network (SSR). */
export function createApi(adapter?: AxiosAdapter): AxiosInstance {
  const instance = axios.create({
    baseURL: import.meta.env.VITE_API_URL ?? '/api',
    withCredentials: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(adapter ? { adapter } : {}),
  });
  instance.interceptors.request.use((config) => {
    const token = getAdminToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return instance;
}

/** The browser's instance. Thunks get theirs through the store (`extra.api`), so SSR can swap it. */
export const api = createApi();

/** How the server renderer reaches the API in-process (apps/server/src/plugins/web.ts): no network. */
export type ApiTransport = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

/** An axios adapter that sends requests through an ApiTransport and settles like the HTTP adapter. */
export function transportAdapter(transport: ApiTransport): AxiosAdapter {
  return async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string') headers[name] = value;
    }
    const reply = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri({ ...config, baseURL: config.baseURL ?? '/api' }),
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const response = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers,
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (valid) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };
}

// Wrong credentials answer 401 too, but they are not an expired session: show the server's message.
const LOGIN_URL = '/auth/login';

function bodyMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/** The API's stable code of an error body (@app/shared/errors), if it has one. */
function bodyCode(data: unknown): string | null {
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : null;
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
  if (!axios.isAxiosError(error)) {
    return new ApiError(apiMessages.requestSetup, undefined, undefined, clientErrorCodes.requestSetup);
  }

  const { response, request, config } = error as AxiosError;
  if (response) {
    const details = (response.data as { details?: unknown } | undefined)?.details;
    const code = bodyCode(response.data);
    if (response.status === 401 && !isLoginRequest(config)) {
      handleUnauthorized();
      return new ApiError(apiMessages.unauthorized, 401, details, code ?? 'UNAUTHORIZED');
    }
    const message = bodyMessage(response.data);
    if (!message)
      return new ApiError(apiMessages.generic, response.status, details, clientErrorCodes.unknown);
    return new ApiError(message, response.status, details, code);
  }
  if (request) return new ApiError(apiMessages.noResponse, undefined, undefined, clientErrorCodes.noResponse);
  return new ApiError(apiMessages.requestSetup, undefined, undefined, clientErrorCodes.requestSetup);
}

function isLoginRequest(config: InternalAxiosRequestConfig | undefined): boolean {
  return config?.url === LOGIN_URL;
}
