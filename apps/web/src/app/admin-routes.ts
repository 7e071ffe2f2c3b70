import type { RouteObject } from 'react-router';
import { metaHandle as handle } from './page-meta';
import { adminRoutePatterns, paths } from './paths';

/**
 * The back-office's route table. It is client-only and lazy: app/router.tsx adds it to the routes with
 * the first /admin navigation (patchRoutesOnNavigation), so neither it nor the pages' chunks it names
 * are in a visitor's download (decision 0008).
 */

const adminHome = async () => ({ Component: (await import('./routes/admin-home')).AdminHomeRoute });
const adminHomeHandle = handle((t) => ({ title: t('admin:meta.dashboard') }));

const adminServicesPage = async () => ({
  Component: (await import('../features/admin-services/services-page')).ServicesPage,
});
const adminServiceFormPage = async () => ({
  Component: (await import('../features/admin-services/service-form-page')).ServiceFormPage,
});
const adminApartmentFormPage = async () => ({
  Component: (await import('../features/admin-services/service-form-page')).ApartmentFormPage,
});
const adminInboxPage = async () => ({
  Component: (await import('../features/admin-inbox/inbox-page')).InboxPage,
});

const adminPages: RouteObject[] = [
  { id: 'admin-home', index: true, lazy: adminHome, handle: adminHomeHandle },
  { id: 'admin-dashboard', path: paths.admin.dashboard, lazy: adminHome, handle: adminHomeHandle },
  {
    id: 'admin-services',
    path: paths.admin.services,
    lazy: adminServicesPage,
    handle: handle((t) => ({ title: t('admin:meta.services') })),
  },
  {
    id: 'admin-services-type',
    path: adminRoutePatterns.serviceType,
    lazy: adminServicesPage,
    handle: handle((t) => ({ title: t('admin:meta.services') })),
  },
  {
    id: 'admin-service-new',
    path: adminRoutePatterns.serviceNew,
    lazy: adminServiceFormPage,
    handle: handle((t) => ({ title: t('admin:meta.serviceNew') })),
  },
  {
    id: 'admin-service-edit',
    path: adminRoutePatterns.serviceEdit,
    lazy: adminServiceFormPage,
    handle: handle((t) => ({ title: t('admin:meta.serviceEdit') })),
  },
  {
    id: 'admin-apartments',
    path: paths.admin.apartments,
    lazy: async () => ({
      Component: (await import('../features/admin-services/services-page')).ApartmentsPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.apartments') })),
  },
  {
    id: 'admin-apartment-new',
    path: adminRoutePatterns.apartmentNew,
    lazy: adminApartmentFormPage,
    handle: handle((t) => ({ title: t('admin:meta.serviceNew') })),
  },
  {
    id: 'admin-apartment-edit',
    path: adminRoutePatterns.apartmentEdit,
    lazy: adminApartmentFormPage,
    handle: handle((t) => ({ title: t('admin:meta.serviceEdit') })),
  },
  {
    id: 'admin-users',
    path: paths.admin.users,
    lazy: async () => ({
      Component: (await import('../features/admin-clients/clients-list-page')).ClientsListPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.users') })),
  },
  {
    id: 'admin-user-create',
    path: paths.admin.userCreate,
    lazy: async () => ({
      Component: (await import('../features/admin-clients/client-pages')).ClientCreatePage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.userCreate') })),
  },
  {
    id: 'admin-user-edit',
    path: adminRoutePatterns.userEdit,
    lazy: async () => ({
      Component: (await import('../features/admin-clients/client-pages')).ClientEditPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.userEdit') })),
  },
  {
    id: 'admin-reviews',
    path: paths.admin.reviews,
    lazy: async () => ({ Component: (await import('../features/admin-reviews/reviews-page')).ReviewsPage }),
    handle: handle((t) => ({ title: t('admin:meta.reviews') })),
  },
  {
    id: 'admin-inbox',
    path: paths.admin.inbox,
    lazy: adminInboxPage,
    handle: handle((t) => ({ title: t('admin:meta.inbox') })),
  },
  {
    id: 'admin-inbox-tab',
    path: adminRoutePatterns.inboxTab,
    lazy: adminInboxPage,
    handle: handle((t) => ({ title: t('admin:meta.inbox') })),
  },
  {
    id: 'admin-reservations',
    path: paths.admin.reservations,
    lazy: async () => ({
      Component: (await import('../features/admin-reservations/reservations-list-page')).ReservationsListPage,
    }),
    handle: handle((t) => ({ title: t('admin-reservations:meta.list') })),
  },
  {
    id: 'admin-reservation-new',
    path: adminRoutePatterns.reservationNew,
    lazy: async () => ({
      Component: (await import('../features/admin-reservations/reservation-form-page')).ReservationNewPage,
    }),
    handle: handle((t) => ({ title: t('admin-reservations:meta.new') })),
  },
  {
    id: 'admin-reservation-edit',
    path: adminRoutePatterns.reservationEdit,
    lazy: async () => ({
      Component: (await import('../features/admin-reservations/reservation-form-page')).ReservationEditPage,
    }),
    handle: handle((t) => ({ title: t('admin-reservations:meta.edit') })),
  },
  ...[adminRoutePatterns.reservationDetail, adminRoutePatterns.reservationView].map(
    (path): RouteObject => ({
      id: path === adminRoutePatterns.reservationView ? 'admin-reservation-view' : 'admin-reservation-detail',
      path,
      lazy: async () => ({
        Component: (await import('../features/admin-reservations/reservation-details-page'))
          .ReservationDetailsPage,
      }),
      handle: handle((t) => ({ title: t('admin-reservations:meta.details') })),
    }),
  ),
  {
    id: 'admin-payments',
    path: paths.admin.payments,
    lazy: async () => ({
      Component: (await import('../features/admin-payments/payments-page')).PaymentsPage,
    }),
    handle: handle((t) => ({ title: t('admin-reservations:meta.payments') })),
  },
  {
    id: 'admin-summaries',
    path: paths.admin.summaries,
    lazy: async () => ({
      Component: (await import('../features/admin-summaries/summaries-page')).SummariesPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.summaries') })),
  },
  {
    id: 'admin-emails',
    path: paths.admin.emails,
    lazy: async () => ({
      Component: (await import('../features/admin-emails/emails-page')).EmailsPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.emails') })),
  },
  {
    id: 'admin-listing-reviews',
    path: paths.admin.listingReviews,
    lazy: async () => ({
      Component: (await import('../features/admin-listing-reviews/listing-reviews-page')).ListingReviewsPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.listingReviews') })),
  },
  {
    id: 'admin-staff',
    path: paths.admin.staff,
    lazy: async () => ({ Component: (await import('../features/admin-staff/staff-page')).StaffPage }),
    handle: handle((t) => ({ title: t('admin:meta.staff') })),
  },
  {
    id: 'admin-settings',
    path: paths.admin.settings,
    lazy: async () => ({
      Component: (await import('../features/admin-settings/settings-page')).SettingsPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.settings') })),
  },
  {
    id: 'admin-not-found',
    path: '*',
    lazy: async () => ({
      Component: (await import('../features/admin-shell/admin-route-error')).AdminNotFound,
    }),
    handle: handle((t) => ({ title: t('admin:meta.notFound') })),
  },
];

/** The children of /admin (app/router.tsx adds them under the route that loads the back-office's texts). */
export const adminChildren: RouteObject[] = [
  {
    id: 'admin-login',
    path: paths.admin.login,
    lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
    handle: handle((t) => ({ title: t('admin:meta.login') })),
  },
  {
    id: 'admin-set-password',
    path: paths.admin.setPassword,
    lazy: async () => ({
      Component: (await import('../features/admin-staff/set-password-page')).SetPasswordPage,
    }),
    handle: handle((t) => ({ title: t('admin:meta.setPassword') })),
  },
  {
    id: 'admin-guard',
    lazy: async () => ({ Component: (await import('../features/auth/protected-route')).ProtectedRoute }),
    children: [
      {
        id: 'admin-layout',
        lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
        children: [
          {
            // Pathless: a page that fails shows its error inside the admin frame, navigation included.
            id: 'admin-pages',
            lazy: async () => ({
              ErrorBoundary: (await import('../features/admin-shell/admin-route-error')).AdminRouteError,
            }),
            children: adminPages,
          },
        ],
      },
    ],
  },
];
