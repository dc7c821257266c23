import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { applications, rateLimits, vacancies } from '../../src/server/db/schema';
import { APPLICATION_QUOTAS } from '../../src/server/domain/applications/application-quotas';
import { VACANCY_QUOTAS } from '../../src/server/domain/vacancies/vacancy-quotas';
import { insertVacancy, vacancyInput } from '../helpers/board-fixtures';
import { useBoardSuite } from '../helpers/board-suite';
import { describeOnDatabases } from '../helpers/test-database';

const HOUR = 3_600_000;

/** A 429 that says in Russian when to come back, and the same wait in `Retry-After`. */
function expectWait(answer: { status: number; headers: Headers; body: Record<string, unknown> }) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(String(answer.body.message)).toMatch(/через \d+ минут/);
}

/**
 * Quotas on what a company or a student can repeat (issue 24, item 28; docs/decisions/056): a
 * refused request changes nothing, a parallel burst gets no more than the quota, and the wait is
 * said in Russian with `Retry-After`.
 */
describeOnDatabases(
  'hostile quotas: vacancies per company, applications and withdrawals per student',
  (target) => {
    const suite = useBoardSuite(target);
    const countOf = async (companyId: number, status?: 'draft' | 'published') =>
      (
        await suite.database.db
          .select({ id: vacancies.id })
          .from(vacancies)
          .where(and(eq(vacancies.companyId, companyId), status ? eq(vacancies.status, status) : undefined))
      ).length;

    beforeEach(async () => {
      const { db } = suite.database;
      await db.delete(rateLimits);
      await db.delete(applications);
      await db.delete(vacancies);
    });

    const create = (cookie: string, publish: boolean) =>
      suite.t.api('POST', '/api/vacancy/', { cookie, json: vacancyInput({ publish }) });

    it('a company not yet approved prepares only a few vacancies', async () => {
      const { pending } = suite.board;
      for (let i = 0; i < VACANCY_QUOTAS.unapprovedHeld; i += 1)
        expect((await create(suite.cookies.pending, false)).status).toBe(201);
      const refused = await create(suite.cookies.pending, true);
      expect(refused.status).toBe(409);
      expect(String(refused.body.message)).toMatch(/^Пока карьерный центр не подтвердил компанию/);
      expect(await countOf(pending.id)).toBe(VACANCY_QUOTAS.unapprovedHeld);
    });

    it('a burst of publications gets the hour’s quota, and a draft publishes after the wait', async () => {
      const { owner } = suite.board;
      const { limit } = VACANCY_QUOTAS.published;
      const burst = await Promise.all(
        Array.from({ length: limit + 5 }, () => create(suite.cookies.owner, true)),
      );
      const statuses = burst.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      const refused = burst.find((answer) => answer.status === 429);
      if (!refused) throw new Error('expected a refusal');
      expectWait(refused);
      expect(String(refused.body.message)).toContain('сохраните вакансию черновиком');
      expect(await countOf(owner.id)).toBe(limit);

      // A draft is still welcome; publishing it waits for the hour.
      const draft = await create(suite.cookies.owner, false);
      expect(draft.status).toBe(201);
      const id = (draft.body.data as { id: number }).id;
      const publish = () =>
        suite.t.api('PUT', `/api/vacancy/${id}/`, {
          cookie: suite.cookies.owner,
          json: vacancyInput({ publish: true, title: 'Изменённый заголовок' }),
        });
      expectWait(await publish());
      const [kept] = await suite.database.db.select().from(vacancies).where(eq(vacancies.id, id));
      expect(kept).toMatchObject({ status: 'draft', title: 'Стажёр-аналитик' });
      // The career centre is not limited.
      const byAdmin = await suite.t.api('PUT', `/api/vacancy/${id}/`, {
        cookie: suite.cookies.admin,
        json: vacancyInput({ publish: true }),
      });
      expect(byAdmin.status).toBe(200);
      suite.t.clock.advance(HOUR);
      expect((await create(suite.cookies.owner, true)).status).toBe(201);
    });

    it('creating drafts has its own hourly quota', async () => {
      const { limit } = VACANCY_QUOTAS.created;
      for (let i = 0; i < limit; i += 1) expect((await create(suite.cookies.other, false)).status).toBe(201);
      expectWait(await create(suite.cookies.other, false));
      expect(await countOf(suite.board.other.id)).toBe(limit);
      suite.t.clock.advance(HOUR);
      expect((await create(suite.cookies.other, false)).status).toBe(201);
    });

    const apply = (vacancyId: number) =>
      suite.t.api('POST', '/api/application/', { cookie: suite.cookies.student, json: { vacancyId } });
    const withdraw = (id: number) =>
      suite.t.api('POST', '/api/application/withdraw/', { cookie: suite.cookies.student, json: { id } });
    const applicationsTo = async (vacancyId: number) =>
      suite.database.db.select().from(applications).where(eq(applications.vacancyId, vacancyId));

    it('apply and withdraw in a loop: a wait before applying again, and only twice', async () => {
      const vacancy = await insertVacancy(suite.database.db, suite.t.clock.now(), {
        companyId: suite.board.owner.id,
      });
      const cycle = async () => {
        const applied = await apply(vacancy.id);
        expect(applied.status).toBe(201);
        expect((await withdraw((applied.body.data as { id: number }).id)).status).toBe(200);
      };
      await cycle();
      const tooSoon = await apply(vacancy.id);
      expectWait(tooSoon);
      expect(String(tooSoon.body.message)).toMatch(/^Вы только что отозвали отклик/);
      expect(await applicationsTo(vacancy.id)).toHaveLength(1);
      suite.t.clock.advance(APPLICATION_QUOTAS.reapplyAfterMs);
      await cycle();
      suite.t.clock.advance(APPLICATION_QUOTAS.reapplyAfterMs);
      const exhausted = await apply(vacancy.id);
      expect(exhausted.status).toBe(409);
      expect(String(exhausted.body.message)).toMatch(/^Вы уже дважды отзывали отклик/);
      expect(await applicationsTo(vacancy.id)).toHaveLength(APPLICATION_QUOTAS.withdrawalsPerVacancy);
    });

    it('applications and withdrawals are counted per hour', async () => {
      const { db } = suite.database;
      const ids: number[] = [];
      for (let i = 0; i <= APPLICATION_QUOTAS.applied.limit; i += 1)
        ids.push((await insertVacancy(db, suite.t.clock.now(), { companyId: suite.board.owner.id })).id);
      const sent: number[] = [];
      for (const id of ids.slice(0, -1)) {
        const answer = await apply(id);
        expect(answer.status).toBe(201);
        sent.push((answer.body.data as { id: number }).id);
      }
      const last = ids.at(-1) ?? 0;
      expectWait(await apply(last));
      expect(await applicationsTo(last)).toEqual([]);
      for (const id of sent.slice(0, APPLICATION_QUOTAS.withdrawn.limit))
        expect((await withdraw(id)).status).toBe(200);
      const overLimit = sent[APPLICATION_QUOTAS.withdrawn.limit] ?? 0;
      expectWait(await withdraw(overLimit));
      const [still] = await db.select().from(applications).where(eq(applications.id, overLimit));
      expect(still?.status).toBe('new');
    });
  },
);
