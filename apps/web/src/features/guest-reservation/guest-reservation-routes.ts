import type { AppStore } from '../../app/store';
import { GuestReservationPage } from './guest-reservation-page';
import { guestReservationLoader } from './guest-reservation-slice';
import { LookupPage } from './lookup-page';

/** The lazy route modules of /reservations and /reservations/:id (app/router.tsx). */
export const lookupRoute = () => ({ Component: LookupPage });
export const guestReservationRoute = (store: AppStore) => ({
  Component: GuestReservationPage,
  loader: guestReservationLoader(store),
});
