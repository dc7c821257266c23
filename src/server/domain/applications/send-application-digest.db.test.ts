import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useApplicationSuite } from '../../../../tests/helpers/application-suite';
import { drainOutbox } from '../../../../tests/helpers/outbox-delivery';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { applications, companies, outbox, telegramUsers } from '../../db/schema';
import { sendApplicationDigests } from './send-application-digest';

const HOUR = 3_600_000;

describeOnDatabases('the daily digest of new applications', (target) => {
  const s = useApplicationSuite(target);
  /** Queues the due digests, then lets the outbox worker send them. */
  const run = async () => {
    const queued = await sendApplicationDigests(s.t.deps);
    await drainOutbox(s.t.deps);
    return queued;
  };
  const resetDigests = () => s.database.db.update(companies).set({ applicationDigestSentAt: null });

  it('mails each company without Telegram its new applications, once a day, then only newer ones', async () => {
    await resetDigests();
    s.t.deps.publicUrl = 'https://board.example.ru';
    const a = await s.apply('student', s.vacancies.analyst);
    await s.apply('otherStudent', s.vacancies.intern);
    await s.apply('otherStudent', s.vacancies.java);
    const withdrawn = await s.apply('student', s.vacancies.intern);
    await s.call('student', 'POST', '/api/application/withdraw/', { id: withdrawn.id });
    expect(a.status).toBe('new');

    expect(await run()).toBe(2);
    const toOwner = s.mail.find((mail) => mail.to === 'hr@company.ru');
    expect(toOwner?.subject).toBe('Новые отклики на вакансии: 2');
    expect(toOwner?.text).toContain('• Иван Студентов — «Аналитик данных», 21.11.2026');
    expect(toOwner?.text).toContain('• Пётр Петров — «Стажёр-программист»');
    expect(toOwner?.text).toContain('https://board.example.ru/board/applications/');
    expect(s.mail.find((mail) => mail.to === 'hr@alfa.ru')?.subject).toBe('Новые отклики на вакансии: 1');

    // Within the day: nothing, even with a new application; a day later: only the new one.
    s.mail.length = 0;
    s.t.clock.advance(HOUR);
    const later = await s.apply('student', s.vacancies.intern);
    expect(await run()).toBe(0);
    s.t.clock.advance(24 * HOUR);
    expect(await run()).toBe(1);
    expect(s.mail).toHaveLength(1);
    expect(s.mail[0]?.subject).toBe('Новые отклики на вакансии: 1');
    expect(s.mail[0]?.text).toContain('«Стажёр-программист»');
    expect(later.id).toBeGreaterThan(a.id);
    s.t.clock.advance(24 * HOUR);
    expect(await run()).toBe(0);
    delete s.t.deps.publicUrl;
  });

  it('leaves out a company the bot reaches; a failed mail is retried by the outbox, not queued twice', async () => {
    await resetDigests();
    await s.database.db.insert(telegramUsers).values({ id: 9001 });
    await s.database.db
      .update(companies)
      .set({ telegramUserId: 9001 })
      .where(eq(companies.id, s.board.owner.id));
    await s.apply('student', s.vacancies.analyst);
    await s.apply('student', s.vacancies.java);
    const mailer = s.t.deps.mailer;
    s.t.deps.mailer = {
      send: async () => {
        throw new Error('smtp down');
      },
    };
    try {
      expect(await run()).toBe(1);
    } finally {
      if (mailer) s.t.deps.mailer = mailer;
    }
    expect(s.mail).toEqual([]);
    // The company's bot notices of the applications are in the outbox too: find the digest.
    const [waiting] = await s.database.db.select().from(outbox).where(eq(outbox.topic, 'application-digest'));
    expect(waiting).toMatchObject({ topic: 'application-digest', sentAt: null, lastError: 'Error' });
    // Its retry comes due: the same letter goes, and the next hour queues nothing new.
    await s.database.db.update(outbox).set({ nextAttemptAt: new Date(0) });
    expect(await run()).toBe(0);
    expect(s.mail.map((mail) => mail.to)).toEqual(['hr@alfa.ru']);
    // A company that blocked the bot is back on the digest.
    await s.database.db.update(telegramUsers).set({ botBlockedAt: s.t.clock.now() });
    expect(await run()).toBe(1);
    expect(s.mail.map((mail) => mail.to)).toEqual(['hr@alfa.ru', 'hr@company.ru']);
    await s.database.db.update(companies).set({ telegramUserId: null });
    await s.database.db.delete(telegramUsers);
    await s.database.db.delete(applications);
  });

  it('lists only applications still new: one the company already opened or answered is not news', async () => {
    // After the suite above: no application left, no company on Telegram.
    await resetDigests();
    s.t.clock.advance(24 * HOUR);
    const fresh = await s.apply('student', s.vacancies.analyst);
    const answered = await s.apply('otherStudent', s.vacancies.analyst);
    const opened = await s.apply('otherStudent', s.vacancies.intern);
    const change = (ids: number[], status: string, message?: string) =>
      s.call('owner', 'POST', '/api/application/changeStatus', {
        ids,
        status,
        ...(message ? { message } : {}),
      });
    expect((await change([answered.id], 'rejected', 'Спасибо, вакансия закрыта.')).status).toBe(200);
    expect((await s.call('owner', 'POST', '/api/application/view/', { id: opened.id })).status).toBe(200);
    s.mail.length = 0;
    expect(await run()).toBeGreaterThanOrEqual(1);
    const toOwner = s.mail.find((mail) => mail.to === 'hr@company.ru');
    expect(toOwner?.subject).toBe('Новые отклики на вакансии: 1');
    expect(toOwner?.text).toContain('• Иван Студентов — «Аналитик данных»');
    expect(toOwner?.text).not.toContain('Пётр Петров');
    expect(fresh.status).toBe('new');
  });
});
