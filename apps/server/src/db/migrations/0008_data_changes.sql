-- Written by hand (drizzle cannot express triggers). Every table announces its committed writes on the
-- channel "data_changed" (one notification per table and transaction, sent at commit), whatever wrote
-- them: a request of any server process, a background job, a CLI command, a restore. A server process
-- that listens keeps in-memory answers only while no write has been announced since it built them
-- (src/db/change-feed.ts, docs/decisions/0015-admin-lists-cached-until-a-write.md).
-- A new table needs the same trigger; src/db/change-feed.test.ts fails until it has one.
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('data_changed', TG_TABLE_NAME);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "admins_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admins"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "app_meta_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_meta"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "images_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "service_images_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "services_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "clients_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clients"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "booking_leads_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_leads"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "contact_messages_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contact_messages"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "listing_reviews_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_reviews"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "listing_sync_runs_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_sync_runs"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reservations_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reservations"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reservation_payments_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reservation_payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reservation_status_history_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reservation_status_history"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "reservation_notifications_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reservation_notifications"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "mail_outbox_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mail_outbox"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "mail_outbox_attachments_notify_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mail_outbox_attachments"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
