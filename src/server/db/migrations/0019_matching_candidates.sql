ALTER TABLE "subscriptions" ADD COLUMN "match_words" text[];--> statement-breakpoint
CREATE INDEX "subscriptions_match_words_idx" ON "subscriptions" USING gin ("match_words");--> statement-breakpoint
CREATE INDEX "subscriptions_match_tags_idx" ON "subscriptions" USING gin ("match_tags") WHERE "subscriptions"."match_words" is null;--> statement-breakpoint
CREATE INDEX "subscriptions_match_broad_idx" ON "subscriptions" USING btree ("id") WHERE "subscriptions"."match_words" is null and "subscriptions"."match_tags" is null;--> statement-breakpoint
-- The lexemes a vacancy must contain to match a parsed search (docs/decisions/024): querytree()
-- drops the negated parts; with no OR left, every lexeme in it is AND-ed or in a phrase, so each
-- is required. null (read the subscription some other way) when there is an OR, no lexeme, or a
-- lexeme this reading of the text form might get wrong (a backslash): null is always safe.
CREATE OR REPLACE FUNCTION subscription_required_words(parsed tsquery) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN tree IS NULL OR position('|' in tree) > 0 OR position(E'\\' in tree) > 0 OR cardinality(words) = 0 THEN NULL
    ELSE words
  END
  FROM (SELECT querytree(parsed)::text AS tree) AS t,
    LATERAL (SELECT ARRAY(
      SELECT DISTINCT replace(m[1], '''''', '''')
      FROM regexp_matches(t.tree, '''((?:[^'']|'''')*)''', 'g') AS m
    ) AS words) AS w
$$;
--> statement-breakpoint
-- As in 0018, plus match_words.
CREATE OR REPLACE FUNCTION subscriptions_match_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parsed tsquery;
BEGIN
  parsed := CASE WHEN coalesce(NEW.query ->> 'text', '') = '' THEN NULL
                 ELSE websearch_to_tsquery('russian', NEW.query ->> 'text') END;
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
-- The rows saved before this migration: the trigger fills match_words.
UPDATE subscriptions SET query = query;
