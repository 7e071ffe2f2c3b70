import type { AppStore } from '../../app/store';
import { guestReservationLoader } from './guest-reservation-slice';

/**
 * The lazy route modules of /reservations and /reservations/:id (app/router.tsx). Each page is its own
 * chunk: the lookup form's visitors do not download the reservation view, its dates and its money
 * formats (about 4 KB gzipped, docs/decisions/0008).
 */
export const lookupRoute = async () => ({ Component: (await import('./lookup-page')).LookupPage });
export const guestReservationRoute = async (store: AppStore) => ({
  Component: (await import('./guest-reservation-page')).GuestReservationPage,
  loader: guestReservationLoader(store),
});
