import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { services, serviceType } from './catalog.ts';
import { reservations } from './reservations.ts';

/** Reviews visitors write on the site (SPEC.md "own review"); plain text, never HTML. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    businessReply: text('business_reply'),
    /**
     * pending (a visitor's review waiting for approval), published (shown on the site, counted in the
     * rating) or hidden (kept, not shown). Reviews from before moderation stay as they were shown.
     */
    status: text('status').notNull().default('published'),
    /** Created by the demo seed; removed with the rest of the demo content (DELETE /api/demo-content). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', sql`${t.status} in ('pending', 'published', 'hidden')`),
    index('reviews_status_idx').on(t.status, t.createdAt),
  ],
);

/** Messages from the contact form (SPEC.md "contact message"). */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  areaCode: text('area_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull(),
  language: text('language').notNull().default('es'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Book Now submissions (SPEC.md "booking data"): leads the admin turns into reservations. */
export const bookingLeads = pgTable('booking_leads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  serviceName: text('service_name').notNull(),
  serviceType: serviceType('service_type'),
  serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  /** A car's or yacht's lead: the instants asked for; start_date/end_date are then their Miami dates. */
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  /** The visitor's phone, E.164, when given (optional on the form). */
  phone: text('phone'),
  /** The reservation made from this lead: set when it is saved; until then the lead stays open. */
  reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  language: text('language').notNull().default('es'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
