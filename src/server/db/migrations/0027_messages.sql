CREATE TYPE "public"."message_side" AS ENUM('student', 'company');--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'attachment';--> statement-breakpoint
CREATE TABLE "application_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author" "message_side" NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"report_reason" text
);
--> statement-breakpoint
CREATE TABLE "message_blocks" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"blocked_by" integer,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_bot_posts" (
	"chat_id" bigint NOT NULL,
	"message_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"side" "message_side" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_bot_posts_chat_id_message_id_pk" PRIMARY KEY("chat_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_blocks" ADD CONSTRAINT "message_blocks_blocked_by_admins_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_bot_posts" ADD CONSTRAINT "message_bot_posts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_messages_thread_idx" ON "application_messages" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "application_messages_unread_student_idx" ON "application_messages" USING btree ("student_id","application_id") WHERE "application_messages"."read_at" is null and "application_messages"."author" = 'company';--> statement-breakpoint
CREATE INDEX "application_messages_unread_company_idx" ON "application_messages" USING btree ("company_id","application_id") WHERE "application_messages"."read_at" is null and "application_messages"."author" = 'student';--> statement-breakpoint
CREATE INDEX "application_messages_reported_idx" ON "application_messages" USING btree ("reported_at","id") WHERE "application_messages"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "message_bot_posts_created_idx" ON "message_bot_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_templates_company_idx" ON "message_templates" USING btree ("company_id","position");