import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { DemoCompany } from './generate-companies';
import type { DemoVacancy } from './generate-vacancies';

/**
 * Bulk writes for the demo. Each batch travels as ONE jsonb parameter unpacked by
 * jsonb_to_recordset: no 65 535 bind-parameter limit, one round trip per thousand rows, and the
 * same SQL on PGlite and PostgreSQL.
 */

const json = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`;

const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => {
  // node-postgres answers { rows }, PGlite answers { rows } too: read it without trusting either type.
  const value = (await result) as { rows?: T[] };
  return value.rows ?? [];
};

/** Inserts names that are missing and answers the id of every name, existing or new. */
export async function upsertNamed(
  tx: Executor,
  table: 'tags' | 'vacancy_types',
  names: readonly string[],
): Promise<Map<string, number>> {
  const rows = names.map((name, position) => ({ name, position }));
  const target = sql.identifier(table);
  await tx.execute(sql`
    insert into ${target} (name, position)
    select name, position from jsonb_to_recordset(${json(rows)}) as x(name text, position int)
    on conflict (name) do nothing`);
  const found = await rowsOf<{ id: number; name: string }>(
    tx.execute(
      sql`select id, name from ${target} where name in (select jsonb_array_elements_text(${json(names)}))`,
    ),
  );
  return new Map(found.map((row) => [row.name, Number(row.id)]));
}

/** The dictionary's city of that name (the demo's cities are the big ones: one city a name). */
const cityIdOf = (name: SQL) =>
  sql`(select c.id from reference.cities c where c.name = ${name} order by c.population desc limit 1)`;

/**
 * Companies (with their projects when the company is new) sharing one password hash. A company
 * already there from an earlier run keeps its row: the answer maps every email to its id and
 * says which emails are new.
 */
export async function insertCompanies(
  tx: Executor,
  companies: readonly DemoCompany[],
  passwordHash: string,
): Promise<{ ids: Map<string, number>; created: Set<string> }> {
  const rows = companies.map(({ city, brand: _brand, slug: _slug, projects: _projects, ...row }) => ({
    ...row,
    cityName: city.name,
  }));
  const inserted = await rowsOf<{ id: number; email: string }>(
    tx.execute(sql`
      insert into companies (email, password_hash, name, inn, contact_person, phone, description, website,
        city_id, address, lat, lng, status, status_reason, created_at, updated_at)
      select email, ${passwordHash}, name, inn, "contactPerson", phone, description, website,
        ${cityIdOf(sql`"cityName"`)}, address, lat, lng, status, "statusReason", "createdAt", "createdAt"
      from jsonb_to_recordset(${json(rows)}) as x(email text, name text, inn text, "contactPerson" text,
        phone text, description text, website text, "cityName" text, address text, lat float8, lng float8,
        status account_status, "statusReason" text, "createdAt" timestamptz)
      on conflict (email) do nothing
      returning id, email`),
  );
  const fresh = new Set(inserted.map((row) => row.email));
  const ids = new Map(
    (
      await rowsOf<{ id: number; email: string }>(
        tx.execute(sql`select id, email from companies where email in
          (select jsonb_array_elements_text(${json(companies.map((company) => company.email))}))`),
      )
    ).map((row) => [row.email, Number(row.id)]),
  );
  const projects = companies
    .filter((company) => fresh.has(company.email))
    .flatMap((company) =>
      company.projects.map((project) => ({ companyId: ids.get(company.email), ...project })),
    );
  if (projects.length > 0) {
    await tx.execute(sql`
      insert into company_projects (company_id, title, description, link, position)
      select "companyId", title, description, link, position from jsonb_to_recordset(${json(projects)})
        as x("companyId" int, title text, description text, link text, position int)`);
  }
  return { ids, created: fresh };
}

export type VacancyBatchRow = Omit<DemoVacancy, 'companyIndex' | 'typeIndex' | 'tagIndexes'> & {
  companyId: number;
  typeId: number | null;
  tagIds: number[];
};

/**
 * One batch of vacancies and their tags in one statement. Ids come from the table's own sequence
 * (nextval, safe beside other writers) inside a materialised CTE, so each vacancy's tags can be
 * written in the same statement without a second round trip to learn the ids.
 */
export async function insertVacancyBatch(tx: Executor, rows: readonly VacancyBatchRow[]): Promise<void> {
  await tx.execute(sql`
    with src as materialized (
      select x.*, nextval(pg_get_serial_sequence('vacancies', 'id')) as new_id
      from jsonb_to_recordset(${json(rows)}) as x(
        "companyId" int, "typeId" int, "tagIds" int[], title text, description text, requirements text,
        conditions text, "salaryFrom" int, "salaryTo" int, "salaryCurrency" text, "salaryGross" bool,
        employment employment, schedule schedule, experience experience, "cityName" text, address text,
        lat float8, lng float8, "contactName" text, "contactEmail" text, "contactPhone" text, "suitsPractice" bool,
        "combinableWithStudy" bool, "firstYearFriendly" bool, "forGraduates" bool, status vacancy_status,
        "publishedAt" timestamptz, "archivedAt" timestamptz, "expiresAt" timestamptz, "createdAt" timestamptz)
    ), inserted as (
      insert into vacancies (id, company_id, vacancy_type_id, title, description, requirements, conditions,
        salary_from, salary_to, salary_currency, salary_gross, employment, schedule, experience, city_id,
        address, lat, lng, contact_name, contact_email, contact_phone, suits_practice, combinable_with_study,
        first_year_friendly, for_graduates, status, published_at, archived_at, expires_at, created_at,
        updated_at)
      overriding system value
      select new_id, "companyId", "typeId", title, description, requirements, conditions, "salaryFrom",
        "salaryTo", "salaryCurrency", "salaryGross", employment, schedule, experience,
        ${cityIdOf(sql`"cityName"`)}, address, lat, lng,
        "contactName", "contactEmail", "contactPhone", "suitsPractice", "combinableWithStudy",
        "firstYearFriendly", "forGraduates", status, "publishedAt", "archivedAt", "expiresAt", "createdAt",
        coalesce("archivedAt", "publishedAt", "createdAt")
      from src
      returning id
    )
    insert into vacancy_tags (vacancy_id, tag_id)
    select new_id, unnest("tagIds") from src`);
}
