import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteOrigin } from '../modules/seo/site-origin.ts';

export interface WebOptions {
  mode: 'production' | 'development';
  /** The site's public address (PUBLIC_URL) for canonical and Open Graph URLs; never the request's Host. */
  publicUrl?: string | undefined;
  /** apps/web: holds index.html and src/ (development) and dist/ (production). */
  root: string;
}

type Lang = 'es' | 'en';
interface RenderResult {
  status: number;
  lang: Lang;
  head: string;
  html: string;
  redirect?: string;
}
interface TransportRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}
type Transport = (
  request: TransportRequest,
) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
type Render = (input: {
  url: string;
  lang: Lang;
  nonce: string;
  transport: Transport;
  origin: string;
}) => Promise<RenderResult>;

const LANG_COOKIE = /(?:^|;\s*)lang=(es|en)(?:;|$)/;

/**
 * The page's language: `?lang=es|en` first (the hreflang alternates and shared links name it; the
 * browser then keeps it as the visitor's choice), else the `lang` cookie of the language menu, else
 * Spanish.
 */
export function languageOf(request: FastifyRequest): Lang {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (query === 'es' || query === 'en') return query;
  const match = LANG_COOKIE.exec(request.headers.cookie ?? '');
  return (match?.[1] as Lang | undefined) ?? 'es';
}

function fill(template: string, values: { lang: string; head: string; html: string; nonce: string }) {
  return template
    .replace('<!--app-lang-->', values.lang)
    .replace('<!--app-head-->', () => values.head)
    .replace('<!--app-html-->', () => values.html)
    .replaceAll('%CSP_NONCE%', values.nonce);
}

const isAdminPath = (url: string) =>
  url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/**
 * Serves the web app: hashed assets with immutable caching, public routes rendered on the server,
 * /admin paths as the client-only shell. In development Vite serves the sources with hot reload.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  let loadTemplate: (url: string) => Promise<string>;
  let loadRender: () => Promise<Render>;
  let serveFile: (pathname: string, reply: FastifyReply) => boolean = () => false;

  if (options.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: options.root,
      configFile: path.join(options.root, 'vite.config.ts'),
      server: { middlewareMode: true },
      appType: 'custom',
    });
    await app.register(middie);
    app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    loadTemplate = async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(options.root, 'index.html'), 'utf8'));
    loadRender = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')).render as Render;
  } else {
    const clientDir = path.join(options.root, 'dist/client');
    const template = await readFile(path.join(clientDir, 'index.html'), 'utf8').catch(() => {
      throw new Error(`The web app is not built (${clientDir} is missing): run \`npm run build\` first`);
    });
    const { render } = (await import(
      pathToFileURL(path.join(options.root, 'dist/server/entry-server.js')).href
    )) as {
      render: Render;
    };
    loadTemplate = async () => template;
    loadRender = async () => render;

    // Only files that exist at start are served as files; every other path is a page.
    const files = new Set(
      (await readdir(clientDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map(
          (entry) =>
            `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
        )
        .filter((file) => file !== '/index.html'),
    );
    await app.register(fastifyStatic, { root: clientDir, serve: false });
    serveFile = (pathname, reply) => {
      if (!files.has(pathname)) return false;
      // Assets carry a content hash in their name: they never change, browsers may keep them a year.
      const hashed = pathname.startsWith('/assets/');
      void reply.sendFile(pathname.slice(1), clientDir, {
        immutable: hashed,
        maxAge: hashed ? '365d' : '1d',
      });
      return true;
    };
  }

  /** The server renderer's API calls, answered in-process by this app as the visitor (no admin token). */
  async function callApi(page: FastifyRequest, req: TransportRequest) {
    if (!req.url.startsWith('/api/')) throw new Error(`The renderer may only call the API, not ${req.url}`);
    const { authorization: _dropped, ...headers } = req.headers;
    const response = await app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: {
        ...headers,
        'x-forwarded-for': page.ip,
        ...(page.headers.cookie ? { cookie: page.headers.cookie } : {}),
      },
      ...(req.body !== undefined ? { payload: req.body } : {}),
    });
    const responseHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders[name] = String(value);
    }
    return { status: response.statusCode, headers: responseHeaders, body: response.body };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const lang = languageOf(request);
    const template = await loadTemplate(url);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (isAdminPath(url)) {
      return reply.send(fill(template, { lang, head: '', html: '', nonce: reply.scriptNonce }));
    }
    const render = await loadRender();
    const result = await render({
      url,
      lang,
      nonce: reply.scriptNonce,
      transport: (req) => callApi(request, req),
      origin: siteOrigin(options.publicUrl),
    });
    if (result.redirect) return reply.redirect(result.redirect, 302);
    return reply
      .status(result.status)
      .send(
        fill(template, { lang: result.lang, head: result.head, html: result.html, nonce: reply.scriptNonce }),
      );
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
    if (serveFile(decodeURIComponent(request.url.split('?')[0] ?? ''), reply)) return reply;
    return sendPage(request, reply);
  });
  app.get('/', { schema: { hide: true } }, sendPage);
});
