import { Writable } from 'node:stream';
import createEmotionServer from '@emotion/server/create-instance';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createEmotionCache } from './app/emotion-cache';
import type { AnyNamespaceT } from './app/page-meta';
import { resolvePageMeta } from './app/page-meta';
import { AppProviders } from './app/providers';
import { createPublicRoutes, NOT_FOUND_ROUTE_ID } from './app/router';
import { makeStore } from './app/store';
import { headTags, headTagsToHtml } from './features/seo/head-tags';
import { type ApiTransport, createApi, transportAdapter } from './lib/api';
import { escapeHtml, serializeForScript } from './lib/html';
import { createI18n, publicResources } from './lib/i18n';

export interface RenderInput {
  url: string;
  lang: 'es' | 'en';
  nonce: string;
  /** The API, reached in-process by the server (no network round trip). */
  transport: ApiTransport;
  /** 'https://example.com': canonical and Open Graph URLs are absolute; root-relative without it. */
  origin?: string;
}

export interface RenderResult {
  status: number;
  lang: 'es' | 'en';
  head: string;
  html: string;
  redirect?: string;
}

const RENDER_TIMEOUT_MS = 10_000;

/** Renders one public page for the server (apps/server/src/plugins/web.ts fills index.html with it). */
export async function render({
  url,
  lang,
  nonce,
  transport,
  origin = '',
}: RenderInput): Promise<RenderResult> {
  // Only the path and query of the URL matter; the origin is a placeholder.
  const request = new Request(new URL(url.startsWith('/') ? url : `/${url}`, 'http://localhost'), {
    headers: { 'accept-language': lang },
  });
  // Per request: the store the loaders fill is this visitor's.
  const store = makeStore(undefined, { api: createApi(transportAdapter(transport)) });
  const handler = createStaticHandler(createPublicRoutes(store));
  const context = await handler.query(request);

  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { status: context.status, lang, head: '', html: '', redirect: location };
    }
    throw new Error(`Unexpected response from the route handler: ${context.status}`);
  }

  const i18n = createI18n(lang);
  const emotionCache = createEmotionCache(nonce);
  const emotionServer = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = await renderToHtml(
    <StrictMode>
      <AppProviders store={store} i18n={i18n} emotionCache={emotionCache}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </AppProviders>
    </StrictMode>,
    nonce,
  );

  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  const meta = await resolvePageMeta(
    context.matches.map((match) => ({ handle: match.route.handle, params: match.params })),
    i18n.t as unknown as AnyNamespaceT,
    { state: store.getState(), lang, origin },
  );
  const pathname = context.location.pathname;
  const notFound = context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID);
  const nonceAttribute = escapeHtml(nonce);

  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    headTagsToHtml(headTags(meta, { origin, pathname, lang }), nonce),
    styles,
    `<script nonce="${nonceAttribute}">window.__PRELOADED_STATE__=${serializeForScript(store.getState())};window.__LANG__=${serializeForScript(lang)};window.__I18N__=${serializeForScript(publicResources(lang))}</script>`,
  ].join('\n');

  return { status: notFound ? 404 : context.statusCode, lang, head, html };
}

/**
 * React's streaming renderer, waiting for onAllReady and collecting the whole document: Emotion can
 * only extract the critical CSS of finished HTML, and search engines get the complete page with no
 * streaming scripts. (renderToString would not wait for Suspense boundaries such as lazy components.)
 */
function renderToHtml(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);

    let failure: unknown;
    const stream = renderToPipeableStream(element, {
      nonce,
      // React moves a Suspense boundary larger than this many bytes out of place (a hidden copy swapped
      // in by an inline script). The page is sent whole, so every boundary stays in place: the visitor
      // and search engines get the content where it belongs, and nothing moves when the script runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failure) reject(failure);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error('Server render timed out')), RENDER_TIMEOUT_MS).unref();
  });
}
