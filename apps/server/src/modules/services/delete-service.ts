import type { ServiceType } from '@app/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isReferenceViolation } from '../../lib/pg-errors.ts';
import { deleteUnusedImages } from '../uploads/images.ts';
import { serviceNotFound } from './save-service.ts';
import { type ServiceRow, servicesRepository } from './services.repository.ts';

/** Which table refers to the service, from PostgreSQL's error ("... referenced from table "x"."). */
function referencingTable(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { table, detail } = e as { table?: unknown; detail?: unknown };
    const fromDetail = typeof detail === 'string' ? /from table "([^"]+)"/.exec(detail)?.[1] : undefined;
    if (fromDetail) return fromDetail;
    if (typeof table === 'string' && table !== 'services') return table;
  }
  return undefined;
}

/** What DELETE did: removed the service, or archived it because reservations refer to it. */
export type DeleteOutcome = { archived: false } | { archived: true; service: ServiceRow };

/**
 * Deletes a service, then the images no other service uses. A service that reservations refer to is
 * archived instead (hidden, kept for them; the admin can restore it). Rows that merely mention it
 * (booking leads) let go of it by themselves (ON DELETE SET NULL); any other row that needs it makes
 * PostgreSQL refuse, and the admin gets a 409 that says what to do.
 */
export async function deleteService(db: DbOrTx, type: ServiceType, id: number): Promise<DeleteOutcome> {
  let outcome: { archived: ServiceRow | undefined; hashes: string[] };
  try {
    outcome = await db.transaction(async (tx) => {
      // Locked, so a reservation written meanwhile waits and the check below holds.
      if (!(await servicesRepository.findById(tx, type, id, { forUpdate: true }))) throw serviceNotFound();
      if (await servicesRepository.hasReservations(tx, id)) {
        const archived = await servicesRepository.update(tx, type, id, {
          published: false,
          archivedAt: new Date(),
        });
        return { archived, hashes: [] };
      }
      const images = (await servicesRepository.imageHashes(tx, [id])).get(id) ?? [];
      if (!(await servicesRepository.delete(tx, type, id))) throw serviceNotFound();
      return { archived: undefined, hashes: images };
    });
  } catch (error) {
    if (!isReferenceViolation(error)) throw error;
    const table = referencingTable(error);
    throw new AppError(
      table === 'reservations' ? 'SERVICE_HAS_RESERVATIONS' : 'SERVICE_IN_USE',
      `This service cannot be deleted because ${table ? `${table.replaceAll('_', ' ')} refer` : 'other records refer'} to it. Remove or reassign them first.`,
      table ? { referencedBy: table } : undefined,
    );
  }
  if (outcome.archived) return { archived: true, service: outcome.archived };
  await deleteUnusedImages(db, outcome.hashes);
  return { archived: false };
}

/**
 * Brings an archived service back, hidden: the admin publishes it when it is ready. A service that is
 * not archived is answered as it is (restoring twice changes nothing).
 */
export async function restoreService(db: DbOrTx, type: ServiceType, id: number): Promise<ServiceRow> {
  return db.transaction(async (tx) => {
    const current = await servicesRepository.findById(tx, type, id, { forUpdate: true });
    if (!current) throw serviceNotFound();
    if (!current.archivedAt) return current;
    const row = await servicesRepository.update(tx, type, id, { archivedAt: null, published: false });
    return row ?? current;
  });
}
