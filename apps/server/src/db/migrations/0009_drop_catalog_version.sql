-- The catalogue's version row (0006) is replaced by the announcements of 0008: no server reads it any more.
-- Its triggers on services and service_images go first, or every write to them would fail.
DROP TRIGGER "services_bump_catalog_version" ON "services";--> statement-breakpoint
DROP TRIGGER "service_images_bump_catalog_version" ON "service_images";--> statement-breakpoint
DROP FUNCTION "bump_catalog_version"();--> statement-breakpoint
DROP TABLE "catalog_version";
