import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const serviceType = pgEnum('service_type', ['cars', 'yachts', 'apartments', 'villas']);

/** How a service is booked and charged (ARCHITECTURE.md "Every service bookable"). */
export const bookingUnit = pgEnum('booking_unit', ['night', 'day', 'hour']);

/** Text in both languages of the site; the Spanish text is the primary one (SPEC.md: es default). */
export type LocalizedText = { es?: string; en?: string };

/**
 * One table for the four service types (SPEC.md section 3): the columns are the union of their
 * fields; a type leaves the ones it does not have at their defaults. Money in integer cents.
 */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: serviceType('type').notNull(),
    name: text('name').notNull().default(''),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Optional translations of name and description shown when the visitor's language matches. */
    translations: jsonb('translations').$type<{ name?: LocalizedText; description?: LocalizedText }>(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    passengers: integer('passengers').notNull().default(0),
    capacity: integer('capacity').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    rooms: integer('rooms').notNull().default(0),
    address: text('address').notNull().default(''),
    unitNumber: text('unit_number').notNull().default(''),
    /** Follows the type, so it can never disagree with it: stays by the night, cars by the day, yachts by the hour. */
    bookingUnit: bookingUnit('booking_unit')
      .notNull()
      .generatedAlwaysAs(
        sql`(case "type" when 'cars' then 'day'::booking_unit when 'yachts' then 'hour'::booking_unit else 'night'::booking_unit end)`,
      ),
    /** The turnaround kept free after each booking; null: the type's default (@app/shared/booking-units). */
    bufferMinutes: integer('buffer_minutes'),
    /** Yachts: the hours a charter may last; null: the default [4, 6, 8]. */
    durations: integer('durations').array(),
    /**
     * Chosen by the admin. The public site shows a service only while it is published, has a price and
     * is not archived (servicesRepository's visibleTo), whatever code wrote the row.
     */
    published: boolean('published').notNull().default(true),
    /** Set when a service that reservations refer to is "deleted": hidden and kept for them. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Created by the demo seed; removed with the rest of the demo content (DELETE /api/demo-content). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_type_price_idx').on(t.type, t.priceCents),
    check('services_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'services_counts_nonnegative',
      sql`${t.passengers} >= 0 and ${t.capacity} >= 0 and ${t.bathrooms} >= 0 and ${t.rooms} >= 0`,
    ),
    check('services_buffer_range', sql`${t.bufferMinutes} between 0 and 10080`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images, stored in the database so every server instance sees them. `hash` is the SHA-256
 * of the stored (resized, metadata-free) bytes and names the public URL, so a URL never changes content.
 */
export const images = pgTable('images', {
  hash: text('hash').primaryKey(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ordered images of a service; position 0 is the cover. */
export const serviceImages = pgTable(
  'service_images',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    imageHash: text('image_hash')
      .notNull()
      .references(() => images.hash, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.position] }),
    index('service_images_hash_idx').on(t.imageHash),
  ],
);

/**
 * One row whose version rises with every statement that changes rows of services or service_images
 * (triggers written by hand in migration 0010, whatever code or tool writes). A process keeps a public
 * catalogue list it has built while this version has not moved (decision 0019). Not data: backups
 * leave it out.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_one_row', sql`${t.id} = 1`)],
);
