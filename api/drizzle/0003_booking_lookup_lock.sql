ALTER TABLE "appointments" ADD COLUMN "failed_lookups" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "locked_until" timestamp with time zone;