import 'virtual:design-tokens.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createEmotionCache } from './app/emotion-cache';
import { AppProviders } from './app/providers';
import { adminRoutesOnNavigation, createPublicRoutes } from './app/router';
import { makeStore, serverStateReceived } from './app/store';
import { createClientI18n } from './lib/i18n-client';
import { detectClientLanguage, isLanguage, persistLanguage } from './lib/language';
import { createLazyApi } from './lib/lazy-api';
import { setLoginNavigator } from './lib/login-redirect';

/**
 * Public pages are lazy routes (each page's code is its own chunk). A server-rendered page must have
 * its route modules in place before hydration, or the first render would not match the HTML.
 */
async function loadMatchedLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Gives the browser its main thread back for a moment (input, painting) before the next step: loading
 * the modules, creating the store and matching the routes would otherwise be one long task of 150-200
 * ms on a mid-range phone, during which a tap waits.
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // Public pages arrive rendered (hydrate); /admin arrives as an empty shell (render from scratch).
  const serverRendered = container.firstElementChild !== null;

  const api = createLazyApi(async () => (await import('./lib/api')).api);
  // The server's state arrives once the page's modules are in place: they inject its slices (app/store.ts).
  const store = makeStore(undefined, { api });
  const serverState = window.__PRELOADED_STATE__;
  delete window.__PRELOADED_STATE__;
  const language = detectClientLanguage();
  // The texts of this language only; the other one loads if the visitor switches (lib/i18n-client.ts).
  const i18nReady = createClientI18n(language, window.__I18N__);
  delete window.__I18N__;
  forgetLanguageParameter();
  // Vite writes the CSP nonce on <meta property="csp-nonce"> (vite.config.ts html.cspNonce); styles
  // Emotion inserts from now on carry it too.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  const emotionCache = createEmotionCache(nonce);
  // Without explicit hydrationData the router reads window.__staticRouterHydrationData, which
  // StaticRouterProvider wrote, and also revives route errors (404 responses) from it.
  await yieldToMain();
  // The public site's routes; the back-office's join with the first /admin path (app/router.tsx).
  const routes = createPublicRoutes(store);
  const [i18n] = await Promise.all([i18nReady, serverRendered ? loadMatchedLazyRoutes(routes) : null]);
  if (serverState) store.dispatch(serverStateReceived(serverState));
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: adminRoutesOnNavigation });
  setLoginNavigator((to) => void router.navigate(to, { replace: true }));

  const app = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} emotionCache={emotionCache}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

/**
 * A link with ?lang=en (hreflang alternates, shared links) rendered the page in that language; the
 * choice is kept like one made in the language menu and the parameter leaves the address bar, so it
 * does not override a later choice on reload.
 */
function forgetLanguageParameter() {
  const url = new URL(window.location.href);
  const lang = url.searchParams.get('lang');
  if (lang === null) return;
  if (isLanguage(lang)) persistLanguage(lang);
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

void start();
