import { normalizeReservationCode, reservationMessages } from '@app/shared/reservations';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TokenService } from '../auth/tokens.ts';
import { reservationsRepository } from './reservations.repository.ts';

/**
 * POST /reservations/lookup: a guest proves they own a reservation with its code and their e-mail and
 * gets an access token to its guest view. One answer for a wrong code and a wrong e-mail alike, so the
 * call tells nothing about which codes exist.
 */
export async function lookupReservation(
  db: Db,
  tokens: TokenService,
  input: { code: string; email: string },
) {
  const code = normalizeReservationCode(input.code);
  const id = code ? await reservationsRepository.findIdByCodeAndEmail(db, code, input.email) : undefined;
  if (!id) throw AppError.notFound(reservationMessages.lookupNotFound);
  return { id, accessToken: await tokens.signGuest(id) };
}
