CREATE TYPE "public"."student_answer" AS ENUM('accept', 'decline', 'reschedule');--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'accepted' BEFORE 'hired';--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'declined' BEFORE 'hired';--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "answer" "student_answer";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "student_answer" "student_answer";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answer_by" timestamp with time zone;