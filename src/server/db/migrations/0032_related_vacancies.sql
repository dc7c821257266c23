-- «Похожие вакансии» (docs/decisions/062-related-vacancies.md) reads the newest few vacancies of
-- each tag the page's vacancy carries: with the vacancy id in the index that is a short backward
-- range per tag, however many vacancies carry it. The list's tag filter reads the index as before.
DROP INDEX "vacancy_tags_tag_idx";--> statement-breakpoint
CREATE INDEX "vacancy_tags_tag_idx" ON "vacancy_tags" USING btree ("tag_id","vacancy_id");--> statement-breakpoint
ANALYZE "vacancy_tags";
