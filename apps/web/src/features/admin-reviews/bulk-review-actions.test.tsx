import type { AdminReview } from '@app/shared/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { ReviewsPage } from './reviews-page';

const review = (id: number, firstName: string, status: AdminReview['status'] = 'pending'): AdminReview => ({
  id,
  firstName,
  lastName: 'Spam',
  rating: 1,
  comment: 'Buy followers',
  businessReply: null,
  createdAt: '2026-11-07T12:00:00.000Z',
  hidden: status === 'hidden',
  status,
});
const reviews = [review(1, 'Ann'), review(2, 'Bob'), review(3, 'Cid', 'published')];

function renderReviews(lang: 'en' | 'es' = 'en') {
  return renderWithProviders(null, {
    lang,
    route: '/admin/reviews',
    routes: [
      {
        path: '/admin/reviews',
        element: (
          <>
            <ReviewsPage />
            <NotificationsHost />
          </>
        ),
      },
    ],
  });
}

const bulkBodies = (calls: { url: string; body: unknown }[]) =>
  calls.filter((call) => call.url === '/reviews/bulk').map((call) => call.body);

describe('bulk moderation of reviews', () => {
  it('approves the reviews chosen with the keyboard in one request, then empties the choice', async () => {
    const { calls } = fakeAdminApi({
      'GET /reviews/all': { status: 200, data: reviews },
      'POST /reviews/bulk': { status: 200, data: { changed: 2 } },
    });
    const { user } = renderReviews();

    const ann = await screen.findByRole('checkbox', { name: 'Select the review of Ann Spam' });
    ann.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Select the review of Bob Spam' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );

    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 reviews are now on the website.')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([{ ids: [1, 2], status: 'published' }]);
    expect(ann).not.toBeChecked();
    expect(within(bar).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('selects every review on the page and hides them', async () => {
    const { calls } = fakeAdminApi({
      'GET /reviews/all': { status: 200, data: reviews },
      'POST /reviews/bulk': { status: 200, data: { changed: 3 } },
    });
    const { user } = renderReviews();

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    for (const name of ['Ann', 'Bob', 'Cid']) {
      expect(screen.getByRole('checkbox', { name: `Select the review of ${name} Spam` })).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('3 reviews are hidden from the website.')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([{ ids: [1, 2, 3], status: 'hidden' }]);
  });

  it('asks before deleting, sends nothing on cancel, and deletes them all on confirm', async () => {
    const { calls } = fakeAdminApi({
      'GET /reviews/all': { status: 200, data: reviews },
      'POST /reviews/bulk': { status: 200, data: { changed: 2 } },
    });
    const { user } = renderReviews();

    await user.click(await screen.findByRole('checkbox', { name: 'Select the review of Ann Spam' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the review of Cid Spam' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 reviews?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bulkBodies(calls)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 2 reviews?' })).getByRole('button', {
        name: 'Delete 2 reviews',
      }),
    );
    expect(await screen.findByText('2 reviews were deleted.')).toBeVisible();
    expect(bulkBodies(calls)).toEqual([{ ids: [1, 3], delete: true }]);
  });

  it('keeps the choice when the server refuses, and says so in the dialog', async () => {
    fakeAdminApi({
      'GET /reviews/all': { status: 200, data: reviews },
      'POST /reviews/bulk': {
        status: 404,
        data: { message: 'Review not found', error: 'Not Found', code: 'REVIEW_NOT_FOUND' },
      },
    });
    const { user } = renderReviews();
    await user.click(await screen.findByRole('checkbox', { name: 'Select the review of Bob Spam' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 1 review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete 1 review' }));
    expect(await within(dialog).findByText('Review not found')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select the review of Bob Spam' })).toBeChecked();
  });

  it('speaks Spanish', async () => {
    fakeAdminApi({ 'GET /reviews/all': { status: 200, data: reviews } });
    const { user } = renderReviews('es');
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar todas en esta página' }));
    const bar = screen.getByRole('region', { name: 'Acciones en bloque' });
    expect(within(bar).getByRole('status')).toHaveTextContent('3 seleccionadas');
    for (const name of ['Aprobar', 'Ocultar', 'Eliminar']) {
      expect(within(bar).getByRole('button', { name })).toBeVisible();
    }
  });
});
