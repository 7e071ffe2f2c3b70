import type { AxiosAdapter } from 'axios';
import { api } from '../lib/api';
import { fakeApi } from './fake-api';

type Routes = Parameters<typeof fakeApi>[0];

export interface AdminCall {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
}

/**
 * fakeApi (test/fake-api.ts) for the back-office's tests: also answers response headers (X-Total-Count)
 * and records each call's query parameters. Tests only.
 */
export function fakeAdminApi(routes: Routes, headers: Record<string, Record<string, string>> = {}) {
  const { requests } = fakeApi(routes);
  const inner = api.defaults.adapter as AxiosAdapter;
  const calls: AdminCall[] = [];
  api.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const key = `${method} ${config.url ?? ''}`;
    const before = requests.length;
    try {
      const response = await inner(config);
      response.headers = { ...response.headers, ...(headers[key] ?? {}) };
      return response;
    } finally {
      calls.push({ method, url: config.url ?? '', params: config.params, body: requests[before]?.body });
    }
  };
  return { requests, calls };
}
