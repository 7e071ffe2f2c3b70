import type { ServiceType } from '@app/shared/catalog';
import {
  type BookingUnit,
  bookingMessages,
  bookingRulesOf,
  type NewClientDetails,
  type ReservationClient,
} from '@app/shared/reservations';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { services } from '../../db/schema/catalog.ts';
import { clients } from '../../db/schema/clients.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

export const NOT_AN_APARTMENT = 'apartmentId: there is no apartment or villa with this id';
export const NO_SUCH_CLIENT = 'clientId: there is no client with this id';
export const CLIENT_EMAIL_TAKEN = 'A client with this e-mail already exists';

export interface BookableService {
  id: number;
  type: ServiceType;
  unit: BookingUnit;
  bufferMinutes: number;
  durations: number[];
}

/**
 * The service a reservation books, with its booking rules. Without a type (SPEC.md's apartmentId)
 * it must be an apartment or a villa; with one, a service of that type.
 */
export async function findBookable(
  tx: DbOrTx,
  serviceId: number,
  serviceType: ServiceType | undefined,
): Promise<BookableService> {
  const types: ServiceType[] = serviceType ? [serviceType] : ['apartments', 'villas'];
  const [row] = await tx
    .select({
      id: services.id,
      type: services.type,
      bufferMinutes: services.bufferMinutes,
      durations: services.durations,
    })
    .from(services)
    .where(and(eq(services.id, serviceId), inArray(services.type, types)));
  if (!row) {
    throw serviceType
      ? new AppError('APARTMENT_UNKNOWN', bookingMessages.notBookable)
      : new AppError('APARTMENT_UNKNOWN', NOT_AN_APARTMENT);
  }
  return { id: row.id, type: row.type, ...bookingRulesOf(row) };
}

/**
 * The client of a new reservation: the one of clientId, or the one with the e-mail of the details
 * (compared case-insensitively; its empty fields are filled from the details, nothing is overwritten),
 * or a new client made from the details.
 */
export async function resolveClient(
  tx: DbOrTx,
  client: ReservationClient,
  language: string,
): Promise<{ id: number; language: string }> {
  if (client.kind === 'existing') {
    const [row] = await tx
      .select({ id: clients.id, language: clients.language })
      .from(clients)
      .where(eq(clients.id, client.id));
    if (!row) throw new AppError('CLIENT_UNKNOWN', NO_SUCH_CLIENT);
    return row;
  }
  const details = client.details;
  // ON CONFLICT DO NOTHING: two bookings for one new e-mail at once link the same client, without an error.
  const [created] = await tx
    .insert(clients)
    .values({ ...details, language })
    .onConflictDoNothing()
    .returning({ id: clients.id, language: clients.language });
  if (created) return created;

  const [existing] = await tx
    .select()
    .from(clients)
    .where(sql`lower(${clients.email}) = ${details.email?.toLowerCase() ?? ''}`);
  if (!existing) throw new Error('client e-mail conflict without a client');
  const blanks: Partial<NewClientDetails> = {};
  for (const field of ['name', 'lastname', 'phone', 'address', 'city', 'country', 'notes'] as const) {
    if (!existing[field] && details[field]) blanks[field] = details[field];
  }
  if (Object.keys(blanks).length) {
    await tx
      .update(clients)
      .set({ ...blanks, updatedAt: new Date() })
      .where(eq(clients.id, existing.id));
  }
  return { id: existing.id, language: existing.language };
}

export async function assertClientExists(tx: DbOrTx, clientId: number) {
  const [row] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!row) throw new AppError('CLIENT_UNKNOWN', NO_SUCH_CLIENT);
}

/** Edits the fields sent of a reservation's client (the PUT's client fields without clientId). */
export async function updateClientDetails(tx: DbOrTx, clientId: number, changes: Partial<NewClientDetails>) {
  if (changes.email) {
    const [other] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(sql`lower(${clients.email}) = ${changes.email.toLowerCase()}`, ne(clients.id, clientId)));
    if (other) throw new AppError('CLIENT_EMAIL_TAKEN', CLIENT_EMAIL_TAKEN);
  }
  try {
    await tx
      .update(clients)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(clients.id, clientId));
  } catch (error) {
    if (isUniqueViolation(error, 'clients_email_unique'))
      throw new AppError('CLIENT_EMAIL_TAKEN', CLIENT_EMAIL_TAKEN);
    throw error;
  }
}
