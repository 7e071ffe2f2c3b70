import type { ListingReviewsStatus, ListingSyncRun } from '@app/shared/listing-reviews';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { ListingReviewsPage } from './listing-reviews-page';

const listingUrl = 'https://search.google.com/local/reviews?placeid=ChIJ-demo';

const notConfigured: ListingReviewsStatus = {
  configured: false,
  syncIntervalMinutes: null,
  running: false,
  lastRun: null,
  lastSuccessAt: null,
  total: 60,
  samples: 60,
  listingUrl,
};

const failedRun: ListingSyncRun = {
  id: 7,
  source: 'google',
  startedAt: '2026-03-02T14:00:00.000Z',
  finishedAt: '2026-03-02T14:00:03.000Z',
  ok: false,
  result: {
    fetched: 0,
    upserted: 0,
    deleted: 0,
    samplesRemoved: 0,
    skipped: 0,
    error: 'Reviews list: Google answered 503 (The service is currently unavailable.)',
  },
};

const okRun: ListingSyncRun = {
  id: 8,
  source: 'google',
  startedAt: '2026-03-02T15:00:00.000Z',
  finishedAt: '2026-03-02T15:00:02.000Z',
  ok: true,
  result: { fetched: 42, upserted: 3, deleted: 1, samplesRemoved: 0, skipped: 0, error: null },
};

const configured: ListingReviewsStatus = {
  configured: true,
  syncIntervalMinutes: 360,
  running: false,
  lastRun: failedRun,
  lastSuccessAt: '2026-03-01T20:00:00.000Z',
  total: 41,
  samples: 0,
  listingUrl,
};

function renderPage(lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route: '/admin/listing-reviews',
    routes: [
      {
        path: '/admin/listing-reviews',
        element: (
          <>
            <ListingReviewsPage />
            <NotificationsHost />
          </>
        ),
      },
    ],
  });
}

const jsonFile = (content: unknown, name = 'reviews.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

describe('Google listing reviews (admin)', () => {
  it('without Google: explains why "Sync now" is off, counts the demo reviews, links the listing', async () => {
    fakeAdminApi({ 'GET /google-mybusiness/status': { status: 200, data: notConfigured } });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Google listing reviews', level: 1 })).toBeVisible();
    const sync = screen.getByRole('button', { name: 'Sync now' });
    expect(sync).toBeDisabled();
    expect(sync).toHaveAccessibleDescription(/not configured on the server: set GOOGLE_CLIENT_ID/);
    expect(screen.getByText('Not configured')).toBeVisible();
    expect(screen.getByText('The reviews have not been synced or imported yet.')).toBeVisible();

    const onSite = screen.getByRole('region', { name: 'On the website' });
    expect(within(onSite).getByText('60 reviews')).toBeVisible();
    expect(within(onSite).getByText(/These are demo reviews/)).toBeVisible();

    const link = screen.getByRole('link', { name: /See the reviews on Google/ });
    expect(link).toHaveAttribute('href', listingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a failed sync, then syncs now and shows the new result', async () => {
    let status = configured;
    const { calls } = fakeAdminApi({
      'GET /google-mybusiness/status': () => ({ status: 200, data: status }),
      'POST /google-mybusiness/sync': () => {
        status = { ...configured, lastRun: okRun, lastSuccessAt: okRun.finishedAt, total: 44 };
        return { status: 200, data: okRun };
      },
    });
    const { user } = renderPage();

    const lastUpdate = await screen.findByRole('region', { name: 'Last update' });
    expect(within(lastUpdate).getByText('Failed')).toBeVisible();
    expect(within(lastUpdate).getByText(/Google answered 503/)).toBeVisible();
    expect(
      within(lastUpdate).getByText(/Nothing changed: the website keeps showing the reviews it had/),
    ).toBeVisible();
    expect(within(lastUpdate).getByText('Last successful update: 03-01-2026 15:00')).toBeVisible();
    expect(screen.getByText('Connected')).toBeVisible();
    expect(
      screen.getByText('The server syncs the reviews when it starts and then every 6 hours.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sync now' }));

    expect(await screen.findByText('Synced: 42 reviews read from Google.')).toBeVisible();
    expect(await within(lastUpdate).findByText('Succeeded')).toBeVisible();
    expect(within(lastUpdate).getByText('New or changed').nextElementSibling).toHaveTextContent('3');
    expect(
      within(lastUpdate).getByText('Removed (no longer on Google)').nextElementSibling,
    ).toHaveTextContent('1');
    expect(screen.getByText('44 reviews')).toBeVisible();
    expect(calls.filter((c) => c.url === '/google-mybusiness/status')).toHaveLength(2);
  });

  it('says so when a sync is already running (409)', async () => {
    fakeAdminApi({
      'GET /google-mybusiness/status': { status: 200, data: configured },
      'POST /google-mybusiness/sync': {
        status: 409,
        data: {
          message: 'A sync of the listing reviews is already running; try again in a moment',
          error: 'Conflict',
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sync now' }));
    expect(
      await screen.findByText('A sync or import is already running; try again in a moment.'),
    ).toBeVisible();
  });

  it('imports a file: previews how many reviews it holds, then sends it once confirmed', async () => {
    let status = notConfigured;
    const file = {
      reviews: [
        { id: 'g1', author: 'Ana', rating: 5, comment: 'Great', createTime: '2026-01-01T10:00:00Z' },
        { reviewId: 'g2', starRating: 'FOUR', createTime: '2026-01-02T10:00:00Z' },
        { reviewId: 'g3', starRating: 'STAR_RATING_UNSPECIFIED', createTime: '2026-01-03T10:00:00Z' },
      ],
    };
    const importRun: ListingSyncRun = {
      ...okRun,
      id: 9,
      source: 'import',
      result: { fetched: 3, upserted: 2, deleted: 0, samplesRemoved: 60, skipped: 1, error: null },
    };
    const { calls } = fakeAdminApi({
      'GET /google-mybusiness/status': () => ({ status: 200, data: status }),
      'POST /google-mybusiness/import': () => {
        status = {
          ...notConfigured,
          lastRun: importRun,
          lastSuccessAt: importRun.finishedAt,
          total: 2,
          samples: 0,
        };
        return { status: 200, data: importRun };
      },
    });
    const { user } = renderPage();

    await user.upload(await screen.findByLabelText('Choose a JSON file'), jsonFile(file));
    expect(
      await screen.findByText(
        /reviews\.json: 2 reviews ready to import\. 1 review without stars will be left out\./,
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Import 2 reviews' }));

    expect(await screen.findByText('Imported: 2 reviews added or changed.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(file);
    const lastUpdate = screen.getByRole('region', { name: 'Last update' });
    expect(await within(lastUpdate).findByText(/imported file/)).toBeVisible();
    expect(within(lastUpdate).getByText('Demo reviews removed').nextElementSibling).toHaveTextContent('60');
    expect(screen.getByText('2 reviews')).toBeVisible();
    expect(screen.queryByText(/demo reviews\./)).not.toBeInTheDocument();
  });

  it('explains a wrong file before sending anything, and shows what the server refused', async () => {
    const { calls } = fakeAdminApi({
      'GET /google-mybusiness/status': { status: 200, data: notConfigured },
      'POST /google-mybusiness/import': {
        status: 400,
        data: {
          message: 'reviews.0.id: ids starting with "sample-" are the demo reviews',
          error: 'Bad Request',
        },
      },
    });
    const { user } = renderPage();
    const input = await screen.findByLabelText('Choose a JSON file');

    await user.upload(input, jsonFile('{"reviews": [', 'broken.json'));
    expect(await screen.findByText('broken.json is not a JSON file.')).toBeVisible();

    await user.upload(
      screen.getByLabelText('Choose a JSON file'),
      jsonFile([{ id: 'a', rating: 9, createTime: '2026-01-01T00:00:00Z' }], 'stars.json'),
    );
    expect(await screen.findByText(/^stars\.json cannot be imported: reviews\.0\.rating: /)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('Choose a JSON file'),
      jsonFile([{ id: 'sample-001', rating: 5, createTime: '2026-01-01T00:00:00Z' }], 'demo.json'),
    );
    // The browser checks the same rules as the server: this one is refused before sending.
    expect(await screen.findByText(/^demo\.json cannot be imported: reviews\.0\.id: /)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows when the status cannot be loaded, and tries again', async () => {
    let fail = true;
    fakeAdminApi({
      'GET /google-mybusiness/status': () =>
        fail
          ? { status: 500, data: { message: 'Internal Server Error', error: 'Internal Server Error' } }
          : { status: 200, data: notConfigured },
    });
    const { user } = renderPage();
    expect(await screen.findByText('The state of the listing reviews could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('speaks Spanish', async () => {
    fakeAdminApi({
      'GET /google-mybusiness/status': { status: 200, data: { ...notConfigured, total: 0, samples: 0 } },
    });
    renderPage('es');
    expect(
      await screen.findByRole('heading', { name: 'Reseñas del perfil de Google', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sincronizar ahora' })).toBeDisabled();
    expect(screen.getByText('Todavía no hay reseñas del perfil')).toBeVisible();
    expect(screen.getByRole('link', { name: /Ver las reseñas en Google/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});
