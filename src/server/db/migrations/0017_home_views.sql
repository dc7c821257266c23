CREATE TABLE "vacancy_views_daily" (
	"vacancy_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewer_key" text NOT NULL,
	CONSTRAINT "vacancy_views_daily_vacancy_id_day_viewer_key_pk" PRIMARY KEY("vacancy_id","day","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "student_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancy_views_daily" ADD CONSTRAINT "vacancy_views_daily_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Answers given before the home existed are not news, except open invitations and offers (docs/decisions/025).
UPDATE "applications" SET "student_seen_at" = "updated_at" WHERE "status" NOT IN ('invited', 'offer');
