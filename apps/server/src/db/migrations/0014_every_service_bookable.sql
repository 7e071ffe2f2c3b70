CREATE TYPE "booking_unit" AS ENUM('night', 'day', 'hour');--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "booking_unit" "booking_unit" GENERATED ALWAYS AS ((case "type" when 'cars' then 'day'::booking_unit when 'yachts' then 'hour'::booking_unit else 'night'::booking_unit end)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_minutes" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "durations" integer[];--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffer_range" CHECK ("services"."buffer_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "booking_leads" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_leads" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand from here on (drizzle generated the columns NOT NULL at once, which an existing row
-- refuses): the old rule and index go, the new columns come nullable, a trigger fills them, every row
-- is filled, then they become NOT NULL and the new rule (decision 0038) is added.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_dates_order";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "apartment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "service_type" "service_type";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "unit" "booking_unit";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "units" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "busy_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
-- What a reservation row is follows from its service and its times, whatever writes it: the type and
-- the unit of the service; apartment_id for night stays only; the buffer the service had when booked
-- (taken again only when the booking moves to another service); for day and hour units the Miami dates
-- of the instants; the units charged (nights; days = ceil(hours / 24), at least 1; hours); and the busy
-- range [busy_from, busy_until) the overlap rule compares: the stay's dates from midnight in Miami, or
-- the instants, extended by the buffer. The defaults of buffer_minutes are @app/shared/booking-units'.
CREATE FUNCTION "reservations_derive"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	service record;
	hours numeric;
BEGIN
	IF TG_OP = 'INSERT' OR NEW."service_id" IS DISTINCT FROM OLD."service_id" THEN
		SELECT "type", "booking_unit", "buffer_minutes" INTO service FROM "services" WHERE "id" = NEW."service_id";
		IF NOT FOUND THEN
			RAISE foreign_key_violation USING MESSAGE = 'reservations.service_id: no such service',
				CONSTRAINT = 'reservations_service_id_services_id_fk';
		END IF;
		NEW."service_type" := service."type";
		NEW."unit" := service."booking_unit";
		NEW."buffer_minutes" := coalesce(service."buffer_minutes",
			CASE service."type" WHEN 'cars' THEN 120 WHEN 'yachts' THEN 60 ELSE 0 END);
	END IF;
	IF NEW."unit" = 'night' THEN
		NEW."apartment_id" := NEW."service_id";
		NEW."start_at" := NULL;
		NEW."end_at" := NULL;
		NEW."units" := NEW."check_out_date" - NEW."check_in_date";
		NEW."busy_from" := NEW."check_in_date"::timestamp AT TIME ZONE 'America/New_York';
		NEW."busy_until" := NEW."check_out_date"::timestamp AT TIME ZONE 'America/New_York';
	ELSE
		NEW."apartment_id" := NULL;
		NEW."check_in_date" := (NEW."start_at" AT TIME ZONE 'America/New_York')::date;
		NEW."check_out_date" := (NEW."end_at" AT TIME ZONE 'America/New_York')::date;
		hours := ceil(extract(epoch FROM NEW."end_at" - NEW."start_at") / 3600);
		NEW."units" := CASE WHEN NEW."unit" = 'hour' THEN hours ELSE greatest(1, ceil(hours / 24)) END;
		NEW."busy_from" := NEW."start_at";
		NEW."busy_until" := NEW."end_at";
	END IF;
	NEW."busy_until" := NEW."busy_until" + make_interval(mins => NEW."buffer_minutes");
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_derive" BEFORE INSERT OR UPDATE ON "reservations"
	FOR EACH ROW EXECUTE FUNCTION "reservations_derive"();--> statement-breakpoint
-- The existing stays: their service is their apartment; the trigger derives the rest (units = nights,
-- so every total stays as it was). updated_at is left alone: nothing about them changed.
UPDATE "reservations" SET "service_id" = "apartment_id";--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "service_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "service_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "units" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_service_dates_idx" ON "reservations" USING btree ("service_id","check_in_date");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_period_order" CHECK (("reservations"."unit" = 'night' and "reservations"."check_out_date" > "reservations"."check_in_date") or ("reservations"."unit" <> 'night' and "reservations"."end_at" > "reservations"."start_at" and "reservations"."check_out_date" >= "reservations"."check_in_date"));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_units_positive" CHECK ("reservations"."units" >= 1);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_busy_set" CHECK ("reservations"."busy_from" is not null and "reservations"."busy_until" > "reservations"."busy_from");--> statement-breakpoint
-- Two blocking bookings (pending, confirmed, checked in) of one service may not share an instant of
-- their busy ranges. Half-open: a booking may start exactly when the previous one's buffer ends, and a
-- stay may begin on the day the previous one checks out. The database decides, so it holds under
-- concurrency (decision 0038).
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
	"service_id" WITH =,
	tstzrange("busy_from", "busy_until", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed', 'checked_in'));
