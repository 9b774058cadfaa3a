CREATE TABLE "hospital_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"closed_on" date NOT NULL,
	"reason" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospital_closures" ADD CONSTRAINT "hospital_closures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_closures_company_day_uq" ON "hospital_closures" USING btree ("company_id","closed_on");