-- Search text that matches what people type (docs/decisions/060).
-- Technology names the parser would break («C#» and «C++» both read as the letter c, «IT» as a
-- stop word) are written as single words before the document and the query are parsed. Latin and
-- Cyrillic letters alike.
CREATE OR REPLACE FUNCTION search_tech_words(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    coalesce(input, ''),
    '(^|[^0-9A-Za-zА-Яа-яЁё_])[CcСс] ?#', '\1csharp', 'g'),
    '(^|[^0-9A-Za-zА-Яа-яЁё_])[CcСс]\+\+', '\1cplusplus', 'g'),
    '(^|[^0-9A-Za-zА-Яа-яЁё_])[Ff]#', '\1fsharp', 'g'),
    '\.[Nn][Ee][Tt](?![0-9A-Za-zА-Яа-яЁё_])', ' dotnet', 'g'),
    '([A-Za-z][0-9A-Za-z]*)\.[Jj][Ss](?![0-9A-Za-zА-Яа-яЁё_])', '\1js', 'g'),
    '(^|[^0-9A-Za-zА-Яа-яЁё_])1[CcСс](?![0-9A-Za-zА-Яа-яЁё_])', '\1 1с', 'g'),
    -- «IT» (and «ИТ») is an English stop word the parser would drop: read as «айти».
    '(^|[^0-9A-Za-zА-Яа-яЁё_])([Ii][Tt]|[Ии][Тт])(?![0-9A-Za-zА-Яа-яЁё_])', '\1айти', 'g')
$$;
--> statement-breakpoint
-- The query as typed, before parsing: «или» as OR (0024), technology names, and a hyphen between
-- two letters or digits splits the word («Python-разработчик» → python, разработчик); a leading
-- minus stays an exclusion.
CREATE OR REPLACE FUNCTION search_query_text(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(search_tech_words(search_text_or(input)),
    '([0-9A-Za-zА-Яа-яЁё])-(?=[0-9A-Za-zА-Яа-яЁё])', '\1 ', 'g')
$$;
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"typed" text NOT NULL,
	"means" text NOT NULL,
	"term" "tsquery" GENERATED ALWAYS AS (plainto_tsquery('russian', search_tech_words("typed"))) STORED NOT NULL,
	"substitute" "tsquery" GENERATED ALWAYS AS (plainto_tsquery('russian', search_tech_words("typed")) || plainto_tsquery('russian', search_tech_words("means"))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_typed_unique" UNIQUE("typed"),
	CONSTRAINT "search_synonyms_term_check" CHECK (numnode("search_synonyms"."term") > 0),
	CONSTRAINT "search_synonyms_differ_check" CHECK ("search_synonyms"."typed" <> "search_synonyms"."means")
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_tags" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search_context" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The index over them all; its GIN index went with the dropped column.
ALTER TABLE "vacancies" drop column "search";
--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', search_tech_words(coalesce("title", ''))), 'A') || setweight(to_tsvector('russian', search_tech_words("search_tags")), 'B') || setweight(to_tsvector('russian', search_tech_words(coalesce("requirements", ''))), 'B') || setweight(to_tsvector('russian', search_tech_words(coalesce("description", '') || ' ' || coalesce("conditions", ''))), 'C') || setweight(to_tsvector('russian', search_tech_words("search_context")), 'D')) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "vacancies_search_idx" ON "vacancies" USING gin ("search");
--> statement-breakpoint
-- The vacancy's tag names, as its `search_tags` carries them into the index.
CREATE OR REPLACE FUNCTION vacancy_tag_words(vacancy integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(t.name, ' ' ORDER BY t.name), '')
  FROM vacancy_tags vt JOIN tags t ON t.id = vt.tag_id
  WHERE vt.vacancy_id = vacancy
$$;
--> statement-breakpoint
-- A new vacancy, or one moved to another company: the company's name joins the index.
CREATE OR REPLACE FUNCTION vacancies_search_context() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_context := coalesce((SELECT c.name FROM companies c WHERE c.id = NEW.company_id), '');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vacancies_search_context BEFORE INSERT OR UPDATE OF company_id ON vacancies
  FOR EACH ROW EXECUTE FUNCTION vacancies_search_context();
--> statement-breakpoint
-- Tags added or removed: the touched vacancies' tag words, one update per statement (a bulk load
-- of tags pays once, not per row).
CREATE OR REPLACE FUNCTION vacancy_tags_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vacancies v SET search_tags = vacancy_tag_words(v.id)
    WHERE v.id IN (SELECT DISTINCT vacancy_id FROM changed_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vacancy_tags_search_insert AFTER INSERT ON vacancy_tags
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_tags_search_words();
--> statement-breakpoint
CREATE TRIGGER vacancy_tags_search_delete AFTER DELETE ON vacancy_tags
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_tags_search_words();
--> statement-breakpoint
-- A company or a tag renamed: its vacancies' words follow.
CREATE OR REPLACE FUNCTION companies_search_context() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vacancies SET search_context = NEW.name WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER companies_search_context AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_search_context();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tags_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vacancies v SET search_tags = vacancy_tag_words(v.id)
    WHERE v.id IN (SELECT vt.vacancy_id FROM vacancy_tags vt WHERE vt.tag_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tags_search_words AFTER UPDATE OF name ON tags
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION tags_search_words();
--> statement-breakpoint
-- The vacancies written before this migration.
UPDATE vacancies v SET search_context = c.name FROM companies c WHERE c.id = v.company_id;
--> statement-breakpoint
UPDATE vacancies v SET search_tags = vacancy_tag_words(v.id)
  WHERE EXISTS (SELECT 1 FROM vacancy_tags vt WHERE vt.vacancy_id = v.id);
--> statement-breakpoint
-- The parsed search, widened by the synonyms: the list (vacancy-filters.ts) asks for it once per
-- request, and the saved searches' trigger below stores it, so both read a text alike.
CREATE OR REPLACE FUNCTION search_query(input text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ts_rewrite(websearch_to_tsquery('russian', search_query_text(input)),
    'SELECT term, substitute FROM search_synonyms')
$$;
--> statement-breakpoint
-- As in 0024, the text parsed by search_query.
CREATE OR REPLACE FUNCTION subscriptions_match_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parsed tsquery;
BEGIN
  parsed := CASE WHEN coalesce(NEW.query ->> 'text', '') = '' THEN NULL
                 ELSE search_query(NEW.query ->> 'text') END;
  NEW.match_text := CASE WHEN parsed IS NULL OR numnode(parsed) = 0 THEN NULL ELSE parsed END;
  NEW.match_words := subscription_required_words(NEW.match_text);
  NEW.match_type := (subscription_query_ints(NEW.query -> 'type'))[1];
  NEW.match_tags := subscription_query_ints(NEW.query -> 'tags');
  NEW.match_salary_from := (subscription_query_ints(NEW.query -> 'salaryFrom'))[1];
  NEW.match_employment := subscription_query_texts(NEW.query -> 'employment');
  NEW.match_schedule := subscription_query_texts(NEW.query -> 'schedule');
  NEW.match_experience := subscription_query_texts(NEW.query -> 'experience');
  NEW.match_flags := subscription_query_texts(NEW.query -> 'flags');
  NEW.match_company := (subscription_query_ints(NEW.query -> 'company'))[1];
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- The dictionary's start (docs/decisions/060) for a board already in use: one with an admin. A new
-- board gets it with its first admin (domain/search-synonyms/synonym-start.ts), and a database a
-- backup is restored into gets the backup's own rows, so this writes nothing there.
INSERT INTO search_synonyms (typed, means)
SELECT typed, means FROM (VALUES
  ('питон', 'python'), ('пайтон', 'python'), ('джава', 'java'), ('ява', 'java'),
  ('джаваскрипт', 'javascript'), ('яваскрипт', 'javascript'), ('тайпскрипт', 'typescript'),
  ('котлин', 'kotlin'), ('свифт', 'swift'), ('пхп', 'php'), ('голанг', 'go'), ('golang', 'go'),
  ('си шарп', 'c#'), ('шарп', 'c#'), ('плюсы', 'c++'), ('дотнет', '.net'),
  ('реакт', 'react'), ('ангуляр', 'angular'), ('нода', 'node.js'), ('нодджс', 'node.js'),
  ('постгрес', 'postgresql'), ('линукс', 'linux'), ('докер', 'docker'), ('гит', 'git'),
  ('эксель', 'excel'), ('фигма', 'figma'),
  ('фронтенд', 'frontend'), ('фронтэнд', 'frontend'), ('бэкенд', 'backend'), ('бекенд', 'backend'),
  ('бэкэнд', 'backend'), ('фулстек', 'fullstack'), ('девопс', 'devops'),
  ('эйчар', 'hr'), ('qa', 'тестировщик'), ('тестировщик', 'qa'),
  ('смм', 'smm'), ('дата сайнс', 'data science'), ('машинное обучение', 'ml')
) AS start(typed, means)
WHERE EXISTS (SELECT 1 FROM admins);
--> statement-breakpoint
-- The saved searches parsed again by the new rules.
UPDATE subscriptions SET query = query WHERE coalesce(query ->> 'text', '') <> '';
