import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

type SearchColumns = { name: PgColumn; lastname: PgColumn; email: PgColumn; phone: PgColumn };

/**
 * What a client search looks in, as one text: name, last name, e-mail and phone joined by spaces. A
 * word without spaces is in this text exactly when it is in one of the fields (a match cannot cross a
 * space it does not contain), so one `ILIKE '%word%'` on it replaces four, and a trigram index on it
 * answers that ILIKE. The index and the queries must use this very expression for the planner to
 * match them.
 */
export function clientSearchText(t: SearchColumns): SQL {
  return sql`(${t.name} || ' ' || ${t.lastname} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.phone})`;
}

/** The phone's digits alone, so '3055550101' finds '+1 (305) 555-0101'; trigram-indexed too. */
export function clientPhoneDigits(t: SearchColumns): SQL {
  return sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`;
}

/** Guests (SPEC.md "client/user"). The e-mail links a guest's reservations; unique when present. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    email: text('email'),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    notes: text('notes').notNull().default(''),
    language: text('language').notNull().default('es'),
    /** Created by the demo seed; removed with the rest of the demo content (DELETE /api/demo-content). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Stored, so that a search compares a column instead of joining four fields and running a regular
    // expression on every row it scans (migration 0011); the trigram indexes below are on them.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => clientSearchText(clients)),
    phoneDigits: text('phone_digits')
      .notNull()
      .generatedAlwaysAs((): SQL => clientPhoneDigits(clients)),
  },
  (t) => [
    uniqueIndex('clients_email_unique').on(sql`lower(${t.email})`),
    index('clients_name_idx').on(t.lastname, t.name),
    // The order of the clients list (lower(lastname), lower(name), id): a page is read from the index
    // instead of sorting every client. Migration 0010 adds INCLUDE (lastname, name) by hand (drizzle
    // cannot say it), so that a page's ids come from the index alone.
    index('clients_sort_idx').on(sql`lower(${t.lastname})`, sql`lower(${t.name})`, t.id),
    index('clients_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('clients_phone_digits_trgm_idx').using('gin', t.phoneDigits.op('gin_trgm_ops')),
  ],
);
