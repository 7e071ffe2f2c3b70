CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);--> statement-breakpoint
-- Written by hand from here (drizzle cannot express triggers). Decision 0019: the admin answers are no
-- longer kept in memory, so the announcements of every table's writes (0008) go; only the public
-- catalogue is kept, against this version. It rises once per statement that changed rows of services
-- or service_images (an UPDATE or DELETE that matched nothing leaves it alone), at that statement's
-- commit for every reader, whatever wrote: a request of any instance, a job, a CLI command, a restore.
DROP TRIGGER "admins_notify_data_changed" ON "admins";--> statement-breakpoint
DROP TRIGGER "app_meta_notify_data_changed" ON "app_meta";--> statement-breakpoint
DROP TRIGGER "images_notify_data_changed" ON "images";--> statement-breakpoint
DROP TRIGGER "service_images_notify_data_changed" ON "service_images";--> statement-breakpoint
DROP TRIGGER "services_notify_data_changed" ON "services";--> statement-breakpoint
DROP TRIGGER "clients_notify_data_changed" ON "clients";--> statement-breakpoint
DROP TRIGGER "booking_leads_notify_data_changed" ON "booking_leads";--> statement-breakpoint
DROP TRIGGER "contact_messages_notify_data_changed" ON "contact_messages";--> statement-breakpoint
DROP TRIGGER "reviews_notify_data_changed" ON "reviews";--> statement-breakpoint
DROP TRIGGER "listing_reviews_notify_data_changed" ON "listing_reviews";--> statement-breakpoint
DROP TRIGGER "listing_sync_runs_notify_data_changed" ON "listing_sync_runs";--> statement-breakpoint
DROP TRIGGER "reservations_notify_data_changed" ON "reservations";--> statement-breakpoint
DROP TRIGGER "reservation_payments_notify_data_changed" ON "reservation_payments";--> statement-breakpoint
DROP TRIGGER "reservation_status_history_notify_data_changed" ON "reservation_status_history";--> statement-breakpoint
DROP TRIGGER "reservation_notifications_notify_data_changed" ON "reservation_notifications";--> statement-breakpoint
DROP TRIGGER "mail_outbox_notify_data_changed" ON "mail_outbox";--> statement-breakpoint
DROP TRIGGER "mail_outbox_attachments_notify_data_changed" ON "mail_outbox_attachments";--> statement-breakpoint
DROP FUNCTION "notify_data_changed"();--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Statement triggers see the rows the statement changed (its transition table); a statement that
-- changed none does not touch the version, so it neither drops the kept lists nor queues on the row.
CREATE FUNCTION "bump_catalog_version_if_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "changed_rows") THEN
		UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- TRUNCATE has no transition table: it always counts as a change.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_inserted_bump_catalog_version" AFTER INSERT ON "services"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_rows"();--> statement-breakpoint
CREATE TRIGGER "services_updated_bump_catalog_version" AFTER UPDATE ON "services"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_rows"();--> statement-breakpoint
CREATE TRIGGER "services_deleted_bump_catalog_version" AFTER DELETE ON "services"
	REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_rows"();--> statement-breakpoint
CREATE TRIGGER "services_truncated_bump_catalog_version" AFTER TRUNCATE ON "services"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "service_images_inserted_bump_catalog_version" AFTER INSERT ON "service_images"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_rows"();--> statement-breakpoint
CREATE TRIGGER "service_images_updated_bump_catalog_version" AFTER UPDATE ON "service_images"
	REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_rows"();--> statement-breakpoint
CREATE TRIGGER "service_images_deleted_bump_catalog_version" AFTER DELETE ON "service_images"
	REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_if_rows"();--> statement-breakpoint
CREATE TRIGGER "service_images_truncated_bump_catalog_version" AFTER TRUNCATE ON "service_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
-- The clients list's sort index also carries the names it sorts by: a page's ids are read from the index
-- alone (an index-only scan; PostgreSQL does not use one for an expression index without its columns).
DROP INDEX "clients_sort_idx";--> statement-breakpoint
CREATE INDEX "clients_sort_idx" ON "clients" USING btree (lower("lastname"),lower("name"),"id") INCLUDE ("lastname","name");
