ALTER TABLE "vacancies" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "returned_by" integer;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_hidden_by_admins_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_returned_by_admins_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;