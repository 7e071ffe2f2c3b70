import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';

interface AppProvidersProps {
  store: AppStore;
  i18n: i18n;
  /** Given by both entries (server: per request with the nonce); tests use Emotion's default. */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** Everything a page needs around it, the same on the server, in the browser and in tests. */
export function AppProviders({ store, i18n, emotionCache, children }: AppProvidersProps) {
  const app = (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
