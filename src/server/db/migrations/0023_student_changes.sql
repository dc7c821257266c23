ALTER TABLE "students" ADD COLUMN "changed_since_review" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "reviewed_at" timestamp with time zone;