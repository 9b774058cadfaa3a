-- A patient is (NIK, birth date): the same NIK with another birth date becomes another record.
ALTER TABLE "patients" DROP CONSTRAINT "patients_nik_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "patients_nik_born_date_uq" ON "patients" USING btree ("nik","born_date");--> statement-breakpoint
-- Each booking keeps its own contact. Existing bookings take the contact their patient holds now,
-- so the columns are added empty, filled, then made NOT NULL (drizzle-kit generated the final shape).
ALTER TABLE "appointments" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_email" text;--> statement-breakpoint
UPDATE "appointments" SET "contact_name" = "patients"."full_name", "contact_phone" = "patients"."phone", "contact_email" = "patients"."email" FROM "patients" WHERE "patients"."id" = "appointments"."patient_id";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "contact_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "contact_phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "contact_email" SET NOT NULL;
