DROP INDEX "clients_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin (("name" || ' ' || "lastname" || ' ' || coalesce("email", '') || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_trgm_idx" ON "clients" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);