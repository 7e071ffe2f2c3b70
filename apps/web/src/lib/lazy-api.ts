import type { AxiosInstance } from 'axios';

const methods = ['get', 'delete', 'head', 'options', 'post', 'put', 'patch', 'request'] as const;

/**
 * The browser's API client for thunks (`extra.api`), loaded with the first request instead of with the
 * page: a server-rendered page needs no request to show or hydrate, so axios (about 20 KB gzipped)
 * stays out of the first download. The calls thunks make (get, post, put, patch, delete, request) go
 * to the real instance, interceptors included, once it has loaded.
 */
export function createLazyApi(load: () => Promise<AxiosInstance>): AxiosInstance {
  let instance: Promise<AxiosInstance> | undefined;
  const lazy: Record<string, unknown> = {};
  for (const method of methods) {
    lazy[method] = async (...args: unknown[]) => {
      instance ??= load();
      const api = await instance;
      return (api[method] as (...params: unknown[]) => unknown)(...args);
    };
  }
  return lazy as unknown as AxiosInstance;
}
