-- The salary sort compares like with like (docs/decisions/060): a stored key per vacancy.
ALTER TABLE "vacancies" ADD COLUMN "salary_rank" integer GENERATED ALWAYS AS (case when coalesce("salary_to", "salary_from") is null then -2000000000 when "salary_currency" = 'RUR' then round(coalesce("salary_to", "salary_from") * case when "salary_gross" then 0.87 else 1 end)::integer else -1000000000 + least(coalesce("salary_to", "salary_from"), 999999999) end) STORED NOT NULL;--> statement-breakpoint
-- The salary order of the public list (docs/decisions/029, 060) on the new key: like 0020's, an
-- index-only range scan over published vacancies.
DROP INDEX IF EXISTS "vacancies_listed_salary_idx";
--> statement-breakpoint
CREATE INDEX "vacancies_listed_salary_idx" ON "vacancies" USING btree ("salary_rank" DESC, "id" DESC)
  INCLUDE ("published_at", "company_id", "expires_at", "vacancy_type_id", "salary_from", "salary_to", "employment", "schedule", "experience", "suits_practice", "combinable_with_study", "first_year_friendly", "for_graduates")
  WHERE "status" = 'published';
--> statement-breakpoint
ANALYZE "vacancies";
