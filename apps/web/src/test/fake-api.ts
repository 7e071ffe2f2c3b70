import { type AxiosAdapter, AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { onTestFinished } from 'vitest';
import { api } from '../lib/api';

export type FakeReply = { status: number; data?: unknown; headers?: Record<string, string> } | 'no-response';
type Route = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
  /** Query parameters given to axios as `params`. */
  params?: unknown;
}

/**
 * Replaces the network under the real axios instance (its adapter) for one test: requests still go
 * through the app's interceptors, and each answers from `routes`, keyed 'METHOD /path'.
 */
export function fakeApi(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const original = api.defaults.adapter;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const request: RecordedRequest = {
      method,
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: AxiosHeaders.from(config.headers).toJSON(),
      params: config.params,
    };
    requests.push(request);
    const route = routes[`${method} ${request.url}`];
    if (!route) throw new Error(`fakeApi: no answer for ${method} ${request.url}`);
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply === 'no-response') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };

  api.defaults.adapter = adapter;
  onTestFinished(() => {
    api.defaults.adapter = original;
  });
  return { requests };
}
