CREATE TABLE "booking_access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"appointment_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_access_links_token_hash_uq" ON "booking_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_access_links_created_idx" ON "booking_access_links" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_session_day_queue_uq" ON "appointments" USING btree ("session_id","visit_date","queue_number") WHERE status <> 'cancelled';