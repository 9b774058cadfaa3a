ALTER TABLE "patients" DROP CONSTRAINT "patients_nik_present_ck";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "consent_version" text DEFAULT '2026-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_nik_present_ck" CHECK (("patients"."newborn" and "patients"."nik_encrypted" is null and "patients"."nik_hmac" is null and "patients"."legacy_nik" is null)
        or (not "patients"."newborn" and (("patients"."nik_encrypted" is not null and "patients"."nik_hmac" is not null) or "patients"."legacy_nik" is not null))
        or ("patients"."erased_at" is not null and "patients"."nik_encrypted" is null and "patients"."nik_hmac" is null and "patients"."legacy_nik" is null));