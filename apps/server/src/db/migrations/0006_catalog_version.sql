CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);--> statement-breakpoint
-- Written by hand (drizzle cannot express triggers): the single row, and statement triggers that raise
-- its version after every insert, update, delete or truncate of services and service_images (cascades
-- included). Public catalogue lists cached by a server process are valid while the version holds.
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "service_images_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
