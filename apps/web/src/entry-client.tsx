import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createEmotionCache } from './app/emotion-cache';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { createI18n } from './lib/i18n';
import { detectClientLanguage } from './lib/language';
import { setLoginNavigator } from './lib/login-redirect';

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // Public pages arrive rendered (hydrate); /admin arrives as an empty shell (render from scratch).
  const serverRendered = container.firstElementChild !== null;

  const store = makeStore(window.__PRELOADED_STATE__);
  delete window.__PRELOADED_STATE__;
  const i18n = createI18n(detectClientLanguage());
  // Vite writes the CSP nonce on <meta property="csp-nonce"> (vite.config.ts html.cspNonce); styles
  // Emotion inserts from now on carry it too.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  const emotionCache = createEmotionCache(nonce);
  // Without explicit hydrationData the router reads window.__staticRouterHydrationData, which
  // StaticRouterProvider wrote, and also revives route errors (404 responses) from it.
  const router = createBrowserRouter(routes);
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

start();
