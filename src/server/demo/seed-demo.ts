import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { bumpCacheVersions, CACHE_AREAS } from '../cache/cache-versions';
import type { Database } from '../db/client';
import { admins, students } from '../db/schema';
import { boardHasNoAdmin, writeSynonymStart } from '../domain/search-synonyms/synonym-start';
import { TAGS, VACANCY_TYPES } from './board-words';
import { insertCompanies, insertVacancyBatch, upsertNamed, type VacancyBatchRow } from './bulk-insert';
import { generateCompanies } from './generate-companies';
import { generateVacancy } from './generate-vacancies';
import { createRandom } from './prng';

export type DemoOptions = {
  vacancies: number;
  companies: number;
  seed: number;
  /** Wipe the board tables (vacancies, tags, types, companies and their projects) first. */
  reset: boolean;
  /** The admin to create; the demo default when ADMIN_EMAIL/ADMIN_PASSWORD are not set. */
  admin: { email: string; password: string };
  now: Date;
  /** Rows per INSERT: a thousand keeps each statement's JSON near a megabyte. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
};

export const DEMO_DEFAULTS = { vacancies: 2_000, companies: 200, seed: 1 } as const;
export const DEMO_ADMIN = { email: 'admin@demo.ru', password: 'demo-admin-пароль' } as const;
/** The password of hr@demo.ru, student@demo.ru and every generated company. */
export const DEMO_PASSWORD = 'demo-пароль';
export const DEMO_COMPANY_EMAIL = 'hr@demo.ru';
export const DEMO_STUDENT_EMAIL = 'student@demo.ru';

type DemoLogin = {
  role: 'admin' | 'company' | 'student';
  email: string;
  password: string;
  created: boolean;
};
export type DemoResult = { companies: number; vacancies: number; vacancyTags: number; logins: DemoLogin[] };

/**
 * Fills the board with realistic Russian demo data in one transaction: all of it or nothing.
 * Everything random comes from one seeded generator, in a fixed order, so a seed (and `now`)
 * reproduces the same rows.
 */
export async function seedDemo(db: Database, options: DemoOptions): Promise<DemoResult> {
  const random = createRandom(options.seed);
  const batchSize = options.batchSize ?? 1_000;
  const demoCompanies = generateCompanies(random, options.companies, options.now);
  const first = demoCompanies[0];
  // The demo company login is the biggest employer (vacancies skew to the first companies).
  if (first) Object.assign(first, { email: DEMO_COMPANY_EMAIL, status: 'approved', statusReason: null });

  // argon2 costs ~50 ms a hash by design: hash each password once and share it.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const adminHash =
    options.admin.password === DEMO_PASSWORD ? demoHash : await hashPassword(options.admin.password);

  const result = await db.transaction(async (tx) => {
    if (options.reset) {
      await tx.execute(sql`truncate vacancy_tags, vacancies, company_projects, tags, vacancy_types,
        companies restart identity cascade`);
      await tx.execute(sql`delete from sessions where account_kind = 'company'`);
    }
    const typeIds = await upsertNamed(
      tx,
      'vacancy_types',
      VACANCY_TYPES.map((type) => type.name),
    );
    const tagIds = await upsertNamed(tx, 'tags', TAGS);
    const { ids: companyIds, created } = await insertCompanies(tx, demoCompanies, demoHash);

    const typeIdList = VACANCY_TYPES.map((type) => typeIds.get(type.name) ?? null);
    const tagIdList = TAGS.map((name) => tagIds.get(name) ?? 0);
    const companyIdList = demoCompanies.map((company) => companyIds.get(company.email) ?? 0);
    let vacancyTags = 0;
    for (let done = 0; done < options.vacancies; ) {
      const size = Math.min(batchSize, options.vacancies - done);
      const batch: VacancyBatchRow[] = [];
      for (let i = 0; i < size; i++) {
        const { companyIndex, typeIndex, tagIndexes, ...row } = generateVacancy(
          random,
          demoCompanies,
          TAGS,
          options.now,
        );
        const tagIdsOfRow = tagIndexes.map((index) => tagIdList[index] ?? 0);
        vacancyTags += tagIdsOfRow.length;
        batch.push({
          ...row,
          companyId: companyIdList[companyIndex] ?? 0,
          typeId: typeIndex === null ? null : (typeIdList[typeIndex] ?? null),
          tagIds: tagIdsOfRow,
        });
      }
      await insertVacancyBatch(tx, batch);
      done += size;
      options.onProgress?.(done, options.vacancies);
    }

    // A demo board's first admin brings the synonyms' start, as on a real board.
    const firstAdmin = await boardHasNoAdmin(tx);
    const logins: DemoLogin[] = [
      {
        role: 'admin',
        ...options.admin,
        created: await insertOnce(
          tx
            .insert(admins)
            .values({ email: options.admin.email, passwordHash: adminHash, name: 'Администратор (демо)' })
            .onConflictDoNothing({ target: admins.email })
            .returning({ id: admins.id }),
        ),
      },
      {
        role: 'company',
        email: DEMO_COMPANY_EMAIL,
        password: DEMO_PASSWORD,
        created: created.has(DEMO_COMPANY_EMAIL),
      },
      {
        role: 'student',
        email: DEMO_STUDENT_EMAIL,
        password: DEMO_PASSWORD,
        created: await insertOnce(
          tx
            .insert(students)
            .values({
              email: DEMO_STUDENT_EMAIL,
              passwordHash: demoHash,
              firstName: 'Мария',
              lastName: 'Студентова',
              status: 'approved',
              personalDataConsentAt: options.now,
            })
            .onConflictDoNothing({ target: students.email })
            .returning({ id: students.id }),
        ),
      },
    ];
    if (firstAdmin) await writeSynonymStart(tx);
    // The demo student's skills, so their home's «Подходящие вам» has something to rank (docs/decisions/025).
    await tx.execute(sql`insert into student_tags (student_id, tag_id)
      select s.id, t.id from students s, tags t
      where s.email = ${DEMO_STUDENT_EMAIL} and t.name in ('Python', 'SQL')
      on conflict do nothing`);
    // Every instance's cached public lists compare against these marks (docs/design.md#several-instances):
    // bump them all, so a server running on PostgreSQL stops serving lists from before the demo data.
    await bumpCacheVersions(tx, CACHE_AREAS);
    return { companies: companyIds.size, vacancies: options.vacancies, vacancyTags, logins };
  });
  // Fresh statistics: the planner must know the tables now hold thousands of rows, not none. VACUUM
  // sets the visibility map, without which no index-only scan skips the heap (the list's covering
  // indexes, docs/decisions/029): PGlite has no autovacuum, and PostgreSQL's comes too late for a bench.
  await db.execute(
    sql`vacuum (analyze) vacancies, vacancy_tags, companies, company_projects, tags, vacancy_types`,
  );
  return result;
}

async function insertOnce(query: Promise<{ id: number }[]>): Promise<boolean> {
  return (await query).length > 0;
}
