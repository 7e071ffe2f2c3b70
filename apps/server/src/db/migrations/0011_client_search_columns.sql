DROP INDEX "clients_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_phone_digits_trgm_idx";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (("clients"."name" || ' ' || "clients"."lastname" || ' ' || coalesce("clients"."email", '') || ' ' || "clients"."phone")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace("clients"."phone", '[^0-9]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_trgm_idx" ON "clients" USING gin ("phone_digits" gin_trgm_ops);