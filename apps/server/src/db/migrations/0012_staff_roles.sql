CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "password_setup_hash" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "password_setup_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_password_setup_unique" ON "admins" USING btree ("password_setup_hash");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_known" CHECK ("admins"."role" in ('owner', 'manager', 'agent', 'accountant'));