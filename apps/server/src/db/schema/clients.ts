import { type SQL, sql } from 'drizzle-orm';
import { index, integer, type PgColumn, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Everything a client search looks in, as one text: name, last name, e-mail, phone and the phone's
 * digits, separated by spaces. A trigram index on it lets `ILIKE '%word%'` skip the rows that cannot
 * match; the searches keep their exact per-field conditions, so this only narrows (a word without
 * spaces that is in one field is in this text too). The index and the queries must use this very
 * expression for the planner to match them.
 */
export function clientSearchText(t: {
  name: PgColumn;
  lastname: PgColumn;
  email: PgColumn;
  phone: PgColumn;
}): SQL {
  return sql`(${t.name} || ' ' || ${t.lastname} || ' ' || coalesce(${t.email}, '') || ' ' || ${t.phone} || ' ' || regexp_replace(${t.phone}, '[^0-9]', '', 'g'))`;
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_email_unique').on(sql`lower(${t.email})`),
    index('clients_name_idx').on(t.lastname, t.name),
    // The order of the clients list (lower(lastname), lower(name), id): a page is read from the index
    // instead of sorting every client.
    index('clients_sort_idx').on(sql`lower(${t.lastname})`, sql`lower(${t.name})`, t.id),
    index('clients_search_trgm_idx').using('gin', sql`${clientSearchText(t)} gin_trgm_ops`),
  ],
);
