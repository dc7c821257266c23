ALTER TABLE "subscriptions" ADD COLUMN "last_alert_at" timestamp with time zone;--> statement-breakpoint
-- «или» typed between words is the search's OR (docs/decisions/056): outside quotes, a standalone
-- «или» in any case becomes the `or` websearch_to_tsquery reads; inside quotes it stays a word of
-- the phrase (a stop word, so dropped as before). The list (vacancy-filters.ts `tsQuery`) and the
-- saved searches' trigger below both parse through it, so an alert matches what the list shows.
CREATE OR REPLACE FUNCTION search_text_or(input text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE WHEN part.ord % 2 = 1
      THEN regexp_replace(part.piece, '(^|\s)[иИ][лЛ][иИ](?=\s|$)', '\1or', 'g')
      ELSE part.piece END,
    '"' ORDER BY part.ord), input)
  FROM unnest(string_to_array(input, '"')) WITH ORDINALITY AS part(piece, ord)
$$;
--> statement-breakpoint
-- As in 0019, the text read through search_text_or.
CREATE OR REPLACE FUNCTION subscriptions_match_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parsed tsquery;
BEGIN
  parsed := CASE WHEN coalesce(NEW.query ->> 'text', '') = '' THEN NULL
                 ELSE websearch_to_tsquery('russian', search_text_or(NEW.query ->> 'text')) END;
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
-- The searches saved before this migration with «или» in their text: parsed again.
UPDATE subscriptions SET query = query WHERE query ->> 'text' ~ '[иИ][лЛ][иИ]';
