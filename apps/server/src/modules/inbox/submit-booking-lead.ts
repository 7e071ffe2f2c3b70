import type { bookingInput } from '@app/shared/inbox';
import type { Language } from '@app/shared/site';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { bookingLeadsRepository } from './inbox.repository.ts';

/**
 * Stores a Book Now submission as a lead. The visitor's page may name a service that was deleted (or the
 * ids of another type) since it loaded: the lead is kept anyway, by service name, without the stale link.
 */
export async function submitBookingLead(
  db: DbOrTx,
  input: z.output<typeof bookingInput>,
  context: { language: Language },
) {
  const { serviceId, serviceType, language: _fromBody, ...fields } = input;
  const actualType = serviceId ? await bookingLeadsRepository.serviceType(db, serviceId) : undefined;
  const linked = actualType !== undefined && (!serviceType || serviceType === actualType);
  return bookingLeadsRepository.insert(db, {
    ...fields,
    serviceId: linked ? serviceId : null,
    serviceType: serviceType ?? actualType ?? null,
    language: context.language,
  });
}
