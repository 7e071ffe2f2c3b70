CREATE TABLE "calendar_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"import_id" integer,
	"external_uid" text,
	"start_date" date,
	"end_date" date,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_range_order" CHECK ("calendar_blocks"."ends_at" > "calendar_blocks"."starts_at"),
	CONSTRAINT "calendar_blocks_dates" CHECK (("calendar_blocks"."start_date" is null and "calendar_blocks"."end_date" is null) or "calendar_blocks"."end_date" > "calendar_blocks"."start_date"),
	CONSTRAINT "calendar_blocks_import_has_uid" CHECK (("calendar_blocks"."import_id" is null) = ("calendar_blocks"."external_uid" is null))
);
--> statement-breakpoint
CREATE TABLE "calendar_exports" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_blocks_service_range_idx" ON "calendar_blocks" USING btree ("service_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_import_uid_unique" ON "calendar_blocks" USING btree ("import_id","external_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_token_unique" ON "calendar_exports" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_imports_service_url_unique" ON "calendar_imports" USING btree ("service_id","url");