import { peopleField, type ServiceFilters, type ServiceType } from '@app/shared/catalog';
import { toCents } from '@app/shared/money';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogVersion, serviceImages, services } from '../../db/schema/catalog.ts';
import { reservations } from '../../db/schema/reservations.ts';

export type ServiceRow = typeof services.$inferSelect;
/** The columns a create or an update may set (type, id and timestamps are not among them). */
export type ServiceColumns = Partial<
  Pick<
    typeof services.$inferInsert,
    | 'name'
    | 'brand'
    | 'model'
    | 'description'
    | 'translations'
    | 'priceCents'
    | 'passengers'
    | 'capacity'
    | 'bathrooms'
    | 'rooms'
    | 'address'
    | 'unitNumber'
    | 'bufferMinutes'
    | 'durations'
    | 'published'
    | 'archivedAt'
    | 'isDemo'
  >
>;

/**
 * Who is looking: a visitor sees published services only; the staff see every service that is not
 * archived, or (asking for `archived`) the archived ones.
 */
export type Audience = 'public' | 'staff';

/** Whether a row is public: published by the admin, with a price, not archived. */
export const isPublic = (row: Pick<ServiceRow, 'published' | 'priceCents' | 'archivedAt'>) =>
  row.published && row.priceCents > 0 && row.archivedAt === null;

/** The services an audience may see (the public condition is isPublic's, in SQL). */
export function visibleTo(audience: Audience, archived = false): SQL {
  if (audience === 'public') {
    return sql`(${services.published} and ${services.priceCents} > 0 and ${services.archivedAt} is null)`;
  }
  return archived ? isNotNull(services.archivedAt) : isNull(services.archivedAt);
}

/** A list's filters; `archived` (staff only) lists the archived services instead of the others. */
type ListFilters = Omit<ServiceFilters, 'scope'> & { archived?: boolean };

function filterConditions(type: ServiceType, filters: ListFilters, audience: Audience): SQL | undefined {
  const people = peopleField[type] === 'passengers' ? services.passengers : services.capacity;
  const conditions: (SQL | undefined)[] = [eq(services.type, type), visibleTo(audience, filters.archived)];
  if (filters.minPrice !== undefined) conditions.push(gte(services.priceCents, toCents(filters.minPrice)));
  if (filters.maxPrice !== undefined) conditions.push(lte(services.priceCents, toCents(filters.maxPrice)));
  if (filters.minPassengers !== undefined) conditions.push(gte(people, filters.minPassengers));
  if (filters.minCapacity !== undefined) conditions.push(gte(people, filters.minCapacity));
  if (filters.location !== undefined) {
    // strpos, not LIKE: the visitor's text is matched literally, % and _ included.
    conditions.push(sql`strpos(lower(${services.address}), lower(${filters.location})) > 0`);
  }
  return and(...conditions);
}

export const servicesRepository = {
  /** One page of a type's services, by id (stable), and how many match in all. */
  async list(
    db: DbOrTx,
    type: ServiceType,
    filters: ListFilters,
    page: { limit: number; offset: number },
    audience: Audience = 'public',
  ) {
    const where = filterConditions(type, filters, audience);
    const rows = await db
      .select()
      .from(services)
      .where(where)
      .orderBy(asc(services.id))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(services).where(where);
    return { rows, total: counted?.total ?? 0 };
  },

  /** One service of a type; `audience: 'public'` finds it only while it is published. */
  async findById(
    db: DbOrTx,
    type: ServiceType,
    id: number,
    options: { forUpdate?: boolean; audience?: Audience } = {},
  ) {
    const shown = options.audience === 'public' ? visibleTo('public') : undefined;
    const query = db
      .select()
      .from(services)
      .where(and(eq(services.type, type), eq(services.id, id), shown));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  },

  async insert(db: DbOrTx, type: ServiceType, columns: ServiceColumns) {
    const [row] = await db
      .insert(services)
      .values({ ...columns, type })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: DbOrTx, type: ServiceType, id: number, columns: ServiceColumns) {
    const [row] = await db
      .update(services)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(services.type, type), eq(services.id, id)))
      .returning();
    return row;
  },

  /** Whether any reservation refers to the service (it is then archived rather than deleted). */
  async hasReservations(db: DbOrTx, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.serviceId, id))
      .limit(1);
    return row !== undefined;
  },

  async delete(db: DbOrTx, type: ServiceType, id: number) {
    const [row] = await db
      .delete(services)
      .where(and(eq(services.type, type), eq(services.id, id)))
      .returning({ id: services.id });
    return row !== undefined;
  },

  /** The catalogue's version: raised by every statement that changes services or their images (0010). */
  async catalogVersion(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
    return row?.version ?? 0;
  },

  /** The image hashes of each service, cover first. */
  async imageHashes(db: DbOrTx, serviceIds: readonly number[]): Promise<Map<number, string[]>> {
    const byService = new Map<number, string[]>(serviceIds.map((id) => [id, []]));
    if (serviceIds.length === 0) return byService;
    const rows = await db
      .select({ serviceId: serviceImages.serviceId, hash: serviceImages.imageHash })
      .from(serviceImages)
      .where(inArray(serviceImages.serviceId, [...serviceIds]))
      .orderBy(asc(serviceImages.serviceId), asc(serviceImages.position));
    for (const row of rows) byService.get(row.serviceId)?.push(row.hash);
    return byService;
  },

  /** Sets the images of a service to `hashes`, in this order. */
  async replaceImages(db: DbOrTx, serviceId: number, hashes: readonly string[]) {
    await db.delete(serviceImages).where(eq(serviceImages.serviceId, serviceId));
    if (hashes.length === 0) return;
    await db
      .insert(serviceImages)
      .values(hashes.map((imageHash, position) => ({ serviceId, imageHash, position })));
  },
};
