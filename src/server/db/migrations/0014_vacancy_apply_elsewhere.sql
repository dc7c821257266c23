CREATE TABLE "application_external_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_external_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vacancy_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "apply_elsewhere" text;--> statement-breakpoint
ALTER TABLE "application_external_clicks" ADD CONSTRAINT "application_external_clicks_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_external_clicks" ADD CONSTRAINT "application_external_clicks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_external_clicks_once_idx" ON "application_external_clicks" USING btree ("vacancy_id","student_id","day");--> statement-breakpoint
CREATE INDEX "application_external_clicks_student_idx" ON "application_external_clicks" USING btree ("student_id");