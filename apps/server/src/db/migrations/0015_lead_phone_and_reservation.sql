ALTER TABLE "booking_leads" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "booking_leads" ADD COLUMN "reservation_id" integer;--> statement-breakpoint
ALTER TABLE "booking_leads" ADD CONSTRAINT "booking_leads_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "reservations"("id") ON DELETE set null ON UPDATE no action;