import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  type Board,
  insertVacancy,
  type Role,
  roleCookies,
  seedBoard,
  vacancyInput,
} from '../../../tests/helpers/board-fixtures';
import { recordingNotifier, type SentNotification } from '../../../tests/helpers/outbox-delivery';
import { insertSubscription } from '../../../tests/helpers/subscription-fixtures';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { BoardSummary } from '../../shared/contract/board-summary.contract';
import type { CompanyDetail } from '../../shared/contract/company.contract';
import type { DictionaryItem } from '../../shared/contract/dictionary-item.contract';
import type { Page } from '../../shared/contract/query';
import type { VacancyDetail, VacancyListItem } from '../../shared/contract/vacancy.contract';
import { RETURN_REASON_MAX, RETURN_REASON_REQUIRED } from '../../shared/contract/vacancy-moderation.contract';
import { messages } from '../../shared/messages';
import type { DatabaseHandle } from '../db/client';
import { companies, outbox, subscriptions, telegramUsers, vacancies, vacancyMatchQueue } from '../db/schema';
import { runAlertRound } from '../domain/subscription-alerts/alert-loop';
import { INSTANT_GROUPING } from '../domain/subscription-alerts/deliver-instant';
import type { MailMessage } from '../mail/mailer';

/**
 * The career centre's moderation (issue 24, item 19; docs/decisions/052): hiding takes a vacancy
 * out of every public read at once (warm caches included), showing undoes it, returning makes it a
 * draft with a reason its company reads and answers by publishing again; the company hears of each.
 */
describeOnDatabases('vacancy moderation: hide, show again, return with a reason', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;
  let cookies: Record<Role, string>;
  const mail: MailMessage[] = [];
  const sent: SentNotification[] = [];

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(
      database,
      undefined,
      { send: async (message) => void mail.push(message) },
      { notifier: recordingNotifier(sent) },
    );
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, t.clock.now());
  });
  beforeEach(async () => {
    await database.db.delete(vacancies);
    await database.db.delete(outbox);
    mail.length = 0;
    sent.length = 0;
  });
  afterAll(async () => {
    await database.close();
  });

  const call = (method: string, path: string, role: Role, json?: unknown) =>
    t.api(method, path, { cookie: cookies[role], json });
  const get = async <T>(path: string, role: Role = 'guest') => (await call('GET', path, role)).body.data as T;
  const publicIds = async () =>
    (await get<Page<VacancyListItem>>('/api/vacancy/getItems?limit=50')).items.map((item) => item.id);
  const boardItem = async (id: number, role: 'admin' | 'owner') =>
    (
      await get<Page<VacancyListItem>>(
        `/api/vacancy/getItems?scope=${role === 'admin' ? 'all' : 'own'}&limit=50`,
        role,
      )
    ).items.find((item) => item.id === id);
  const publish = async () =>
    (
      await insertVacancy(database.db, t.clock.now(), {
        companyId: board.owner.id,
        title: 'Стажёр-аналитик',
        tagIds: [board.tags.python.id],
      })
    ).id;
  const pythonCount = async () =>
    (await get<Page<DictionaryItem>>('/api/tag/getItems?limit=50')).items.find(
      (tag) => tag.id === board.tags.python.id,
    )?.vacancyCount;
  const ownerOpen = async () => (await get<CompanyDetail>(`/api/company/${board.owner.id}/`)).openVacancies;
  const sitemapHas = async (id: number) =>
    (await (await t.app.request('/sitemap/vacancies-1.xml')).text()).includes(`/vacancy/${id}/`);

  it('hides a published vacancy from every public read at once, warm caches included, and shows it again', async () => {
    const id = await publish();
    // Warm every cached public answer first.
    expect(await publicIds()).toEqual([id]);
    expect(await pythonCount()).toBe(1);
    expect(await ownerOpen()).toBe(1);

    const hidden = await call('POST', '/api/vacancy/moderation/hide/', 'admin', { id });
    expect(hidden.status).toBe(200);
    expect((hidden.body.data as VacancyDetail).hiddenReason).toBe('moderation');

    expect(await publicIds()).toEqual([]);
    expect(await pythonCount()).toBe(0);
    expect(await ownerOpen()).toBe(0);
    expect((await get<BoardSummary>('/api/board/summary/', 'admin')).vacancies.publishedHidden).toBe(1);
    for (const role of ['guest', 'student', 'other'] as const) {
      const detail = await call('GET', `/api/vacancy/${id}/`, role);
      expect(detail.status, role).toBe(404);
      expect(detail.body.message).toBe(messages.vacancyNotFound);
    }
    // The public page of a direct link answers the 404 page, not an error.
    expect((await t.app.request(`/vacancy/${id}/`)).status).toBe(404);
    const apply = await call('POST', '/api/favourite/switch', 'student', {
      targetKind: 'vacancy',
      targetId: id,
    });
    expect(apply.status).toBe(404);

    // Admins see who hid it and when; its company sees that the career centre did, not who.
    const now = t.clock.now().toISOString();
    expect((await boardItem(id, 'admin'))?.moderation).toEqual({
      hidden: { at: now, by: board.admin.name },
      returned: null,
    });
    const own = await boardItem(id, 'owner');
    expect(own?.hiddenReason).toBe('moderation');
    expect(own?.moderation).toEqual({ hidden: { at: now, by: null }, returned: null });
    const [row] = await database.db.select().from(vacancies).where(eq(vacancies.id, id));
    expect(row).toMatchObject({ hiddenBy: board.admin.id, status: 'published' });
    // «Скрытые» on the board lists it alone; the public list ignores the filter.
    const other = await insertVacancy(database.db, t.clock.now(), { companyId: board.owner.id });
    const hiddenOnly = await get<Page<VacancyListItem>>('/api/vacancy/getItems?scope=all&hidden=1', 'admin');
    expect(hiddenOnly.items.map((item) => item.id)).toEqual([id]);
    expect(await publicIds()).toEqual([other.id]);
    expect(
      (await get<Page<VacancyListItem>>('/api/vacancy/getItems?hidden=1')).items.map((item) => item.id),
    ).toEqual([other.id]);
    await database.db.delete(vacancies).where(eq(vacancies.id, other.id));

    // The company hears of it by mail (no Telegram linked).
    expect(mail.map((message) => [message.to, message.subject])).toEqual([
      [board.owner.email, 'Вакансия скрыта карьерным центром'],
    ]);

    // Twice is a conflict that changes nothing.
    const again = await call('POST', '/api/vacancy/moderation/hide/', 'admin', { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.vacancyAlreadyHidden);

    const shown = await call('POST', '/api/vacancy/moderation/show/', 'admin', { id });
    expect(shown.status).toBe(200);
    expect((shown.body.data as VacancyDetail).moderation).toEqual({ hidden: null, returned: null });
    expect(await publicIds()).toEqual([id]);
    expect(await pythonCount()).toBe(1);
    expect((await call('GET', `/api/vacancy/${id}/`, 'student')).status).toBe(200);
    const notHidden = await call('POST', '/api/vacancy/moderation/show/', 'admin', { id });
    expect(notHidden.status).toBe(409);
    expect(notHidden.body.message).toBe(messages.vacancyNotHidden);
  });

  it('keeps a hidden vacancy out of the sitemap', async () => {
    const id = await publish();
    expect(await sitemapHas(id)).toBe(true);
    await call('POST', '/api/vacancy/moderation/hide/', 'admin', { id });
    expect(await sitemapHas(id)).toBe(false);
  });

  it('sends no saved-search alert for a hidden vacancy, and alerts once it is shown again', async () => {
    await database.db.delete(subscriptions);
    await database.db.delete(vacancyMatchQueue);
    await insertSubscription(database.db, { studentId: board.student.id, query: { text: 'аналитик' } });
    const created = await call('POST', '/api/vacancy/', 'owner', vacancyInput({ publish: true }));
    const id = (created.body.data as VacancyDetail).id;
    await call('POST', '/api/vacancy/moderation/hide/', 'admin', { id });
    const alertDeps = { ...t.deps, linkBase: () => 'https://career.example.ru' };
    expect(await runAlertRound(alertDeps)).toMatchObject({ matches: 0, alerts: 0 });
    // Past the wait an instant alert takes for its burst (docs/decisions/056): still nothing.
    t.clock.advance(INSTANT_GROUPING.settleMs);
    expect(await runAlertRound(alertDeps)).toMatchObject({ alerts: 0 });
    await call('POST', '/api/vacancy/moderation/show/', 'admin', { id });
    expect(await runAlertRound(alertDeps)).toMatchObject({ matches: 1 });
    // An instant alert waits out the burst it may be part of (docs/decisions/056).
    t.clock.advance(INSTANT_GROUPING.settleMs);
    expect(await runAlertRound(alertDeps)).toMatchObject({ alerts: 1 });
  });

  it('keeps it hidden whatever its company does: edit, archive and restore; unhiding is the career centre’s', async () => {
    const id = await publish();
    await call('POST', '/api/vacancy/moderation/hide/', 'admin', { id });
    for (const path of ['/api/vacancy/moderation/show/', '/api/vacancy/moderation/hide/']) {
      expect((await call('POST', path, 'owner', { id })).status).toBe(403);
      expect((await call('POST', path, 'student', { id })).status).toBe(403);
      expect((await call('POST', path, 'guest', { id })).status).toBe(401);
    }
    expect((await call('PUT', `/api/vacancy/${id}/`, 'owner', vacancyInput({ publish: true }))).status).toBe(
      200,
    );
    await call('POST', '/api/vacancy/archive/', 'owner', { id, archived: true });
    const restored = await call('POST', '/api/vacancy/archive/', 'owner', { id, archived: false });
    expect((restored.body.data as VacancyDetail).status).toBe('published');
    expect((restored.body.data as VacancyDetail).hiddenReason).toBe('moderation');
    expect(await publicIds()).toEqual([]);
  });

  it('refuses to hide or return what students do not see anyway', async () => {
    const draft = await insertVacancy(database.db, t.clock.now(), {
      companyId: board.owner.id,
      status: 'draft',
    });
    const hide = await call('POST', '/api/vacancy/moderation/hide/', 'admin', { id: draft.id });
    expect(hide.status).toBe(409);
    expect(hide.body.message).toBe(messages.vacancyHideNotPublished);
    const back = await call('POST', '/api/vacancy/moderation/return/', 'admin', {
      id: draft.id,
      reason: 'Нет описания',
    });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(messages.vacancyReturnNotPublished);
    expect((await call('POST', '/api/vacancy/moderation/hide/', 'admin', { id: 999_999 })).status).toBe(404);
    expect(mail).toEqual([]);
  });

  it('returns a vacancy with a reason: a draft its company reads, fixes and publishes again; told by the bot', async () => {
    await database.db.insert(telegramUsers).values({ id: 5100 }).onConflictDoNothing();
    await database.db.update(companies).set({ telegramUserId: 5100 }).where(eq(companies.id, board.owner.id));
    try {
      const id = await publish();
      const publishedAt = (await get<VacancyDetail>(`/api/vacancy/${id}/`)).publishedAt;
      const reason = 'Укажите зарплату и обязанности.\nУберите телефон из названия.';
      const returned = await call('POST', '/api/vacancy/moderation/return/', 'admin', {
        id,
        reason: ` ${reason} `,
      });
      expect(returned.status).toBe(200);
      expect((returned.body.data as VacancyDetail).status).toBe('draft');
      expect(await publicIds()).toEqual([]);

      const own = await boardItem(id, 'owner');
      expect(own?.status).toBe('draft');
      expect(own?.moderation?.returned).toEqual({ at: t.clock.now().toISOString(), by: null, reason });
      expect((await get<VacancyDetail>(`/api/vacancy/${id}/`, 'owner')).moderation?.returned?.reason).toBe(
        reason,
      );
      expect((await boardItem(id, 'admin'))?.moderation?.returned?.by).toBe(board.admin.name);
      expect(sent.map((item) => item.notification)).toEqual([
        {
          type: 'vacancy-moderated',
          action: 'returned',
          vacancyId: id,
          vacancyTitle: 'Стажёр-аналитик',
          reason,
        },
      ]);
      expect(mail).toEqual([]);

      // What students saw is not deleted by its company: its applications and links stay.
      const deleted = await call('DELETE', `/api/vacancy/${id}/`, 'owner');
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toBe(messages.vacancyDeleteReturned);

      // A save without publishing keeps the reason; publishing answers it and keeps the first date.
      await call('PUT', `/api/vacancy/${id}/`, 'owner', vacancyInput({ title: 'Стажёр-аналитик' }));
      expect((await boardItem(id, 'owner'))?.moderation?.returned?.reason).toBe(reason);
      const again = await call('PUT', `/api/vacancy/${id}/`, 'owner', vacancyInput({ publish: true }));
      expect(again.status).toBe(200);
      const detail = again.body.data as VacancyDetail;
      expect(detail.status).toBe('published');
      expect(detail.publishedAt).toBe(publishedAt);
      expect(detail.moderation?.returned).toBeNull();
      expect(await publicIds()).toEqual([id]);
    } finally {
      await database.db
        .update(companies)
        .set({ telegramUserId: null })
        .where(eq(companies.id, board.owner.id));
    }
  });

  it('refuses a missing, empty, overlong or control-character reason, and changes nothing', async () => {
    const id = await publish();
    const cases: [unknown, string][] = [
      [{ id }, 'Заполните это поле.'],
      [{ id, reason: 42 }, RETURN_REASON_REQUIRED],
      [{ id, reason: '   \n ' }, RETURN_REASON_REQUIRED],
      [
        { id, reason: 'я'.repeat(RETURN_REASON_MAX + 1) },
        `Причина — не длиннее ${RETURN_REASON_MAX} символов.`,
      ],
      [{ id, reason: 'Исправьте\u0000название' }, 'Уберите из текста служебные символы'],
    ];
    for (const [json, message] of cases) {
      const response = await call('POST', '/api/vacancy/moderation/return/', 'admin', json);
      expect(response.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect(JSON.stringify(response.body.errors ?? response.body.message)).toContain(message);
    }
    expect(await publicIds()).toEqual([id]);
    expect(mail).toEqual([]);
    // Exactly the limit is taken.
    const longest = 'я'.repeat(RETURN_REASON_MAX);
    expect(
      (await call('POST', '/api/vacancy/moderation/return/', 'admin', { id, reason: longest })).status,
    ).toBe(200);
  });
});
