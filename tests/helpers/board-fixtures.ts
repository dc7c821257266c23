import { createSession } from '../../src/server/auth/sessions';
import { bumpCacheVersions, CACHE_AREAS } from '../../src/server/cache/cache-versions';
import type { Database } from '../../src/server/db/client';
import { companies, tags, vacancies, vacancyTags, vacancyTypes } from '../../src/server/db/schema';
import { seedAccounts } from './accounts';

const HOUR = 3_600_000;

type VacancyValues = typeof vacancies.$inferInsert;

/**
 * The board's cast: an approved owner company («Ромашка»), another approved company («Альфа»),
 * a pending one («Бета»), a student and an admin; two types, three tags, no vacancies.
 */
export async function seedBoard(db: Database) {
  const accounts = await seedAccounts(db);
  const passwordHash = 'not-used-by-board-tests';
  const [other] = await db
    .insert(companies)
    .values({ email: 'hr@alfa.ru', passwordHash, name: 'Альфа', status: 'approved', lat: 55.75, lng: 37.62 })
    .returning();
  const [pending] = await db
    .insert(companies)
    .values({ email: 'hr@beta.ru', passwordHash, name: 'Бета', status: 'pending' })
    .returning();
  const [internship, job] = await db
    .insert(vacancyTypes)
    .values([
      { name: 'Стажировка', position: 1 },
      { name: 'Работа', position: 2 },
    ])
    .returning();
  const [python, java, sqlTag] = await db
    .insert(tags)
    .values([
      { name: 'Python', position: 1 },
      { name: 'Java', position: 2 },
      { name: 'SQL', position: 3 },
    ])
    .returning();
  if (!other || !pending || !internship || !job || !python || !java || !sqlTag)
    throw new Error('seed failed');
  return {
    ...accounts,
    owner: accounts.company,
    other,
    pending,
    types: { internship, job },
    tags: { python, java, sql: sqlTag },
  };
}

export type Board = Awaited<ReturnType<typeof seedBoard>>;

/** A vacancy straight into the database; published by default, `hoursAgo` before `now`. */
export async function insertVacancy(
  db: Database,
  now: Date,
  values: Partial<VacancyValues> & { companyId: number; hoursAgo?: number; tagIds?: number[] },
) {
  const { hoursAgo = 1, tagIds = [], ...rest } = values;
  const status = rest.status ?? 'published';
  const [row] = await db
    .insert(vacancies)
    .values({
      title: 'Вакансия',
      status,
      publishedAt: status === 'draft' ? null : new Date(now.getTime() - hoursAgo * HOUR),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  if (tagIds.length > 0)
    await db.insert(vacancyTags).values(tagIds.map((tagId) => ({ vacancyId: row.id, tagId })));
  await invalidatePublicLists(db);
  return row;
}

/**
 * Tests that write straight into the tables must say so, as every product write does: otherwise
 * the apps' caches rightly keep answering what was committed before.
 */
export async function invalidatePublicLists(db: Database): Promise<void> {
  await bumpCacheVersions(db, CACHE_AREAS);
}

/** A session cookie for an account, made directly (no argon2 per test). */
export async function sessionCookie(
  db: Database,
  kind: 'student' | 'company' | 'admin',
  id: number,
  now: Date,
): Promise<string> {
  const created = await createSession(db, { kind, id }, now);
  return `sid=${created.credential}`;
}

export type Role = 'guest' | 'student' | 'owner' | 'other' | 'pending' | 'admin';

/** A cookie per role ('' for the guest). */
export async function roleCookies(db: Database, board: Board, now: Date): Promise<Record<Role, string>> {
  return {
    guest: '',
    student: await sessionCookie(db, 'student', board.student.id, now),
    owner: await sessionCookie(db, 'company', board.owner.id, now),
    other: await sessionCookie(db, 'company', board.other.id, now),
    pending: await sessionCookie(db, 'company', board.pending.id, now),
    admin: await sessionCookie(db, 'admin', board.admin.id, now),
  };
}

/** A valid vacancy input for POST/PUT /api/vacancy/. */
export function vacancyInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Стажёр-аналитик',
    // Long enough to publish (PUBLISH_DESCRIPTION_MIN), with a place: what publishing asks for.
    description:
      'Работа с данными и отчётами: выгрузки из базы, сводные таблицы, еженедельные обзоры для команды продаж.',
    requirements: 'Знание SQL.',
    employment: 'probation',
    schedule: 'flexible',
    experience: 'noExperience',
    address: 'Москва, Тверская, 1',
    ...overrides,
  };
}

export type Catalogue = Record<
  'intern' | 'analyst' | 'java' | 'tester' | 'draft' | 'archived' | 'pending',
  number
>;

/**
 * Four public vacancies with distinct types, tags, salaries, dictionaries and flags, newest first
 * (intern, analyst, java, tester), plus three nobody outside may see (draft, archived, pending).
 */
export async function seedCatalogue(db: Database, board: Board, now: Date): Promise<Catalogue> {
  const ids: Partial<Catalogue> = {};
  const { owner, other, pending, types, tags } = board;
  const add = async (name: keyof Catalogue, values: Parameters<typeof insertVacancy>[2]) => {
    ids[name] = (await insertVacancy(db, now, values)).id;
  };
  await add('intern', {
    companyId: owner.id,
    title: 'Стажировка для программиста',
    requirements: 'Python на уровне учебных проектов.',
    vacancyTypeId: types.internship.id,
    tagIds: [tags.python.id],
    salaryFrom: 50_000,
    salaryTo: 80_000,
    employment: 'probation',
    schedule: 'flexible',
    suitsPractice: true,
    combinableWithStudy: true,
    hoursAgo: 1,
  });
  await add('analyst', {
    companyId: owner.id,
    title: 'Аналитик данных',
    description: 'Отчёты и дашборды.',
    vacancyTypeId: types.job.id,
    tagIds: [tags.sql.id, tags.python.id],
    salaryFrom: 120_000,
    schedule: 'remote',
    experience: 'between1And3',
    forGraduates: true,
    hoursAgo: 2,
  });
  await add('java', {
    companyId: other.id,
    title: 'Java-разработчик',
    vacancyTypeId: types.job.id,
    tagIds: [tags.java.id],
    experience: 'between1And3',
    hoursAgo: 3,
  });
  await add('tester', {
    companyId: other.id,
    title: 'Тестировщик',
    vacancyTypeId: types.internship.id,
    salaryFrom: 30_000,
    salaryTo: 40_000,
    employment: 'part',
    schedule: 'shift',
    firstYearFriendly: true,
    hoursAgo: 4,
  });
  await add('draft', { companyId: owner.id, title: 'Черновик стажировки программиста', status: 'draft' });
  await add('archived', {
    companyId: owner.id,
    title: 'Стажировка программиста (архив)',
    status: 'archived',
  });
  await add('pending', { companyId: pending.id, title: 'Стажировка программиста в Бете', hoursAgo: 0.5 });
  const { intern, analyst, java, tester, draft, archived, pending: ofPending } = ids;
  if (!intern || !analyst || !java || !tester || !draft || !archived || !ofPending)
    throw new Error('seed failed');
  return { intern, analyst, java, tester, draft, archived, pending: ofPending };
}
