/** Every path of the app, built in one place (STYLE.md habit 9). The route table uses the same values. */

export const serviceTypes = ['cars', 'yachts', 'apartments', 'villas'] as const;
export type ServiceType = (typeof serviceTypes)[number];

const adminRoot = '/admin';

export const paths = {
  home: '/',
  services: {
    root: '/services',
    type: (type: ServiceType) => `/services/${type}`,
    detail: (type: ServiceType, id: string | number) => `/services/${type}/${encodeURIComponent(id)}`,
  },
  about: '/about',
  founder: '/aboutFounder',
  contact: '/contactUs',
  reviews: '/reviews',
  reservations: {
    root: '/reservations',
    detail: (id: string | number) => `/reservations/${encodeURIComponent(id)}`,
  },
  admin: {
    root: adminRoot,
    login: `${adminRoot}/login`,
    dashboard: `${adminRoot}/dashboard`,
    services: `${adminRoot}/services`,
    servicesOfType: (type: ServiceType) => `${adminRoot}/services/${type}`,
    serviceNew: (type: ServiceType) => `${adminRoot}/services/${type}/new`,
    serviceEdit: (type: ServiceType, id: string | number) =>
      `${adminRoot}/services/${type}/edit/${encodeURIComponent(id)}`,
    /** The apartments screen of SPEC.md section 2: the apartments of the services, on their own. */
    apartments: `${adminRoot}/apartments`,
    apartmentNew: `${adminRoot}/apartments/new`,
    apartmentEdit: (id: string | number) => `${adminRoot}/apartments/edit/${encodeURIComponent(id)}`,
    users: `${adminRoot}/users`,
    userCreate: `${adminRoot}/users/create`,
    userEdit: (id: string | number) => `${adminRoot}/users/edit/${encodeURIComponent(id)}`,
    reviews: `${adminRoot}/reviews`,
    /** The business-listing (Google) reviews: sync state and import. */
    listingReviews: `${adminRoot}/listing-reviews`,
    inbox: `${adminRoot}/inbox`,
    inboxMessages: `${adminRoot}/inbox/messages`,
    inboxBookings: `${adminRoot}/inbox/bookings`,
    /** The reservation form, prefilled from a booking lead (the reservations module reads the query). */
    reservationNew: (prefill: Record<string, string | number | null | undefined> = {}) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(prefill)) {
        if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
      }
      const search = query.toString();
      return `${adminRoot}/reservations/new${search ? `?${search}` : ''}`;
    },
    reservations: `${adminRoot}/reservations`,
    reservationDetail: (id: string | number) => `${adminRoot}/reservations/${encodeURIComponent(id)}`,
    reservationEdit: (id: string | number) => `${adminRoot}/reservations/edit/${encodeURIComponent(id)}`,
    payments: `${adminRoot}/payments`,
    /** Monthly summaries: /admin/summaries?month=YYYY-MM. */
    summaries: `${adminRoot}/summaries`,
    /** The e-mail outbox and the automatic e-mail settings. */
    emails: `${adminRoot}/emails`,
    /** The owner's staff and their roles. */
    staff: `${adminRoot}/staff`,
    /** The business content of the site (phones, address, texts) and the owner's switches. */
    settings: `${adminRoot}/settings`,
    /** Where an invitation's one-time link leads: /admin/set-password?token=… */
    setPassword: `${adminRoot}/set-password`,
  },
} as const;

/** Patterns of the public catalogue's routes (react-router syntax); links are built with `paths.services`. */
export const catalogRoutePatterns = {
  serviceType: '/services/:type',
  serviceDetail: '/services/:type/:id',
} as const;

/** Patterns of the admin route table (react-router syntax); links are built with `paths.admin`. */
export const adminRoutePatterns = {
  serviceType: `${adminRoot}/services/:type`,
  serviceNew: `${adminRoot}/services/:type/new`,
  serviceEdit: `${adminRoot}/services/:type/edit/:id`,
  apartmentNew: `${adminRoot}/apartments/new`,
  apartmentEdit: `${adminRoot}/apartments/edit/:id`,
  userEdit: `${adminRoot}/users/edit/:id`,
  inboxTab: `${adminRoot}/inbox/:tab`,
  reservationNew: `${adminRoot}/reservations/new`,
  reservationEdit: `${adminRoot}/reservations/edit/:id`,
  reservationDetail: `${adminRoot}/reservations/:id`,
  reservationView: `${adminRoot}/reservations/view/:id`,
} as const;

/** True for /admin and everything under it (the client-only back-office). */
export function isAdminPath(pathname: string): boolean {
  return pathname === adminRoot || pathname.startsWith(`${adminRoot}/`);
}
