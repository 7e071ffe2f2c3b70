import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './admins.ts';
import { services } from './catalog.ts';

/**
 * An iCal feed of another channel (Airbnb, VRBO, Booking.com) imported into one service's calendar
 * (ARCHITECTURE.md "Calendar sync"). Its events are the calendar_blocks that name it; a failed fetch
 * keeps them and records the error beside the feed.
 */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** `ok` or `error` after the first sync; null before. */
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_imports_service_url_unique').on(t.serviceId, t.url)],
);

/**
 * Time a service is not bookable without a reservation of ours: a manual block (owner stay,
 * maintenance; import_id null) or an event of an imported feed (import_id and its UID). Night units keep
 * the dates [start_date, end_date) (end exclusive); day and hour units the instants. starts_at/ends_at
 * are always set, the busy range of the block (a night unit's dates from midnight in Miami), so one
 * range test serves every unit, as the reservations' busy range does (decision 0038).
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    importId: integer('import_id').references(() => calendarImports.id, { onDelete: 'cascade' }),
    /** The event's key in its feed (its UID, made unique within the feed); null for a manual block. */
    externalUid: text('external_uid'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The owner's reason, or the imported event's summary (shown to staff only, never exported). */
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_blocks_service_range_idx').on(t.serviceId, t.startsAt),
    uniqueIndex('calendar_blocks_import_uid_unique').on(t.importId, t.externalUid),
    check('calendar_blocks_range_order', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'calendar_blocks_dates',
      sql`(${t.startDate} is null and ${t.endDate} is null) or ${t.endDate} > ${t.startDate}`,
    ),
    check('calendar_blocks_import_has_uid', sql`(${t.importId} is null) = (${t.externalUid} is null)`),
  ],
);

/**
 * The secret of a service's public .ics URL (GET /api/calendars/{token}.ics). Kept readable, not
 * hashed, so the admin can be shown the URL again (decision 0041); renewing replaces it.
 */
export const calendarExports = pgTable(
  'calendar_exports',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_exports_token_unique').on(t.token)],
);
