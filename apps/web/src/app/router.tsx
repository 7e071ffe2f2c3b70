import type { SitePictureKey } from '@app/shared/site';
import type { NonIndexRouteObject, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
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
import { type MetaFunction, metaHandle } from './page-meta';
import { paths } from './paths';
import type { AppStore } from './store';

/** The catch-all public route; the server answers 404 when it matches. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

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
      handle: metaHandle((t, context) => ({
        title: `${t('common:notFound.metaTitle')} · ${siteBrand(t, context.state)}`,
        description: t('common:notFound.metaDescription'),
      })),
    },
  ],
};

function root(children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: paths.home,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown while the route table and lazy route of a client-only (admin) first load arrive.
    HydrateFallback: PageSpinner,
    children,
  };
}

/**
 * Routes are built around the store: a loader dispatches the thunk that fetches its page's data
 * (`loader: () => store.dispatch(fetchX()).unwrap()`), so the server renders the page with its
 * content and the browser hydrates from the same state. The server builds them per request; the
 * browser once (entry-client.tsx), where adminRoutesOnNavigation adds the back-office's on demand.
 */
export function createPublicRoutes(store: AppStore): RouteObject[] {
  return [root(publicChildren(store))];
}

/**
 * The router's patchRoutesOnNavigation (entry-client.tsx): the back-office's route table
 * (app/admin-routes.ts) loads when a path under /admin is first visited. React Router
 * also asks on paths that match a route with parameters; those are the public site's.
 */
export const adminRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== paths.admin.root && !path.startsWith(`${paths.admin.root}/`)) return;
  const { adminChildren } = await import('./admin-routes');
  patch('root', [
    {
      id: 'admin',
      path: paths.admin.root,
      // The back-office's texts are not in a visitor's download: they arrive with the first /admin route.
      loader: ensureAdminTranslations,
      children: adminChildren,
    },
  ]);
};

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
  t: Parameters<MetaFunction>[0],
  context: Parameters<MetaFunction>[1],
  /** The page's picture chosen in /admin/settings, shared as og:image when there is one. */
  picture?: SitePictureKey,
) => {
  const chosen = picture ? context.state.site.content?.pictures?.[picture] : undefined;
  return {
    title: `${title} · ${siteBrand(t, context.state)}`,
    description,
    ...(chosen ? { image: chosen.url, imageAlt: chosen.alt[context.lang] } : {}),
  };
};

/** About, founder, contact, reviews and the guest's reservation pages: lazy, each its own chunk. */
function infoPages(store: AppStore): RouteObject[] {
  return [
    {
      id: 'about',
      path: paths.about,
      lazy: async () => (await import('../features/about/about-routes')).aboutRoute(store),
      handle: metaHandle((t, context) =>
        pageMeta(t('about:meta.aboutTitle'), t('about:meta.aboutDescription'), t, context, 'about'),
      ),
    },
    {
      id: 'founder',
      path: paths.founder,
      lazy: async () => (await import('../features/about/about-routes')).founderRoute(),
      handle: metaHandle((t, context) =>
        pageMeta(t('about:meta.founderTitle'), t('about:meta.founderDescription'), t, context, 'founder'),
      ),
    },
    {
      id: 'contact',
      path: paths.contact,
      lazy: async () => (await import('../features/contact/contact-route')).contactRoute(),
      handle: metaHandle((t, context) =>
        pageMeta(t('contact:meta.title'), t('contact:meta.description'), t, context),
      ),
    },
    {
      id: 'reviews',
      path: paths.reviews,
      lazy: async () => (await import('../features/reviews/reviews-route')).reviewsRoute(store),
      handle: metaHandle((t, context) =>
        pageMeta(t('reviews:meta.title'), t('reviews:meta.description'), t, context),
      ),
    },
    {
      id: 'reservation-lookup',
      path: paths.reservations.root,
      lazy: async () =>
        (await import('../features/guest-reservation/guest-reservation-routes')).lookupRoute(),
      handle: metaHandle((t, context) =>
        pageMeta(t('reservation:meta.lookupTitle'), t('reservation:meta.lookupDescription'), t, context),
      ),
    },
    {
      id: 'reservation-guest',
      path: `${paths.reservations.root}/:id`,
      lazy: async () =>
        (await import('../features/guest-reservation/guest-reservation-routes')).guestReservationRoute(store),
      handle: metaHandle((t, context) =>
        pageMeta(t('reservation:meta.viewTitle'), t('reservation:meta.viewDescription'), t, context),
      ),
    },
  ];
}
