import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { type AppStore, makeStore, type RootState } from '../app/store';
import { api } from '../lib/api';
import { createI18n } from '../lib/i18n';
import type { Language } from '../lib/language';

interface Options {
  preloadedState?: Partial<RootState>;
  /** English by default so assertions read naturally; pass 'es' to test the Spanish texts. */
  lang?: Language;
  /** The URL the memory router starts at. */
  route?: string;
  /** A route table (or the app's route factory) to render; without it `ui` is rendered at every path. */
  routes?: RouteObject[] | ((store: AppStore) => RouteObject[]);
}

/** Renders with the same providers as the app (store, i18n, theme) and a memory router. */
export function renderWithProviders(ui: ReactElement | null, options: Options = {}) {
  const { preloadedState, lang = 'en', route = '/', routes } = options;
  const store = makeStore(preloadedState, { api });
  const i18n = createI18n(lang);
  const table = typeof routes === 'function' ? routes(store) : routes;
  const router = createMemoryRouter(table ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, i18n, router, user };
}
