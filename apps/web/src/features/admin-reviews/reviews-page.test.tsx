import type { AdminReview } from '@app/shared/reviews';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAdminApi } from '../../test/admin-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NotificationsHost } from '../admin-shell/notifications-host';
import { ReviewsPage } from './reviews-page';

const review: AdminReview = {
  id: 4,
  firstName: 'James',
  lastName: 'Whitaker',
  rating: 4,
  comment: 'Great apartment',
  businessReply: null,
  createdAt: '2026-11-07T12:00:00.000Z',
  hidden: false,
};

function renderReviews() {
  return renderWithProviders(null, {
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

describe('reviews', () => {
  it('hides a review from the website', async () => {
    const { calls } = fakeAdminApi({
      'GET /reviews/all': { status: 200, data: [review] },
      'PATCH /reviews/4': { status: 200, data: { ...review, hidden: true } },
    });
    const { user } = renderReviews();

    const card = await screen.findByRole('article', { name: 'James Whitaker' });
    expect(within(card).getByRole('img', { name: '4 stars out of 5' })).toBeInTheDocument();
    await user.click(
      within(card).getByRole('button', { name: 'Hide the review of James Whitaker from the website' }),
    );

    expect(await screen.findByText('The review of James Whitaker is hidden from the website.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ hidden: true });
    expect(within(card).getByText('Hidden')).toBeVisible();
  });

  it('approves a review waiting for approval, which then goes on the website (issue 19)', async () => {
    const pending: AdminReview = { ...review, status: 'pending' };
    const { calls } = fakeAdminApi({
      'GET /reviews/all': { status: 200, data: [pending] },
      'PATCH /reviews/4': { status: 200, data: { ...review, status: 'published' } },
    });
    const { user } = renderReviews();

    const card = await screen.findByRole('article', { name: 'James Whitaker' });
    expect(within(card).getByText('Waiting for approval')).toBeVisible();
    await user.click(
      within(card).getByRole('button', {
        name: 'Approve the review of James Whitaker and publish it on the website',
      }),
    );

    expect(await screen.findByText('The review of James Whitaker is now on the website.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'published' });
    expect(within(card).queryByText('Waiting for approval')).toBeNull();
  });

  it('says in the snackbar when hiding fails, and the review stays as it was', async () => {
    fakeAdminApi({
      'GET /reviews/all': { status: 200, data: [review] },
      'PATCH /reviews/4': { status: 500, data: {} },
    });
    const { user } = renderReviews();

    const card = await screen.findByRole('article', { name: 'James Whitaker' });
    await user.click(
      within(card).getByRole('button', { name: 'Hide the review of James Whitaker from the website' }),
    );

    expect(await screen.findByText('Error updating review')).toBeVisible();
    expect(within(card).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('publishes a reply under the review', async () => {
    const { calls } = fakeAdminApi({
      'GET /reviews/all': { status: 200, data: [review] },
      'PATCH /reviews/4': { status: 200, data: { ...review, businessReply: 'Thank you, James!' } },
    });
    const { user } = renderReviews();

    await user.click(await screen.findByRole('button', { name: 'Reply to James Whitaker' }));
    await user.type(screen.getByLabelText('Reply, shown under the review'), 'Thank you, James!');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));

    expect(await screen.findByText('Thank you, James!')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ businessReply: 'Thank you, James!' });
  });

  it('deletes a review after confirming', async () => {
    fakeAdminApi({
      'GET /reviews/all': { status: 200, data: [review] },
      'DELETE /reviews/4': { status: 204 },
    });
    const { user } = renderReviews();

    await user.click(await screen.findByRole('button', { name: 'Delete the review of James Whitaker' }));
    await user.click(screen.getByRole('button', { name: 'Delete review' }));

    expect(await screen.findByText('The review of James Whitaker was deleted.')).toBeVisible();
    expect(screen.queryByRole('article', { name: 'James Whitaker' })).not.toBeInTheDocument();
  });
});
