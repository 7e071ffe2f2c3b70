import type { ServiceType } from '@app/shared/catalog';
import type { DbOrTx } from '../../db/client.ts';
import { servicesRepository } from './services.repository.ts';

/** The public (published) services of a type with when each last changed (the sitemap's pages), at most `limit`. */
export async function servicePages(db: DbOrTx, type: ServiceType, limit: number) {
  const { rows } = await servicesRepository.list(db, type, {}, { limit, offset: 0 }, 'public');
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt }));
}
