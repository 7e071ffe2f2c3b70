import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { api } from '../../lib/api';
import { fakeApi } from '../../test/fake-api';
import { siteFixture } from './site-fixture';
import { fetchSite, selectSiteContent, selectSiteStatus } from './site-slice';

describe('site content slice', () => {
  it('loads GET /site once: a second dispatch after success calls nothing', async () => {
    const { requests } = fakeApi({ 'GET /site': { status: 200, data: siteFixture } });
    const store = makeStore(undefined, { api });

    await store.dispatch(fetchSite());
    await store.dispatch(fetchSite());

    expect(selectSiteStatus(store.getState())).toBe('succeeded');
    expect(selectSiteContent(store.getState())?.businessName).toBe('Miami Elite Rentals');
    expect(requests).toHaveLength(1);
  });

  it('keeps the error when the content cannot be loaded, and tries again on the next page load', async () => {
    const { requests } = fakeApi({ 'GET /site': { status: 500, data: { message: 'Database down' } } });
    const store = makeStore(undefined, { api });

    await store.dispatch(fetchSite());
    expect(store.getState().site).toEqual({ content: null, status: 'failed', error: 'Database down' });

    await store.dispatch(fetchSite());
    expect(requests).toHaveLength(2);
  });
});
