import type { ListingReview } from '@app/shared/listing-reviews';
import type { Review } from '@app/shared/reviews';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RootState } from '../../app/store';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { withSite } from '../site/site-fixture';
import { ReviewsPage } from './reviews-page';
import { initialListingState, initialReviewsState } from './reviews-slice';

const own: Review[] = [
  {
    id: 1,
    firstName: 'Valentina',
    lastName: 'Rossi',
    rating: 5,
    comment: 'Perfect day on the yacht.',
    businessReply: 'Thank you, Valentina!',
    createdAt: '2026-11-16T12:00:00.000Z',
  },
  {
    id: 2,
    firstName: '',
    lastName: '',
    rating: 4,
    comment: '',
    businessReply: null,
    createdAt: '2026-10-29T12:00:00.000Z',
  },
];

const listingReview = (n: number): ListingReview => ({
  id: `g${n}`,
  author: `Author ${n}`,
  rating: 5,
  comment: `Comment ${n}`,
  createTime: '2026-11-01T12:00:00.000Z',
  ...(n === 1 ? { reply: { comment: 'Thanks from the owner', updateTime: '2026-11-02T12:00:00.000Z' } } : {}),
});

function state(reviews: Review[], listingCount = 2, total = 2): Partial<RootState> {
  return {
    ...withSite,
    reviews: {
      ...initialReviewsState,
      status: 'succeeded',
      items: reviews,
      total: reviews.length,
      averageRating: 4.5,
      listing: {
        ...initialListingState,
        status: 'succeeded',
        items: Array.from({ length: listingCount }, (_, i) => listingReview(i + 1)),
        total,
        offset: listingCount,
      },
    },
  };
}

function renderPage(preloadedState: Partial<RootState>, lang: 'en' | 'es' = 'en') {
  return renderWithProviders(<ReviewsPage />, { preloadedState, lang, route: '/reviews' });
}

describe('reviews page', () => {
  it('lists the reviews: first name and initial (as on the home page) or Anonymous, the no-comment text, the business reply', () => {
    renderPage(state(own));
    const list = screen.getByRole('list', { name: 'Guest reviews' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first as HTMLElement).getByRole('heading', { name: 'Valentina R.' })).toBeVisible();
    expect(screen.queryByText(/Rossi/)).not.toBeInTheDocument();
    // An anonymous review gets the outline of a person, not a lone dot.
    expect(within(second as HTMLElement).getByTestId('anonymous-avatar')).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText('·')).not.toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    expect(within(first as HTMLElement).getByText('Thank you, Valentina!')).toBeVisible();
    expect(within(first as HTMLElement).getByText('11-16-2026')).toBeVisible();
    expect(within(second as HTMLElement).getByRole('heading', { name: 'Anonymous' })).toBeVisible();
    expect(within(second as HTMLElement).getByText('No comment')).toBeVisible();
  });

  it('says Anónimo in Spanish, with the same rule for the names', () => {
    renderPage(state(own), 'es');
    const list = screen.getByRole('list', { name: 'Reseñas de huéspedes' });
    expect(within(list).getByRole('heading', { name: 'Valentina R.' })).toBeVisible();
    expect(within(list).getByRole('heading', { name: 'Anónimo' })).toBeVisible();
  });

  it('says there are no reviews yet, in Spanish too', () => {
    renderPage(state([]), 'es');
    expect(screen.getByText('Todavía no hay reseñas')).toBeVisible();
    expect(screen.getByText('Sé el primero en comentar')).toBeVisible();
  });

  it('shows the listing total and opens the listing in a new tab without opener or referrer', () => {
    renderPage(state(own, 2, 60));
    expect(screen.getByText('60 reviews in total')).toBeVisible();
    const link = screen.getByRole('link', { name: /See all on Google/ });
    expect(link).toHaveAttribute('href', 'https://search.google.com/local/reviews?placeid=demo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Thanks from the owner')).toBeVisible();
  });

  it.each([
    ['en', 'Sample reviews', 'Demo content', 'Reviews on Google'],
    ['es', 'Reseñas de ejemplo', 'Contenido de demostración', 'Reseñas en Google'],
  ] as const)('never calls the demo sample reviews Google reviews (%s)', (lang, title, eyebrow, google) => {
    const withDemo = state(own, 2, 60);
    const reviews = withDemo.reviews as NonNullable<typeof withDemo.reviews>;
    renderPage({ ...withDemo, reviews: { ...reviews, listing: { ...reviews.listing, demo: true } } }, lang);
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(eyebrow)).toBeVisible();
    expect(screen.queryByText(google)).toBeNull();
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
  });

  it('loads more listing reviews until all are there, then the button goes', async () => {
    fakeApi({
      'GET /google-mybusiness/reviews': {
        status: 200,
        data: { reviews: [listingReview(3)], count: 1, total: 3, limit: 50, offset: 2 },
      },
    });
    const { user } = renderPage(state(own, 2, 3));
    expect(screen.getByText('Showing 2 of 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));

    expect(await screen.findByText('Showing 3 of 3')).toBeVisible();
    // The listing's names follow the same rule: first name and initial.
    expect(screen.getByRole('heading', { name: 'Author 3.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
  });

  it('says so when the reviews could not be loaded, and why when the failure has a code', () => {
    renderPage(
      {
        ...withSite,
        reviews: {
          ...initialReviewsState,
          status: 'failed',
          error: { message: 'Error fetching reviews', code: null },
          listing: {
            ...initialListingState,
            status: 'failed',
            error: { message: 'No response received from server', code: 'NO_RESPONSE' },
          },
        },
      },
      'es',
    );
    expect(screen.getByText('Error al obtener las reseñas')).toBeVisible();
    expect(screen.getByText('No se recibió respuesta del servidor')).toBeVisible();
  });
});

describe('add-review form', () => {
  it('asks for a rating before sending anything', async () => {
    const { requests } = fakeApi({});
    const { user } = renderPage(state(own));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('chooses the rating with the keyboard', async () => {
    const { user } = renderPage(state(own));
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
  });

  it('shows the sending state, then success; the new review is listed first', async () => {
    let answer: (value: { status: number; data: Review }) => void = () => {};
    const { requests } = fakeApi({
      'POST /reviews': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderPage(state(own));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Comment'), 'Wonderful week.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByRole('button', { name: /Sending…/ })).toBeDisabled();
    answer({
      status: 201,
      data: {
        id: 9,
        firstName: 'Ana',
        lastName: '',
        rating: 5,
        comment: 'Wonderful week.',
        businessReply: null,
        createdAt: '2026-11-20T12:00:00.000Z',
      },
    });

    expect(await screen.findByText('Review submitted successfully!')).toBeVisible();
    expect(requests[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: '',
      rating: 5,
      comment: 'Wonderful week.',
    });
    const list = screen.getByRole('list', { name: 'Guest reviews' });
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Ana');
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('says a review waiting for approval will appear once approved, and does not list it yet (issue 19)', async () => {
    fakeApi({
      'POST /reviews': {
        status: 201,
        data: {
          id: 10,
          firstName: 'Ana',
          lastName: '',
          rating: 5,
          comment: 'Pending words.',
          businessReply: null,
          createdAt: '2026-11-20T12:00:00.000Z',
          status: 'pending',
        },
      },
    });
    const { user } = renderPage(state(own));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Comment'), 'Pending words.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(
      await screen.findByText(
        'Review submitted successfully! It will appear on this page once we have approved it.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Pending words.')).toBeNull();
  });

  it('on error says so and keeps everything typed', async () => {
    fakeApi({ 'POST /reviews': 'no-response' });
    const { user } = renderPage(state(own), 'es');
    await user.click(screen.getByRole('radio', { name: '3 estrellas' }));
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Comentario'), 'Muy bien.');
    await user.click(screen.getByRole('button', { name: 'Enviar reseña' }));

    expect(
      await screen.findByText('Error al enviar la reseña. Por favor, inténtalo de nuevo.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByLabelText('Comentario')).toHaveValue('Muy bien.');
    expect(screen.getByRole('radio', { name: '3 estrellas' })).toBeChecked();
  });
});
