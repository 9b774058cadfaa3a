-- The NIK is stored encrypted (AES-256-GCM) with a keyed HMAC for look-ups (issue 13). SQL cannot
-- know the keys, so existing NIKs move to "legacy_nik" and the application encrypts them at start
-- (src/db/backfill.ts), emptying the column; new rows never write it.
ALTER TABLE "patients" RENAME COLUMN "nik" TO "legacy_nik";--> statement-breakpoint
-- drizzle-kit generated the rename without this; the snapshot has legacy_nik nullable.
ALTER TABLE "patients" ALTER COLUMN "legacy_nik" DROP NOT NULL;--> statement-breakpoint
DROP INDEX "patients_nik_born_date_uq";--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "nik_encrypted" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "nik_hmac" text;--> statement-breakpoint
-- Rows waiting for the backfill have no HMAC (NULLs never collide); (NIK, birth date) was unique
-- before, so their HMACs will be too.
CREATE UNIQUE INDEX "patients_nik_hmac_born_date_uq" ON "patients" USING btree ("nik_hmac","born_date");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_nik_present_ck" CHECK (("patients"."nik_encrypted" is not null and "patients"."nik_hmac" is not null) or "patients"."legacy_nik" is not null);
