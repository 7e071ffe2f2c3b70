CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_visible_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "password_setup_hash" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "password_setup_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_password_setup_unique" ON "admins" USING btree ("password_setup_hash");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
-- Written by hand: reviews an admin had hidden stay hidden; the others stay published as they were.
UPDATE "reviews" SET "status" = 'hidden' WHERE "hidden";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "hidden";--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("admins"."role" in ('owner', 'manager', 'agent', 'accountant'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'published', 'hidden'));