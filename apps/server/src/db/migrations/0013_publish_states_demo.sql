ALTER TABLE "services" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand: a service without a price is hidden (it can never be public), and the rows the demo
-- seed wrote before this migration are marked as demo. The seed writes everything in one transaction,
-- so its services, clients and reservations carry that transaction's now(), the same instant as the
-- app_meta marker row's updated_at (first seed); its reviews are matched by author and rating.
UPDATE "services" SET "published" = false WHERE "price_cents" = 0;--> statement-breakpoint
UPDATE "services" SET "is_demo" = true WHERE "created_at" = (SELECT "updated_at" FROM "app_meta" WHERE "key" = 'demo_seeded_at');--> statement-breakpoint
UPDATE "clients" SET "is_demo" = true WHERE "created_at" = (SELECT "updated_at" FROM "app_meta" WHERE "key" = 'demo_seeded_at');--> statement-breakpoint
UPDATE "reservations" SET "is_demo" = true WHERE "created_at" = (SELECT "updated_at" FROM "app_meta" WHERE "key" = 'demo_seeded_at');--> statement-breakpoint
UPDATE "reviews" SET "is_demo" = true
WHERE "created_at" < (SELECT "updated_at" FROM "app_meta" WHERE "key" = 'demo_seeded_at')
  AND ("first_name", "last_name", "rating") IN (('Valentina', 'Rossi', 5), ('James', 'Whitaker', 5), ('', '', 4),
    ('Sofía', 'Benítez', 5), ('Daniel', 'Okafor', 5), ('Camila', 'Duarte', 4), ('Emily', 'Chen', 5));
