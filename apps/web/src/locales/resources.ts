import type { Language } from '../lib/language';
import aboutEn from './en/about.json';
import adminEn from './en/admin.json';
import adminClientsEn from './en/admin-clients.json';
import adminDashboardEn from './en/admin-dashboard.json';
import adminEmailsEn from './en/admin-emails.json';
import adminErrorsEn from './en/admin-errors.json';
import adminInboxEn from './en/admin-inbox.json';
import adminListingReviewsEn from './en/admin-listing-reviews.json';
import adminReservationsEn from './en/admin-reservations.json';
import adminReviewsEn from './en/admin-reviews.json';
import adminServicesEn from './en/admin-services.json';
import adminSettingsEn from './en/admin-settings.json';
import adminStaffEn from './en/admin-staff.json';
import adminSummariesEn from './en/admin-summaries.json';
import bookingEn from './en/booking.json';
import catalogEn from './en/catalog.json';
import commonEn from './en/common.json';
import contactEn from './en/contact.json';
import homeEn from './en/home.json';
import reservationEn from './en/reservation.json';
import reviewsEn from './en/reviews.json';
import aboutEs from './es/about.json';
import adminEs from './es/admin.json';
import adminClientsEs from './es/admin-clients.json';
import adminDashboardEs from './es/admin-dashboard.json';
import adminEmailsEs from './es/admin-emails.json';
import adminErrorsEs from './es/admin-errors.json';
import adminInboxEs from './es/admin-inbox.json';
import adminListingReviewsEs from './es/admin-listing-reviews.json';
import adminReservationsEs from './es/admin-reservations.json';
import adminReviewsEs from './es/admin-reviews.json';
import adminServicesEs from './es/admin-services.json';
import adminSettingsEs from './es/admin-settings.json';
import adminStaffEs from './es/admin-staff.json';
import adminSummariesEs from './es/admin-summaries.json';
import bookingEs from './es/booking.json';
import catalogEs from './es/catalog.json';
import commonEs from './es/common.json';
import contactEs from './es/contact.json';
import homeEs from './es/home.json';
import reservationEs from './es/reservation.json';
import reviewsEs from './es/reviews.json';

/** Bundled, not fetched (SPEC.md section 7): the server renders with them and the client hydrates with them. */
export const resources = {
  en: {
    common: commonEn,
    home: homeEn,
    catalog: catalogEn,
    booking: bookingEn,
    about: aboutEn,
    contact: contactEn,
    reviews: reviewsEn,
    reservation: reservationEn,
    admin: adminEn,
    'admin-dashboard': adminDashboardEn,
    'admin-services': adminServicesEn,
    'admin-clients': adminClientsEn,
    'admin-reviews': adminReviewsEn,
    'admin-inbox': adminInboxEn,
    'admin-listing-reviews': adminListingReviewsEn,
    'admin-reservations': adminReservationsEn,
    'admin-summaries': adminSummariesEn,
    'admin-emails': adminEmailsEn,
    'admin-staff': adminStaffEn,
    'admin-settings': adminSettingsEn,
    'admin-errors': adminErrorsEn,
  },
  es: {
    common: commonEs,
    home: homeEs,
    catalog: catalogEs,
    booking: bookingEs,
    about: aboutEs,
    contact: contactEs,
    reviews: reviewsEs,
    reservation: reservationEs,
    admin: adminEs,
    'admin-dashboard': adminDashboardEs,
    'admin-services': adminServicesEs,
    'admin-clients': adminClientsEs,
    'admin-reviews': adminReviewsEs,
    'admin-inbox': adminInboxEs,
    'admin-listing-reviews': adminListingReviewsEs,
    'admin-reservations': adminReservationsEs,
    'admin-summaries': adminSummariesEs,
    'admin-emails': adminEmailsEs,
    'admin-staff': adminStaffEs,
    'admin-settings': adminSettingsEs,
    'admin-errors': adminErrorsEs,
  },
} satisfies Record<Language, unknown>;

export type Namespace = keyof (typeof resources)['en'];
/** Every namespace, default first: t('key') looks in common, t('home:key') in home. */
export const namespaces = [
  'common',
  'home',
  'catalog',
  'booking',
  'about',
  'contact',
  'reviews',
  'reservation',
  'admin',
  'admin-dashboard',
  'admin-services',
  'admin-clients',
  'admin-reviews',
  'admin-inbox',
  'admin-listing-reviews',
  'admin-reservations',
] as const satisfies readonly Namespace[];
export const defaultNamespace = namespaces[0];
