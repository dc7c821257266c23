CREATE TABLE "vacancy_match_queue" (
	"vacancy_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_text" "tsquery";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_type" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_tags" integer[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_salary_from" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_employment" text[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_schedule" text[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_experience" text[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_flags" text[];--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "match_company" integer;--> statement-breakpoint
ALTER TABLE "vacancy_match_queue" ADD CONSTRAINT "vacancy_match_queue_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A saved query's list values, whichever form it was stored in: parsed JSON ([3, 7], 3) or the
-- list address's strings ("3,7", "3"). Empty lists are null: the list ignores them too.
CREATE OR REPLACE FUNCTION subscription_query_texts(value jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN value IS NULL OR jsonb_typeof(value) = 'null' THEN NULL
    WHEN jsonb_typeof(value) = 'array' THEN
      nullif(ARRAY(SELECT e FROM jsonb_array_elements_text(value) AS e WHERE e <> ''), '{}'::text[])
    ELSE nullif(ARRAY(SELECT trim(e) FROM unnest(string_to_array(value #>> '{}', ',')) AS e WHERE trim(e) <> ''), '{}'::text[])
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION subscription_query_ints(value jsonb) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(ARRAY(SELECT e::integer FROM unnest(subscription_query_texts(value)) AS e), '{}'::integer[])
$$;
--> statement-breakpoint
-- Keeps the match_* columns (docs/decisions/024) equal to what the list makes of `query`
-- (src/server/domain/vacancies/vacancy-filters.ts): written by the database on every insert and
-- every change of the query, whoever writes it.
CREATE OR REPLACE FUNCTION subscriptions_match_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parsed tsquery;
BEGIN
  parsed := CASE WHEN coalesce(NEW.query ->> 'text', '') = '' THEN NULL
                 ELSE websearch_to_tsquery('russian', NEW.query ->> 'text') END;
  NEW.match_text := CASE WHEN parsed IS NULL OR numnode(parsed) = 0 THEN NULL ELSE parsed END;
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
CREATE TRIGGER subscriptions_match_keys BEFORE INSERT OR UPDATE OF query ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_match_keys();
