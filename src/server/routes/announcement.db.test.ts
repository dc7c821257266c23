import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { ANNOUNCEMENTS_SHOWN_MAX, type AnnouncementItem } from '../../shared/contract/announcement.contract';
import type { Page } from '../../shared/contract/query';
import { messages } from '../../shared/messages';
import { admins, announcements } from '../db/schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describeOnDatabases('/api/announcement/…', (target) => {
  const suite = useBoardSuite(target);
  const admin = () => suite.cookies.admin;

  beforeEach(async () => {
    await suite.database.db.delete(announcements);
  });

  const post = (json: Record<string, unknown>, cookie = admin()) =>
    suite.t.api('POST', '/api/announcement/', { cookie, json });
  const posted = async (json: Record<string, unknown>) => {
    const answer = await post(json);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as AnnouncementItem;
  };
  const current = async (cookie = suite.cookies.student) => {
    const answer = await suite.t.api('GET', '/api/announcement/current', { cookie });
    expect(answer.status).toBe(200);
    return (answer.body.data as { items: { id: number; text: string }[] }).items;
  };
  const list = async (query = '') => {
    const answer = await suite.t.api('GET', `/api/announcement/${query}`, { cookie: admin() });
    expect(answer.status).toBe(200);
    return answer.body.data as Page<AnnouncementItem>;
  };
  const remove = (id: number) => suite.t.api('DELETE', `/api/announcement/${id}/`, { cookie: admin() });

  describe('posting', () => {
    it('stores the trimmed text, the link and the end of the chosen Moscow day; answers 201', async () => {
      // The clock stands at 2026-11-21 13:00 in Moscow (tests/helpers/test-app.ts).
      const item = await posted({
        text: '  Ярмарка вакансий 5 декабря в главном корпусе, 12:00  ',
        link: ' https://career.example.ru/fair ',
        endsOn: '2026-12-05',
      });
      expect(item).toMatchObject({
        text: 'Ярмарка вакансий 5 декабря в главном корпусе, 12:00',
        link: 'https://career.example.ru/fair',
        endsAt: '2026-12-05T21:00:00.000Z',
        author: 'Анна Админова',
        removedAt: null,
        state: 'shown',
      });
      const [row] = await suite.database.db.select().from(announcements).where(eq(announcements.id, item.id));
      expect(row?.createdBy).toBe(suite.board.admin.id);
    });

    it('without a link or an end: null both, shown until removed', async () => {
      const item = await posted({ text: 'Консультации по резюме по средам' });
      expect(item).toMatchObject({ link: null, endsAt: null, state: 'shown' });
    });

    it('refuses a bad field with 400 naming it, and stores nothing', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ text: '   ' }, 'text', 'Напишите текст объявления.'],
        [{ text: 'а'.repeat(301) }, 'text', 'Не длиннее 300 символов.'],
        [{ text: 'Ярмарка', link: 'http://career.example.ru/' }, 'link', 'https://'],
        [{ text: 'Ярмарка', link: `https://e.ru/${'a'.repeat(500)}` }, 'link', 'не длиннее 500'],
        [{ text: 'Ярмарка', endsOn: '2026-02-30' }, 'endsOn', 'ГГГГ-ММ-ДД'],
        [{ text: 'Ярмарка', endsOn: '2026-11-20' }, 'endsOn', messages.announcementEndPassed],
        [{ text: 'Ярмарка', endsOn: '2027-12-01' }, 'endsOn', messages.announcementEndTooFar],
      ];
      for (const [json, field, says] of cases) {
        const answer = await post(json);
        expect(answer.status, JSON.stringify(json)).toBe(400);
        const errors = answer.body.errors as Record<string, string>;
        expect(Object.keys(errors), JSON.stringify(json)).toEqual([field]);
        expect(errors[field]).toContain(says);
      }
      expect(await suite.database.db.select().from(announcements)).toEqual([]);
    });

    it('today is a valid last day: shown until the Moscow midnight', async () => {
      const item = await posted({ text: 'Сегодня до вечера', endsOn: '2026-11-21' });
      expect(item.endsAt).toBe('2026-11-21T21:00:00.000Z');
    });

    it(`shows at most ${ANNOUNCEMENTS_SHOWN_MAX} at once (409); removing one makes room`, async () => {
      const made: number[] = [];
      for (let index = 0; index < ANNOUNCEMENTS_SHOWN_MAX; index += 1)
        made.push((await posted({ text: `Объявление ${index}` })).id);
      const refused = await post({ text: 'Ещё одно' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('20 объявлений');
      expect((await remove(made[0] ?? 0)).status).toBe(200);
      expect((await post({ text: 'Ещё одно' })).status).toBe(201);
    });

    it('is for admins: a student 403, a guest 401', async () => {
      expect((await post({ text: 'Ярмарка' }, suite.cookies.student)).status).toBe(403);
      expect((await post({ text: 'Ярмарка' }, '')).status).toBe(401);
    });
  });

  describe('the banner', () => {
    it('shows the newest three to students and companies; guests 401', async () => {
      for (const text of ['Первое', 'Второе', 'Третье', 'Четвёртое']) {
        await posted({ text });
        suite.t.clock.advance(1000);
      }
      expect((await current()).map((item) => item.text)).toEqual(['Четвёртое', 'Третье', 'Второе']);
      expect(await current(suite.cookies.owner)).toHaveLength(3);
      const guest = await suite.t.api('GET', '/api/announcement/current');
      expect(guest.status).toBe(401);
    });

    it('a removed notice is no longer current; the list keeps it, marked removed', async () => {
      const item = await posted({ text: 'Снимем' });
      expect((await current()).map((one) => one.id)).toEqual([item.id]);
      const removed = await remove(item.id);
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({ id: item.id, state: 'removed' });
      expect(await current()).toEqual([]);
      expect((await list()).items.map((one) => [one.id, one.state])).toEqual([[item.id, 'removed']]);
    });

    it('an ended notice is no longer current: after the last day, listed as ended', async () => {
      const item = await posted({ text: 'До конца дня', endsOn: '2026-11-21' });
      const left = Date.parse(item.endsAt ?? '') - suite.t.clock.now().getTime();
      suite.t.clock.advance(left - MINUTE);
      expect((await current()).map((one) => one.id)).toEqual([item.id]);
      suite.t.clock.advance(MINUTE);
      expect(await current()).toEqual([]);
      expect((await list()).items.map((one) => one.state)).toEqual(['ended']);
    });
  });

  describe('removing and the list', () => {
    it('removing is idempotent; an unknown id is a 404 with its message', async () => {
      const item = await posted({ text: 'Дважды' });
      const first = await remove(item.id);
      suite.t.clock.advance(HOUR);
      const second = await remove(item.id);
      expect(second.status).toBe(200);
      expect(second.body.data).toEqual(first.body.data);
      const unknown = await remove(item.id + 1000);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(messages.announcementNotFound);
    });

    it('lists every notice newest first by pages, with the author; null once the author is deleted', async () => {
      const [other] = await suite.database.db
        .insert(admins)
        .values({ email: 'second@example.ru', passwordHash: 'x', name: 'Борис Второй' })
        .returning();
      if (!other) throw new Error('seed failed');
      const otherCookie = await sessionCookie(suite.database.db, 'admin', other.id, suite.t.clock.now());
      await posted({ text: 'От Анны' });
      suite.t.clock.advance(1000);
      const byOther = await post({ text: 'От Бориса' }, otherCookie);
      expect(byOther.status).toBe(201);
      const first = await list('?limit=1');
      expect(first).toMatchObject({ total: 2, page: 1, hasMore: true });
      expect(first.items.map((one) => [one.text, one.author])).toEqual([['От Бориса', 'Борис Второй']]);
      expect((await list('?limit=1&page=2')).hasMore).toBe(false);

      expect((await suite.t.api('DELETE', `/api/admin/${other.id}/`, { cookie: admin() })).status).toBe(200);
      expect((await list()).items.map((one) => [one.text, one.author])).toEqual([
        ['От Бориса', null],
        ['От Анны', 'Анна Админова'],
      ]);
    });
  });
});
