import type { AppStore } from '../../app/store';
import { ReviewsPage } from './reviews-page';
import { reviewsLoader } from './reviews-slice';

/** The lazy route module of /reviews (app/router.tsx). */
export const reviewsRoute = (store: AppStore) => ({ Component: ReviewsPage, loader: reviewsLoader(store) });
