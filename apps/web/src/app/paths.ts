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
  },
} as const;

/** True for /admin and everything under it (the client-only back-office). */
export function isAdminPath(pathname: string): boolean {
  return pathname === adminRoot || pathname.startsWith(`${adminRoot}/`);
}
