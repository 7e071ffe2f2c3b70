import type { RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { PageSpinner } from '../components/page-spinner';
import { RouteError } from '../components/route-error';
import { HomePage } from '../features/home/home-page';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './page-meta';
import { paths } from './paths';
import type { AppStore } from './store';

/** The catch-all public route; the server answers 404 when it matches. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

// Public pages are rendered on the server and hydrated, so they are imported eagerly: a lazy route
// would have to be loaded again before hydration. Route ids are explicit because the server's
// hydration data is keyed by them.
const publicLayout: RouteObject = {
  id: 'public',
  Component: PublicLayout,
  children: [
    {
      id: 'home',
      index: true,
      Component: HomePage,
      handle: handle((t) => ({ title: t('home:meta.title'), description: t('home:meta.description') })),
    },
    {
      id: NOT_FOUND_ROUTE_ID,
      path: '*',
      Component: NotFound,
      handle: handle((t) => ({
        title: `${t('common:notFound.metaTitle')} · ${t('common:brand.name')}`,
        description: t('common:notFound.metaDescription'),
      })),
    },
  ],
};

// The back-office is client-only and lazy: its code is split into chunks a visitor never downloads.
const adminHome = async () => ({ Component: (await import('./routes/admin-home')).AdminHomeRoute });
const adminHomeHandle = handle((t) => ({ title: t('admin:meta.dashboard') }));

const admin: RouteObject = {
  path: paths.admin.root,
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
            { id: 'admin-home', index: true, lazy: adminHome, handle: adminHomeHandle },
            { id: 'admin-dashboard', path: paths.admin.dashboard, lazy: adminHome, handle: adminHomeHandle },
            {
              id: 'admin-not-found',
              path: '*',
              element: <NotFound homeHref={paths.admin.root} />,
              handle: handle((t) => ({ title: t('admin:meta.notFound') })),
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

function publicChildren(_store: AppStore): RouteObject[] {
  return [publicLayout];
}
