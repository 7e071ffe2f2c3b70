import { normalizeReservationCode, reservationMessages } from '@app/shared/reservations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TokenService } from '../auth/tokens.ts';
import { reservationsRepository } from './reservations.repository.ts';

/**
 * POST /reservations/lookup: a guest proves they own a reservation with its code and their e-mail and
 * gets an access token to its guest view. One answer for a wrong code and a wrong e-mail alike, so the
 * call tells nothing about which codes exist. A cancelled reservation has no guest view.
 */
export async function lookupReservation(
  db: Db,
  tokens: TokenService,
  input: { code: string; email: string },
) {
  const code = normalizeReservationCode(input.code);
  const found = code ? await reservationsRepository.findGuestHolder(db, code, input.email) : undefined;
  if (!found || found.status === 'cancelled')
    throw new AppError('RESERVATION_LOOKUP_FAILED', reservationMessages.lookupNotFound);
  return {
    id: found.id,
    accessToken: await tokens.signGuest({ reservationId: found.id, clientId: found.clientId }),
  };
}

// The same words as an admin's expired session (SPEC.md section 8); the code tells the two apart.
const guestAccessDenied = () => new AppError('GUEST_ACCESS_DENIED', 'Unauthorized: Please log in again.');

/**
 * The guard of the guest's routes (GET /reservations/:id, its PDF download): an admin passes; anyone
 * else needs `?access=` with this reservation's token, and the token stops working once the
 * reservation is cancelled or moved to another client. A reservation that is gone is the handler's 404.
 */
export function requireGuestAccess(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    if (request.admin) return;
    const access = (request.query as { access?: unknown }).access;
    const id = Number((request.params as { id?: unknown }).id);
    const granted = typeof access === 'string' ? await app.tokens.verifyGuest(access) : null;
    if (!granted || granted.reservationId !== id) throw guestAccessDenied();
    const holder = await reservationsRepository.holderOf(app.db, id);
    if (holder && (holder.status === 'cancelled' || holder.clientId !== granted.clientId)) {
      throw guestAccessDenied();
    }
  };
}

/**
 * The options of a guest route (the guest view, its PDF): public for the auth plugin, guarded here by
 * the admin's token or this reservation's access token. The one place both routes get it from.
 */
export function guestRoute(app: FastifyInstance) {
  return { config: { public: true }, preValidation: requireGuestAccess(app) };
}
