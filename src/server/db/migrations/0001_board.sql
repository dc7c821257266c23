CREATE TYPE "public"."employment" AS ENUM('full', 'part', 'project', 'volunteer', 'probation');--> statement-breakpoint
CREATE TYPE "public"."experience" AS ENUM('noExperience', 'between1And3', 'between3And6', 'moreThan6');--> statement-breakpoint
CREATE TYPE "public"."schedule" AS ENUM('fullDay', 'shift', 'flexible', 'remote', 'flyInFlyOut');--> statement-breakpoint
CREATE TYPE "public"."vacancy_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TABLE "cache_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"link" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"vacancy_type_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"conditions" text DEFAULT '' NOT NULL,
	"salary_from" integer,
	"salary_to" integer,
	"salary_currency" text DEFAULT 'RUR' NOT NULL,
	"salary_gross" boolean DEFAULT false NOT NULL,
	"employment" "employment" DEFAULT 'full' NOT NULL,
	"schedule" "schedule" DEFAULT 'fullDay' NOT NULL,
	"experience" "experience" DEFAULT 'noExperience' NOT NULL,
	"address" text,
	"lat" double precision,
	"lng" double precision,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"suits_practice" boolean DEFAULT false NOT NULL,
	"combinable_with_study" boolean DEFAULT false NOT NULL,
	"first_year_friendly" boolean DEFAULT false NOT NULL,
	"for_graduates" boolean DEFAULT false NOT NULL,
	"status" "vacancy_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', coalesce("title", '')), 'A') || setweight(to_tsvector('russian', coalesce("requirements", '')), 'B') || setweight(to_tsvector('russian', coalesce("description", '') || ' ' || coalesce("conditions", '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_tags" (
	"vacancy_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "vacancy_tags_vacancy_id_tag_id_pk" PRIMARY KEY("vacancy_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancy_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacancy_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "recent_vacancies_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_projects" ADD CONSTRAINT "company_projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_vacancy_type_id_vacancy_types_id_fk" FOREIGN KEY ("vacancy_type_id") REFERENCES "public"."vacancy_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_tags" ADD CONSTRAINT "vacancy_tags_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_tags" ADD CONSTRAINT "vacancy_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_projects_company_idx" ON "company_projects" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "vacancies_public_idx" ON "vacancies" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancies_company_idx" ON "vacancies" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "vacancies_type_idx" ON "vacancies" USING btree ("vacancy_type_id");--> statement-breakpoint
CREATE INDEX "vacancies_salary_idx" ON "vacancies" USING btree ("salary_to");--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "vacancy_tags_tag_idx" ON "vacancy_tags" USING btree ("tag_id");