-- The career centre's exchange rates (docs/decisions/063): roubles per unit of a currency other
-- than the rouble. No row: no rate, and the currency sorts after the roubles as in 0030.
CREATE TABLE "currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"roubles" numeric(10, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_check" CHECK ("currency_rates"."currency" <> 'RUR'),
	CONSTRAINT "currency_rates_roubles_check" CHECK ("currency_rates"."roubles" > 0)
);
--> statement-breakpoint
-- The salary key stops being generated (a generated column cannot read another table): it keeps
-- its values, and the trigger below writes it from now on.
ALTER TABLE "vacancies" ALTER COLUMN "salary_rank" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "vacancies" ALTER COLUMN "salary_rank" SET DEFAULT -2000000000;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "salary_roubles" integer;
--> statement-breakpoint
-- A vacancy's two salary keys (docs/decisions/060, 063), from its salary and the rate of its
-- currency (the rouble's is 1):
-- - salary_rank, the order of «По зарплате»: the amount (the top of the range, else its start) in
--   roubles «на руки» (a gross amount less 13 %); without a rate, after every rouble amount
--   (-1 000 000 000 + its own amount, as in 0030); without a salary, last;
-- - salary_roubles, what «Зарплата от» compares: the top of the range in roubles as written; null
--   without a salary or a rate.
-- A write of a vacancy in another currency takes the rates' lock shared: a rate's change holds it
-- alone (domain/currency-rates/save-currency-rate.ts), so a vacancy saved meanwhile is either
-- rewritten by the change or reads the new rate, never keeps the old one.
CREATE OR REPLACE FUNCTION vacancies_salary_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  amount integer := coalesce(NEW.salary_to, NEW.salary_from);
  rate numeric;
BEGIN
  IF amount IS NULL THEN
    NEW.salary_rank := -2000000000;
    NEW.salary_roubles := NULL;
    RETURN NEW;
  END IF;
  IF NEW.salary_currency = 'RUR' THEN
    rate := 1;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(14030, 0);
    SELECT r.roubles INTO rate FROM currency_rates r WHERE r.currency = NEW.salary_currency;
  END IF;
  IF rate IS NULL THEN
    NEW.salary_rank := -1000000000 + least(amount, 999999999);
    NEW.salary_roubles := NULL;
  ELSE
    NEW.salary_rank := least(round(amount * rate * CASE WHEN NEW.salary_gross THEN 0.87 ELSE 1 END), 999999999)::integer;
    NEW.salary_roubles := least(round(greatest(NEW.salary_to, NEW.salary_from) * rate), 999999999)::integer;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Every writer keeps the keys true; a statement that sets a key itself gets it computed again.
CREATE TRIGGER vacancies_salary_keys BEFORE INSERT OR UPDATE OF salary_from, salary_to, salary_currency, salary_gross, salary_rank, salary_roubles ON vacancies
  FOR EACH ROW EXECUTE FUNCTION vacancies_salary_keys();
--> statement-breakpoint
-- The rouble vacancies written before this migration («Зарплата от» reads the new key); other
-- currencies have no rate yet, and their rank is 0030's.
UPDATE vacancies SET salary_roubles = greatest(salary_to, salary_from)
  WHERE salary_currency = 'RUR' AND coalesce(salary_to, salary_from) IS NOT NULL;
--> statement-breakpoint
-- The public list's covering indexes (0020, 0030, 0031) hold the new key for «Зарплата от»
-- instead of the two amounts, so a salary wish stays an index-only scan; and `hidden_at`, which the
-- visibility rule reads since 0022 (without it every list read the table's rows: at 100 000
-- vacancies on PostgreSQL, the first page of «По зарплате» took 30 ms instead of 1.2 ms,
-- docs/decisions/063).
DROP INDEX IF EXISTS "vacancies_listed_newest_idx";
--> statement-breakpoint
CREATE INDEX "vacancies_listed_newest_idx" ON "vacancies" USING btree ((coalesce("published_at", '-infinity'::timestamptz)) DESC, "id" DESC)
  INCLUDE ("published_at", "company_id", "expires_at", "hidden_at", "vacancy_type_id", "salary_roubles", "employment", "schedule", "experience", "suits_practice", "combinable_with_study", "first_year_friendly", "for_graduates", "city_id")
  WHERE "status" = 'published';
--> statement-breakpoint
DROP INDEX IF EXISTS "vacancies_listed_salary_idx";
--> statement-breakpoint
CREATE INDEX "vacancies_listed_salary_idx" ON "vacancies" USING btree ("salary_rank" DESC, "id" DESC)
  INCLUDE ("published_at", "company_id", "expires_at", "hidden_at", "vacancy_type_id", "salary_roubles", "employment", "schedule", "experience", "suits_practice", "combinable_with_study", "first_year_friendly", "for_graduates", "city_id")
  WHERE "status" = 'published';
--> statement-breakpoint
ANALYZE "vacancies";
