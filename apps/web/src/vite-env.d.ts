/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; the web app and the API share an origin by default ('/api'). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:design-tokens.css';
