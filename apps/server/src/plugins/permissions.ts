import type { StaffRole } from '@app/shared/auth';

/**
 * What each staff role may do (ARCHITECTURE.md, "The owner's settings, staff and roles"), in one table
 * beside the auth hook. Every admin route is listed by method and URL under the area it belongs to; a
 * route missing from the table is the owner's alone, so a new route is closed until it is classified
 * (the authorization matrix test fails for an unclassified route).
 */
type Area =
  /** Who one is and logging out: every role. */
  | 'self'
  /** Reading anything but money: every role. */
  | 'read'
  /** Reading payments and summaries: not agents. */
  | 'readMoney'
  /** The front desk: clients, reservations, leads, review moderation, notifications and PDFs. */
  | 'desk'
  /** Deleting what the desk creates: managers, not agents. */
  | 'deskDelete'
  /** A reservation's fees: the desk and the accountant. */
  | 'fees'
  /** Payments and summaries. */
  | 'money'
  /** The catalogue, the site's content and the set-up (mail, listing reviews). */
  | 'manage'
  /** Staff and the owner's own switches. */
  | 'owner';

const everyone: readonly StaffRole[] = ['owner', 'manager', 'agent', 'accountant'];

const rolesOf: Record<Area, readonly StaffRole[]> = {
  self: everyone,
  read: everyone,
  readMoney: ['owner', 'manager', 'accountant'],
  desk: ['owner', 'manager', 'agent'],
  deskDelete: ['owner', 'manager'],
  fees: ['owner', 'manager', 'agent', 'accountant'],
  money: ['owner', 'manager', 'accountant'],
  manage: ['owner', 'manager'],
  owner: ['owner'],
};

const routesByArea: Record<Area, readonly string[]> = {
  self: ['GET /api/auth/me', 'POST /api/auth/logout'],
  read: [
    'GET /api/reviews/all',
    'GET /api/google-mybusiness/status',
    'GET /api/contact',
    'GET /api/bookings',
    'GET /api/users',
    'GET /api/users/:id',
    'GET /api/reservations',
    'GET /api/reservations/search',
    'GET /api/reservations/:id/pdf/diagnose',
    'GET /api/exports/reservations.csv',
    'GET /api/exports/clients.csv',
    'GET /api/mail/status',
    'GET /api/mail/outbox',
    'GET /api/mail/outbox/:id',
    'GET /api/mail/settings',
    'GET /api/settings',
    'GET /api/demo-content',
    'GET /api/:serviceType/:id/calendar',
    'GET /api/calendar-conflicts',
    'GET /api/calendar-blocks',
  ],
  readMoney: [
    'GET /api/reservations/:id/payments',
    'GET /api/reservation-payments',
    'GET /api/reservation-payments/summary',
    'GET /api/reservation-payments/:id',
    'GET /api/exports/payments.csv',
    'GET /api/summaries/:year/:month',
    'GET /api/summaries/:year/:month/pdf',
  ],
  desk: [
    'PATCH /api/reviews/:id',
    'DELETE /api/reviews/:id',
    'POST /api/reviews/bulk',
    'PATCH /api/contact/:id',
    'PATCH /api/bookings/:id',
    'POST /api/users',
    'PUT /api/users/:id',
    'PUT /api/users',
    'POST /api/reservations',
    'PUT /api/reservations/:id',
    'POST /api/reservations/:id/pdf',
    'POST /api/reservations/:id/send-notification',
    // A manual block takes time on the calendar as a reservation does.
    'POST /api/:serviceType/:id/blocks',
  ],
  deskDelete: [
    'DELETE /api/contact/:id',
    'DELETE /api/bookings/:id',
    'DELETE /api/users/:id',
    'DELETE /api/reservations/:id',
    'DELETE /api/blocks/:id',
  ],
  fees: ['PATCH /api/reservations/:id'],
  money: [
    'PATCH /api/reservations/:id/payment-status',
    'POST /api/reservations/:id/payments',
    'POST /api/payments/register/:id',
    'PUT /api/reservation-payments/:id',
    'DELETE /api/reservation-payments/:id',
    'POST /api/summaries/generate',
    'POST /api/summaries/:year/:month/send',
  ],
  manage: [
    'POST /api/uploads',
    'POST /api/google-mybusiness/sync',
    'POST /api/google-mybusiness/import',
    'POST /api/mail/outbox/:id/retry',
    'PUT /api/mail/settings',
    'PUT /api/site',
    'POST /api/:serviceType',
    'PUT /api/:serviceType/:id',
    'DELETE /api/:serviceType/:id',
    'POST /api/:serviceType/:id/restore',
    // Calendar sync is set-up of a service: its export URL and the feeds it imports.
    'POST /api/:serviceType/:id/calendar/token',
    'POST /api/:serviceType/:id/calendar/imports',
    'DELETE /api/calendar-imports/:id',
    'POST /api/calendar-imports/:id/sync',
  ],
  owner: [
    'GET /api/admins',
    'POST /api/admins',
    'PUT /api/admins/:id',
    'DELETE /api/admins/:id',
    'PUT /api/settings',
    'DELETE /api/demo-content',
  ],
};

const areaOfRoute = new Map<string, Area>(
  Object.entries(routesByArea).flatMap(([area, routes]) => routes.map((r) => [r, area as Area] as const)),
);

/** The area an admin route is classified under, or undefined when it is not in the table (owner only). */
export const areaOf = (method: string, url: string): Area | undefined => areaOfRoute.get(`${method} ${url}`);

/** Whether `role` may call the admin route `method url` (the route's pattern, not the concrete path). */
export function roleMay(role: StaffRole, method: string, url: string): boolean {
  if (role === 'owner') return true;
  const area = areaOf(method === 'HEAD' ? 'GET' : method, url);
  return area !== undefined && rolesOf[area].includes(role);
}

/** The roles that may call a route: what the matrix test expects. */
export const rolesFor = (method: string, url: string): readonly StaffRole[] =>
  everyone.filter((role) => roleMay(role, method, url));
