import type { ServiceType } from '@app/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isReferenceViolation } from '../../lib/pg-errors.ts';
import { deleteUnusedImages } from '../uploads/images.ts';
import { serviceNotFound } from './save-service.ts';
import { servicesRepository } from './services.repository.ts';

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

/**
 * Deletes a service, then the images no other service uses. Rows that merely mention it (booking
 * leads) let go of it by themselves (ON DELETE SET NULL); rows that need it (reservations of an
 * apartment) make PostgreSQL refuse, and the admin gets a 409 that says what to do.
 */
export async function deleteService(db: DbOrTx, type: ServiceType, id: number): Promise<void> {
  let hashes: string[];
  try {
    hashes = await db.transaction(async (tx) => {
      const images = (await servicesRepository.imageHashes(tx, [id])).get(id) ?? [];
      if (!(await servicesRepository.delete(tx, type, id))) throw serviceNotFound();
      return images;
    });
  } catch (error) {
    if (!isReferenceViolation(error)) throw error;
    const table = referencingTable(error);
    // Reservations are the usual case, and the one the back-office words for itself.
    throw new AppError(
      table === 'reservations' ? 'SERVICE_HAS_RESERVATIONS' : 'SERVICE_IN_USE',
      `This service cannot be deleted because ${table ? `${table.replaceAll('_', ' ')} refer` : 'other records refer'} to it. Remove or reassign them first.`,
      table ? { referencedBy: table } : undefined,
    );
  }
  await deleteUnusedImages(db, hashes);
}
