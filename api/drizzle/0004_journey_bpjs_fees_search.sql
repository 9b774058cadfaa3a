-- Issue 15. Site search uses pg_trgm (similarity and strict_word_similarity with trigram GIN indexes):
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (src/db/open.ts); PostgreSQL ships it in
-- contrib and trusts it (13+), so the database owner may create it. drizzle-kit knows no extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "doctor_fees" (
	"doctor_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "doctor_fees_doctor_id_company_id_pk" PRIMARY KEY("doctor_id","company_id"),
	CONSTRAINT "doctor_fees_amount_ck" CHECK ("doctor_fees"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "poli_locations" (
	"poli_id" integer PRIMARY KEY NOT NULL,
	"floor" jsonb NOT NULL,
	"counter" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"speciality_slug" text,
	"canonical" text,
	CONSTRAINT "search_synonyms_target_ck" CHECK (("search_synonyms"."speciality_slug" is null) <> ("search_synonyms"."canonical" is null))
);
--> statement-breakpoint
ALTER TABLE "patients" DROP CONSTRAINT "patients_nik_present_ck";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "contact_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
-- Every booking before issue 15 was made by the patient for herself (the default below), so the name
-- typed with it is its contact's; then the column is required (edited in: drizzle-kit adds it NOT NULL
-- at once, which a table with rows refuses).
ALTER TABLE "appointments" ADD COLUMN "patient_name" text;--> statement-breakpoint
UPDATE "appointments" SET "patient_name" = "contact_name";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "patient_name" SET NOT NULL;--> statement-breakpoint
-- Paid as recorded: a BPJS patient an older release recorded as an insurer stays one (it has neither
-- card nor referral to show).
ALTER TABLE "appointments" ADD COLUMN "for_whom" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "bpjs_card_encrypted" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "referral_kind" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "referral_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "contact_relationship" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "newborn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_fees" ADD CONSTRAINT "doctor_fees_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_fees" ADD CONSTRAINT "doctor_fees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poli_locations" ADD CONSTRAINT "poli_locations_poli_id_polis_id_fk" FOREIGN KEY ("poli_id") REFERENCES "public"."polis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_speciality_slug_specialities_slug_fk" FOREIGN KEY ("speciality_slug") REFERENCES "public"."specialities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonyms_term_trgm_idx" ON "search_synonyms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_person_name_trgm_idx" ON "doctors" USING gin (regexp_replace("name", '^(dr|drg)\.\s*|,.*$', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_search_id_trgm_idx" ON "faqs" USING gin ((("question" ->> 'id') || ' ' || ("answer" ->> 'id')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faqs_search_en_trgm_idx" ON "faqs" USING gin ((("question" ->> 'en') || ' ' || ("answer" ->> 'en')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_search_id_trgm_idx" ON "partners" USING gin (("name" || ' ' || ("description" ->> 'id')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_search_en_trgm_idx" ON "partners" USING gin (("name" || ' ' || ("description" ->> 'en')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_for_whom_ck" CHECK ("appointments"."for_whom" in ('self', 'child', 'parent', 'other_family'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_insurance_kind_ck" CHECK ("appointments"."insurance_kind" in ('self', 'bpjs', 'insurer'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bpjs_ck" CHECK (("appointments"."insurance_kind" = 'bpjs') = ("appointments"."bpjs_card_encrypted" is not null and "appointments"."referral_kind" is not null)
        and coalesce("appointments"."referral_kind" = 'number', false) = ("appointments"."referral_number_encrypted" is not null));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_contact_relationship_ck" CHECK (("appointments"."for_whom" = 'self') = ("appointments"."contact_relationship" is null));--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_nik_present_ck" CHECK (("patients"."newborn" and "patients"."nik_encrypted" is null and "patients"."nik_hmac" is null and "patients"."legacy_nik" is null)
        or (not "patients"."newborn" and (("patients"."nik_encrypted" is not null and "patients"."nik_hmac" is not null) or "patients"."legacy_nik" is not null)));