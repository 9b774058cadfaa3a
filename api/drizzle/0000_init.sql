CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"phone_display" text NOT NULL,
	"emergency_phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"description" jsonb NOT NULL,
	"bed_count" integer NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "doctor_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"speciality_slug" text NOT NULL,
	"company_id" integer NOT NULL,
	"profil" jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "doctors_pid_unique" UNIQUE("pid"),
	CONSTRAINT "doctors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "polis" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"name" jsonb NOT NULL,
	"company_id" integer NOT NULL,
	"speciality_slug" text
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"poli_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"day_of_week" smallint,
	"on_date" date,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"quota" integer NOT NULL,
	"telemedicine" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"slug" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "article_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb DEFAULT '{"id":[],"en":[]}'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_date" date NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"author" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"file_name" text NOT NULL,
	"seq" integer NOT NULL,
	"category" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"mime" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "downloads_slug_unique" UNIQUE("slug"),
	CONSTRAINT "downloads_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb DEFAULT '{"id":[],"en":[]}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" jsonb NOT NULL,
	"company_id" integer,
	"capacity" integer NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"registration_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"seq" integer NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "faq_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"class_name" jsonb NOT NULL,
	"company_id" integer NOT NULL,
	"rate" integer NOT NULL,
	"beds_per_room" integer NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "hospital_rooms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"seq" integer NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "industries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"sequence" integer NOT NULL,
	"display_name" jsonb NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"parent_slug" text,
	"seq" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb DEFAULT '{"id":[],"en":[]}'::jsonb NOT NULL,
	"related_poli_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"industry_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"description" jsonb NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"state" text NOT NULL,
	"sequence" integer NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb DEFAULT '{"id":[],"en":[]}'::jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"company_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "promos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"sequence" integer NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb DEFAULT '{"id":[],"en":[]}'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "service_packages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"seq" integer NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"icon" text NOT NULL,
	"path" text NOT NULL,
	"page_slug" text NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"seq" integer NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"youtube_id" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_date" date NOT NULL,
	CONSTRAINT "videos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"doctor_id" integer NOT NULL,
	"poli_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"queue_number" integer NOT NULL,
	"status" text NOT NULL,
	"telemedicine" boolean DEFAULT false NOT NULL,
	"insurance_kind" text NOT NULL,
	"insurer_id" integer,
	"policy_number" text,
	"lang" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "appointments_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"born_date" date NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"nik" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_nik_unique" UNIQUE("nik")
);
--> statement-breakpoint
CREATE TABLE "session_days" (
	"session_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"quota" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"last_queue" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_days_session_id_visit_date_pk" PRIMARY KEY("session_id","visit_date")
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"label" jsonb NOT NULL,
	"help" jsonb,
	"required" boolean NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scoring" jsonb NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"unit" jsonb
);
--> statement-breakpoint
CREATE TABLE "form_risk_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"category" text NOT NULL,
	"min_score" integer NOT NULL,
	"label" jsonb NOT NULL,
	"advice" jsonb NOT NULL,
	"action" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"version" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "forms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "screening_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"visitor_name" text NOT NULL,
	"visitor_phone" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"category" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "encounters" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"appointment_id" integer,
	"doctor_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"patient_initials" text NOT NULL,
	"scheduled_start" timestamp with time zone NOT NULL,
	"scheduled_end" timestamp with time zone NOT NULL,
	"room_id" text,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "encounters_meeting_id_unique" UNIQUE("meeting_id"),
	CONSTRAINT "encounters_room_id_unique" UNIQUE("room_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"message" text,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "doctor_leaves" ADD CONSTRAINT "doctor_leaves_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_speciality_slug_specialities_slug_fk" FOREIGN KEY ("speciality_slug") REFERENCES "public"."specialities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polis" ADD CONSTRAINT "polis_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polis" ADD CONSTRAINT "polis_speciality_slug_specialities_slug_fk" FOREIGN KEY ("speciality_slug") REFERENCES "public"."specialities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_poli_id_polis_id_fk" FOREIGN KEY ("poli_id") REFERENCES "public"."polis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_group_id_faq_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."faq_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_rooms" ADD CONSTRAINT "hospital_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_poli_id_polis_id_fk" FOREIGN KEY ("poli_id") REFERENCES "public"."polis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_days" ADD CONSTRAINT "session_days_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_risk_levels" ADD CONSTRAINT "form_risk_levels_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_results" ADD CONSTRAINT "screening_results_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "encounters" ADD CONSTRAINT "encounters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaves_doctor_idx" ON "doctor_leaves" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "polis_company_idx" ON "polis" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_doctor_idx" ON "practice_sessions" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "sessions_company_idx" ON "practice_sessions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sessions_poli_idx" ON "practice_sessions" USING btree ("poli_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_date");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_email_uq" ON "event_registrations" USING btree ("event_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_patient_doctor_day_uq" ON "appointments" USING btree ("patient_id","doctor_id","visit_date") WHERE status in ('booked', 'checked_in');--> statement-breakpoint
CREATE INDEX "appointments_session_day_idx" ON "appointments" USING btree ("session_id","visit_date");--> statement-breakpoint
CREATE INDEX "session_days_date_idx" ON "session_days" USING btree ("visit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "form_questions_form_key_uq" ON "form_questions" USING btree ("form_id","key");