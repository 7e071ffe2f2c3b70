CREATE TYPE "payment_status" AS ENUM('pending', 'partial', 'paid', 'overpaid', 'refunded');--> statement-breakpoint
CREATE TYPE "reservation_status" AS ENUM('pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show');--> statement-breakpoint
CREATE TABLE "reservation_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"confirmation" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"client_id" integer,
	"amount_cents" bigint NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_payments_amount_nonzero" CHECK ("reservation_payments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reservation_id" integer NOT NULL,
	"from_status" "reservation_status",
	"to_status" "reservation_status" NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"apartment_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"price_per_night_cents" bigint NOT NULL,
	"cleaning_fee_cents" bigint DEFAULT 0 NOT NULL,
	"cancellation_fee_cents" bigint DEFAULT 0 NOT NULL,
	"parking_fee_cents" bigint DEFAULT 0 NOT NULL,
	"other_expenses_cents" bigint DEFAULT 0 NOT NULL,
	"taxes_cents" bigint DEFAULT 0 NOT NULL,
	"total_amount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_paid_cents" bigint DEFAULT 0 NOT NULL,
	"amount_due_cents" bigint DEFAULT 0 NOT NULL,
	"status" "reservation_status" DEFAULT 'pending' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"pdf_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_order" CHECK ("reservations"."check_out_date" > "reservations"."check_in_date"),
	CONSTRAINT "reservations_fees_nonnegative" CHECK ("reservations"."price_per_night_cents" >= 0 and "reservations"."cleaning_fee_cents" >= 0 and "reservations"."cancellation_fee_cents" >= 0 and "reservations"."parking_fee_cents" >= 0 and "reservations"."other_expenses_cents" >= 0 and "reservations"."taxes_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservation_notifications" ADD CONSTRAINT "reservation_notifications_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_status_history" ADD CONSTRAINT "reservation_status_history_changed_by_admins_id_fk" FOREIGN KEY ("changed_by") REFERENCES "admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_apartment_id_services_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_notifications_reservation_idx" ON "reservation_notifications" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation_idx" ON "reservation_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_payments_date_idx" ON "reservation_payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "reservation_status_history_reservation_idx" ON "reservation_status_history" USING btree ("reservation_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code_unique" ON "reservations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reservations_apartment_dates_idx" ON "reservations" USING btree ("apartment_id","check_in_date");--> statement-breakpoint
CREATE INDEX "reservations_client_idx" ON "reservations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "reservations_check_in_idx" ON "reservations" USING btree ("check_in_date");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status","payment_status");--> statement-breakpoint
-- Written by hand (drizzle cannot express it): two stays of one apartment that block the calendar
-- (pending, confirmed, checked in) may not share a night. Half-open ranges: a stay ending on the 5th
-- and one starting on the 5th do not overlap. The database enforces it, so it holds under concurrency.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
	"apartment_id" WITH =,
	daterange("check_in_date", "check_out_date", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed', 'checked_in'));
