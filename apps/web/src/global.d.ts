import type { RootState } from './app/store';

declare global {
  interface Window {
    /** The Redux state the server rendered with (entry-server.tsx); read once by entry-client.tsx. */
    __PRELOADED_STATE__?: Partial<RootState>;
    /** The language the server rendered with. */
    __LANG__?: string;
    /** The public texts of that language (lib/i18n.ts publicResources); read once by entry-client.tsx. */
    __I18N__?: Record<string, Record<string, unknown>>;
  }
}
