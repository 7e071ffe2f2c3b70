import { CLIENT_EMAIL_TAKEN, type createClientInput, type updateClientInput } from '@app/shared/clients';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isReferenceViolation, isUniqueViolation } from '../../lib/pg-errors.ts';
import { type ClientValues, clientsRepository } from './clients.repository.ts';

export const clientNotFound = () => new AppError('CLIENT_NOT_FOUND', 'User not found');
const emailTaken = () => new AppError('CLIENT_EMAIL_TAKEN', CLIENT_EMAIL_TAKEN);

/** Fields not sent stay as they are; a field sent as null is cleared (stored as ''). */
function valuesOf(input: z.output<typeof updateClientInput>): ClientValues {
  const values: ClientValues = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    (values as Record<string, unknown>)[field] = value === null && field !== 'email' ? '' : value;
  }
  return values;
}

/** The e-mail is checked first for a clear answer; the unique index still decides between two racing writes. */
async function guardEmail<T>(
  db: DbOrTx,
  email: string | null | undefined,
  exceptId: number | undefined,
  write: () => Promise<T>,
) {
  if (email && (await clientsRepository.findByEmail(db, email, exceptId))) throw emailTaken();
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export function createClient(db: DbOrTx, input: z.output<typeof createClientInput>) {
  return guardEmail(db, input.email, undefined, () => clientsRepository.insert(db, valuesOf(input)));
}

export async function updateClient(db: DbOrTx, id: number, input: z.output<typeof updateClientInput>) {
  if (!(await clientsRepository.findById(db, id))) throw clientNotFound();
  const row = await guardEmail(db, input.email, id, () => clientsRepository.update(db, id, valuesOf(input)));
  if (!row) throw clientNotFound();
  return row;
}

/**
 * Deletes a client. One with reservations is kept: reservations reference clients (ON DELETE RESTRICT), so
 * the database refuses (SQLSTATE 23001, or 23503 for a NO ACTION key) and the answer is 409. The database
 * decides, not a count made before, so a reservation created at the same moment cannot slip through.
 */
export async function deleteClient(db: DbOrTx, id: number) {
  let deleted: boolean;
  try {
    deleted = await clientsRepository.delete(db, id);
  } catch (error) {
    if (isReferenceViolation(error)) {
      throw new AppError(
        'CLIENT_HAS_RESERVATIONS',
        'This client has reservations and cannot be deleted. Delete or reassign them first.',
      );
    }
    throw error;
  }
  if (!deleted) throw clientNotFound();
}
