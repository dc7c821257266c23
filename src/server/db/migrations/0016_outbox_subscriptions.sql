CREATE TYPE "public"."subscription_channel" AS ENUM('telegram', 'email');--> statement-breakpoint
CREATE TYPE "public"."subscription_frequency" AS ENUM('instant', 'daily');--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"payload" jsonb NOT NULL,
	"topic" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_matches" (
	"subscription_id" integer NOT NULL,
	"vacancy_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	CONSTRAINT "subscription_matches_subscription_id_vacancy_id_pk" PRIMARY KEY("subscription_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"query" jsonb NOT NULL,
	"channel" "subscription_channel" NOT NULL,
	"frequency" "subscription_frequency" NOT NULL,
	"digest_minute" smallint DEFAULT 540 NOT NULL,
	"paused_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
ALTER TABLE "telegram_users" ADD COLUMN "allows_write_to_pm" boolean;--> statement-breakpoint
ALTER TABLE "subscription_matches" ADD CONSTRAINT "subscription_matches_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_matches" ADD CONSTRAINT "subscription_matches_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_matches_unsent_idx" ON "subscription_matches" USING btree ("subscription_id") WHERE "subscription_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_student_idx" ON "subscriptions" USING btree ("student_id","id");