import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The admin of the request; the auth plugin has already refused admin-only routes without one. */
export function adminIdOf(request: FastifyRequest): number {
  if (!request.admin) throw AppError.unauthorized();
  return request.admin.id;
}
