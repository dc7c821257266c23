CREATE TYPE "public"."identity_change_status" AS ENUM('pending', 'denied');--> statement-breakpoint
CREATE TABLE "company_identity_changes" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"inn" text NOT NULL,
	"contact_person" text,
	"status" "identity_change_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_identity_changes" ADD CONSTRAINT "company_identity_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;