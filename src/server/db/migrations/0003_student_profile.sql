CREATE TABLE "student_tags" (
	"student_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "student_tags_student_id_tag_id_pk" PRIMARY KEY("student_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "university" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "faculty" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "course" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "graduation_year" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "resume_file_id" integer;--> statement-breakpoint
ALTER TABLE "student_tags" ADD CONSTRAINT "student_tags_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tags" ADD CONSTRAINT "student_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_tags_tag_idx" ON "student_tags" USING btree ("tag_id");