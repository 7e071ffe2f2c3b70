import type { Admin, StaffRole } from '@app/shared/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { adminsRepository } from '../modules/auth/admins.repository.ts';
import type { TokenService, VerifiedToken } from '../modules/auth/tokens.ts';
import { roleMay } from './permissions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes are admin-only by default; a route that visitors may call says `config: { public: true }`. */
    public?: boolean;
    /** The answer is never stored by a browser or a proxy, whoever asks (login, guest lookup). */
    noStore?: boolean;
  }
  interface FastifyRequest {
    admin: Admin | null;
    /** The verified token of the admin: POST /auth/logout revokes it. */
    adminToken: VerifiedToken | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** Every registered route and whether it is public: read by the authorization matrix test. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The one place that guards the API (STYLE.md habit 2): every /api route requires an admin's bearer
 * token unless the route declares itself public. Unknown /api paths fall through to the 404 handler.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('admin', null);
    app.decorateRequest('adminToken', null);

    app.decorate('routeTable', [] as RouteEntry[]);
    app.addHook('onRoute', (route) => {
      // The API documentation is public (ARCHITECTURE.md, "API conventions").
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
      for (const method of [route.method].flat()) {
        app.routeTable.push({ method, url: route.url, public: route.config?.public === true });
      }
    });

    app.addHook('onRequest', async (request) => {
      // By the matched route, not the URL: an unknown /api path must reach the 404 handler, not a 401.
      if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return;
      const isPublic = request.routeOptions.config.public === true;
      const token = bearerToken(request);
      if (!token) {
        if (isPublic) return;
        throw AppError.unauthorized();
      }
      const claims = await app.tokens.verify(token);
      // Read on every request: a password reset (tokenVersion), a removal, a logout (revoked) or a new
      // role takes effect at once, on every instance.
      const admin = claims
        ? await adminsRepository.findForToken(app.db, claims.adminId, claims.jti)
        : undefined;
      if (!admin || !claims || admin.revoked || admin.tokenVersion !== claims.tokenVersion) {
        if (isPublic) return;
        throw AppError.unauthorized();
      }
      const role = admin.role as StaffRole;
      request.admin = { id: admin.id, email: admin.email, name: admin.name, role };
      request.adminToken = claims;
      // Public routes answer everyone; the others only the roles of the permission table.
      if (!isPublic && !roleMay(role, request.method, request.routeOptions.url)) {
        throw new AppError('ROLE_FORBIDDEN', 'Not allowed for your role', { role });
      }
    });

    // Issue 20: what an admin or a guest (with an access token) reads, and the answers that hand out
    // tokens, stay out of every cache, whatever caching the route itself would allow.
    app.addHook('onSend', async (request, reply) => {
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      const guest = (request.query as { access?: unknown } | undefined)?.access !== undefined;
      if (request.headers.authorization || guest || request.routeOptions.config.noStore) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
