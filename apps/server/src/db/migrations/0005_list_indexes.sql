-- Written by hand: trigram operators for the client search index below. In public, like btree_gist
-- (0002): extensions are per database and every schema reaches public. pg_trgm is a trusted extension,
-- so the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
DROP INDEX "reservation_payments_date_idx";--> statement-breakpoint
DROP INDEX "reservations_check_in_idx";--> statement-breakpoint
CREATE INDEX "clients_sort_idx" ON "clients" USING btree (lower("lastname"),lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin (("name" || ' ' || "lastname" || ' ' || coalesce("email", '') || ' ' || "phone" || ' ' || regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reservation_payments_date_id_idx" ON "reservation_payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "reservation_payments_client_idx" ON "reservation_payments" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reservations_check_in_id_idx" ON "reservations" USING btree ("check_in_date","id");--> statement-breakpoint
CREATE INDEX "reservations_check_out_idx" ON "reservations" USING btree ("check_out_date");--> statement-breakpoint
CREATE INDEX "reservations_payment_status_idx" ON "reservations" USING btree ("payment_status");