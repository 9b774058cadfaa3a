ALTER TABLE "patients" ADD COLUMN "id_suffix" text;--> statement-breakpoint
CREATE INDEX "patients_id_suffix_idx" ON "patients" USING btree ("id_suffix");--> statement-breakpoint
-- hand-written: the last 4 characters of NIKs still stored in clear by a release before migration 0002 (the
-- encrypted ones are read once at start-up, src/db/backfill.ts fillIdentitySuffixes: SQL has no key).
UPDATE "patients" SET "id_suffix" = upper(right("legacy_nik", 4)) WHERE "legacy_nik" IS NOT NULL AND "id_suffix" IS NULL;
