CREATE TABLE "interview_slot_offers" (
	"interview_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	CONSTRAINT "interview_slot_offers_interview_id_slot_id_pk" PRIMARY KEY("interview_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interview_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_min" smallint NOT NULL,
	"booked_application_id" integer,
	"booked_at" timestamp with time zone,
	CONSTRAINT "interview_slots_booking_check" CHECK (("interview_slots"."booked_application_id" is null) = ("interview_slots"."booked_at" is null)),
	CONSTRAINT "interview_slots_duration_check" CHECK ("interview_slots"."duration_min" between 15 and 240)
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"format" text NOT NULL,
	"place" text,
	"link" text,
	"message" text,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_booked_application_id_applications_id_fk" FOREIGN KEY ("booked_application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_slot_offers_slot_idx" ON "interview_slot_offers" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "interview_slots_company_idx" ON "interview_slots" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_booked_idx" ON "interview_slots" USING btree ("booked_application_id");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","status");--> statement-breakpoint
CREATE INDEX "interviews_company_idx" ON "interviews" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "outbox_key_idx" ON "outbox" USING btree ("key") WHERE "outbox"."key" is not null and "outbox"."sent_at" is null and "outbox"."failed_at" is null;