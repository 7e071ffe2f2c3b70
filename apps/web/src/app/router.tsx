import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { PageSpinner } from '../components/page-spinner';
import { RouteError } from '../components/route-error';
import { catalogRoutes } from '../features/catalog/catalog-routes';
import { homeRoute } from '../features/home/home-route';
import { siteBrand } from '../features/seo/site-brand';
import { siteLoader } from '../features/site/site-slice';
import { ensureAdminTranslations } from '../lib/i18n-client';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './page-meta';
import { adminRoutePatterns, paths } from './paths';
import type { AppStore } from './store';

/** The catch-all public route; the server answers 404 when it matches. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

// Public pages are rendered on the server and hydrated; their routes are lazy (each page its own
// chunk) and entry-client.tsx loads the matched ones before hydrating. Route ids are explicit because
// the server's hydration data is keyed by them.
const publicLayout: RouteObject = {
  id: 'public',
  Component: PublicLayout,
  children: [
    {
      id: NOT_FOUND_ROUTE_ID,
      path: '*',
      Component: NotFound,
      handle: handle((t, context) => ({
        title: `${t('common:notFound.metaTitle')} · ${siteBrand(t, context.state)}`,
        description: t('common:notFound.metaDescription'),
      })),
    },
  ],
};

// The back-office is client-only and lazy: its code is split into chunks a visitor never downloads.
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
    id: 'admin-not-found',
    path: '*',
    lazy: async () => ({
      Component: (await import('../features/admin-shell/admin-route-error')).AdminNotFound,
    }),
    handle: handle((t) => ({ title: t('admin:meta.notFound') })),
  },
];

const admin: RouteObject = {
  path: paths.admin.root,
  // The back-office's texts are not in a visitor's download: they arrive with the first /admin route.
  loader: ensureAdminTranslations,
  children: [
    {
      id: 'admin-login',
      path: paths.admin.login,
      lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
      handle: handle((t) => ({ title: t('admin:meta.login') })),
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
  ],
};

function root(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown while the lazy route of a client-only (admin) first load arrives.
    HydrateFallback: PageSpinner,
    children,
  };
}

/**
 * Routes are built around the store: a loader dispatches the thunk that fetches its page's data
 * (`loader: () => store.dispatch(fetchX()).unwrap()`), so the server renders the page with its
 * content and the browser hydrates from the same state. The server builds them per request.
 */
export function createPublicRoutes(store: AppStore): RouteObject[] {
  return [root(publicChildren(store))];
}

/** What the browser routes (entry-client.tsx): the public site and the back-office. */
export function createRoutes(store: AppStore): RouteObject[] {
  return [root([...publicChildren(store), admin])];
}

function publicChildren(store: AppStore): RouteObject[] {
  return [
    {
      ...(publicLayout as NonIndexRouteObject),
      // The business content (top bar, footer, about, contact), loaded once per page load.
      loader: siteLoader(store),
      children: [
        homeRoute(store),
        ...catalogRoutes(store),
        ...(publicLayout.children ?? []),
        ...infoPages(store),
      ],
    },
  ];
}

const pageMeta = (
  title: string,
  description: string,
  t: Parameters<NonNullable<RouteHandle['meta']>>[0],
  context: Parameters<NonNullable<RouteHandle['meta']>>[1],
) => ({
  title: `${title} · ${siteBrand(t, context.state)}`,
  description,
});

/** About, founder, contact, reviews and the guest's reservation pages: lazy, each its own chunk. */
function infoPages(store: AppStore): RouteObject[] {
  return [
    {
      id: 'about',
      path: paths.about,
      lazy: async () => (await import('../features/about/about-routes')).aboutRoute(store),
      handle: handle((t, context) =>
        pageMeta(t('about:meta.aboutTitle'), t('about:meta.aboutDescription'), t, context),
      ),
    },
    {
      id: 'founder',
      path: paths.founder,
      lazy: async () => (await import('../features/about/about-routes')).founderRoute(store),
      handle: handle((t, context) =>
        pageMeta(t('about:meta.founderTitle'), t('about:meta.founderDescription'), t, context),
      ),
    },
    {
      id: 'contact',
      path: paths.contact,
      lazy: async () => (await import('../features/contact/contact-route')).contactRoute(),
      handle: handle((t, context) =>
        pageMeta(t('contact:meta.title'), t('contact:meta.description'), t, context),
      ),
    },
    {
      id: 'reviews',
      path: paths.reviews,
      lazy: async () => (await import('../features/reviews/reviews-route')).reviewsRoute(store),
      handle: handle((t, context) =>
        pageMeta(t('reviews:meta.title'), t('reviews:meta.description'), t, context),
      ),
    },
    {
      id: 'reservation-lookup',
      path: paths.reservations.root,
      lazy: async () =>
        (await import('../features/guest-reservation/guest-reservation-routes')).lookupRoute(),
      handle: handle((t, context) =>
        pageMeta(t('reservation:meta.lookupTitle'), t('reservation:meta.lookupDescription'), t, context),
      ),
    },
    {
      id: 'reservation-guest',
      path: `${paths.reservations.root}/:id`,
      lazy: async () =>
        (await import('../features/guest-reservation/guest-reservation-routes')).guestReservationRoute(store),
      handle: handle((t, context) =>
        pageMeta(t('reservation:meta.viewTitle'), t('reservation:meta.viewDescription'), t, context),
      ),
    },
  ];
}
