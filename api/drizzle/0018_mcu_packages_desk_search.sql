CREATE TABLE "package_clinics" (
	"package_id" integer PRIMARY KEY NOT NULL,
	"clinics" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "id_suffix" text;--> statement-breakpoint
ALTER TABLE "package_clinics" ADD CONSTRAINT "package_clinics_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_package_id_service_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."service_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_id_suffix_idx" ON "patients" USING btree ("id_suffix");--> statement-breakpoint
-- hand-written: the last 4 characters of NIKs still stored in clear by a release before migration 0002 (the
-- encrypted ones are read once at start-up, src/db/backfill.ts fillIdentitySuffixes: SQL has no key).
UPDATE "patients" SET "id_suffix" = upper(right("legacy_nik", 4)) WHERE "legacy_nik" IS NOT NULL AND "id_suffix" IS NULL;
