-- The public vacancy list's keyset orders (docs/decisions/029, domain/vacancies/vacancy-order.ts):
-- one expression and the id, both descending, over published vacancies only. The INCLUDE columns
-- are every column the list's filters, visibility rule and facets read, so a search without text
-- is an index-only range scan that stops after TOTAL_CAP + 1 rows (published_at and the salaries
-- are there too: the planner only uses an expression index for an index-only scan when the
-- expression's own columns are available).
CREATE INDEX "vacancies_listed_newest_idx" ON "vacancies" USING btree ((coalesce("published_at", '-infinity'::timestamptz)) DESC, "id" DESC)
  INCLUDE ("published_at", "company_id", "expires_at", "vacancy_type_id", "salary_from", "salary_to", "employment", "schedule", "experience", "suits_practice", "combinable_with_study", "first_year_friendly", "for_graduates")
  WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "vacancies_listed_salary_idx" ON "vacancies" USING btree ((coalesce("salary_to", "salary_from", -1)) DESC, "id" DESC)
  INCLUDE ("published_at", "company_id", "expires_at", "vacancy_type_id", "salary_from", "salary_to", "employment", "schedule", "experience", "suits_practice", "combinable_with_study", "first_year_friendly", "for_graduates")
  WHERE "status" = 'published';
--> statement-breakpoint
-- Boards (a company's own list, the admins' list) sort drafts first: the same order with NULLs as +infinity.
CREATE INDEX "vacancies_board_newest_idx" ON "vacancies" USING btree ("company_id", (coalesce("published_at", 'infinity'::timestamptz)) DESC, "id" DESC);
--> statement-breakpoint
-- Bulk loads (the demo generator) leave no statistics and, on PGlite, which has no autovacuum, no
-- visibility map; the generator runs VACUUM ANALYZE itself (demo/seed-demo.ts).
ANALYZE "vacancies";
