import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admins, outbox } from '../src/server/db/schema';
import { enqueueNotification } from '../src/server/domain/outbox/enqueue';
import type { Notification, NotificationTarget } from '../src/server/notify/notifier';
import { drainOutbox } from '../src/server/outbox/drain-outbox';
import { parseStartParam, pathForStartTarget } from '../src/shared/start-param';
import { inlineButtons } from '../tests/helpers/fake-bot-api';
import {
  NOTIFIER_PUBLIC_URL,
  NOTIFIER_TG,
  notifierNow,
  useNotifierWorld,
} from '../tests/helpers/notifier-world';
import { describeOnDatabases } from '../tests/helpers/test-database';

const PUBLIC_URL = NOTIFIER_PUBLIC_URL;
const { admin: ADMIN_TG, student: STUDENT_TG, company: COMPANY_TG } = NOTIFIER_TG;
const now = notifierNow;

describeOnDatabases('the Telegram notifier, through the outbox', (target) => {
  const world = useNotifierWorld(target);
  const { notifierWith, student, company, deliver } = world;

  it('an admin’s sign-in question goes to that admin with the two answer buttons (docs/decisions/016)', async () => {
    const [admin] = await world.database.db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.telegramUserId, ADMIN_TG));
    const [asked] = await deliver(
      { account: { kind: 'admin', id: admin?.id ?? 0 } },
      { type: 'sign-in-confirmation', challengeId: 'q'.repeat(22) },
    );
    expect(asked?.payload.chat_id).toBe(ADMIN_TG);
    expect(asked?.payload.text).toContain('Подтвердить вход');
    expect(inlineButtons(asked)).toEqual([
      { text: 'Подтвердить вход', callback_data: `2fa:yes:${'q'.repeat(22)}` },
      { text: 'Это не я', callback_data: `2fa:no:${'q'.repeat(22)}` },
    ]);
  });

  it('queues without waiting: nothing is sent until the worker runs', async () => {
    const notifier = notifierWith();
    await world.database.db.transaction((tx) =>
      enqueueNotification({ notifier }, tx, student(), { type: 'account-approved', kind: 'student' }),
    );
    expect(world.fake.calls).toHaveLength(0);
    expect(await drainOutbox({ db: world.database.db, notifier, now })).toBe(1);
    expect(world.fake.callsOf('sendMessage')).toHaveLength(1);
    const [row] = await world.database.db.select().from(outbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('approval and denial go to the account, with a button to its profile', async () => {
    const [approved] = await deliver(student(), { type: 'account-approved', kind: 'student' });
    expect(approved?.payload).toMatchObject({ chat_id: STUDENT_TG, parse_mode: 'HTML' });
    // The news that matters to a student: applying is open now, and the button leads there.
    expect(approved?.payload.text).toMatch(
      /^Ваш профиль студента одобрен: теперь вы можете откликаться на вакансии\./,
    );
    expect(inlineButtons(approved)).toEqual([
      { text: 'Смотреть вакансии', web_app: { url: `${PUBLIC_URL}/vacancies/` } },
    ]);
    world.fake.reset();
    const [denied] = await deliver(company(), {
      type: 'account-denied',
      kind: 'company',
      reason: '<b>ИНН</b> & не тот',
    });
    expect(denied?.payload.chat_id).toBe(COMPANY_TG);
    expect(denied?.payload.text).toContain('Ваш профиль компании не одобрен.');
    // People's words are escaped: a stray tag would make Telegram refuse the whole message.
    expect(denied?.payload.text).toContain('Причина: &lt;b&gt;ИНН&lt;/b&gt; &amp; не тот');
    expect(inlineButtons(denied)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/company/profile/` },
    });
    world.fake.reset();
    const [identity] = await deliver(company(), {
      type: 'account-denied',
      kind: 'company',
      reason: 'ИНН чужой',
      about: 'identity',
    });
    expect(inlineButtons(identity)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/company/edit/` },
    });
  });

  it('a feedback reply is quoted and opens the feedback', async () => {
    const [sent] = await deliver(student(), {
      type: 'feedback-reply',
      feedbackId: 5,
      reply: 'Исправили, спасибо!',
    });
    expect(sent?.payload.text).toBe(
      'Карьерный центр ответил на ваше обращение №5:\n<blockquote>Исправили, спасибо!</blockquote>',
    );
    expect(inlineButtons(sent)).toEqual([
      { text: 'Открыть обращение', web_app: { url: `${PUBLIC_URL}/board/feedbacks/?id=5` } },
    ]);
  });

  it('an application’s move reaches the student, a new application the company, each with its screen', async () => {
    const [moved] = await deliver(student(), {
      type: 'application-status',
      applicationId: 11,
      vacancyTitle: 'Аналитик',
      companyName: 'Ромашка',
      status: 'rejected',
      message: 'Мы выбрали другого кандидата.',
    });
    expect(moved?.payload.chat_id).toBe(STUDENT_TG);
    expect(moved?.payload.text).toContain('Статус: Отказ.');
    expect(inlineButtons(moved)).toEqual([
      { text: 'Открыть отклик', web_app: { url: `${PUBLIC_URL}/applications/?id=11` } },
    ]);
    world.fake.reset();
    const [fresh] = await deliver(company(), {
      type: 'application-new',
      applicationId: 12,
      vacancyTitle: 'Аналитик',
      studentName: 'Иван Студентов',
    });
    expect(fresh?.payload.chat_id).toBe(COMPANY_TG);
    expect(inlineButtons(fresh)).toEqual([
      { text: 'Открыть отклик', web_app: { url: `${PUBLIC_URL}/board/applications/?id=12` } },
    ]);
  });

  it('admins hear of new feedback and registrations awaiting review', async () => {
    const admins = { admins: true } as const;
    const [feedback] = await deliver(admins, {
      type: 'feedback-new',
      feedbackId: 9,
      author: 'guest@example.ru',
      excerpt: 'Не открывается карта',
    });
    expect(feedback?.payload.chat_id).toBe(ADMIN_TG);
    expect(feedback?.payload.text).toContain('Новое обращение №9 от guest@example.ru:');
    expect(inlineButtons(feedback)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/feedbacks/?id=9` },
    });
    world.fake.reset();
    const [pendingStudent] = await deliver(admins, {
      type: 'registration-pending',
      kind: 'student',
      accountId: 3,
      name: 'Иван Студентов',
    });
    expect(pendingStudent?.payload.text).toBe('Новая регистрация ждёт проверки: студент Иван Студентов.');
    expect(inlineButtons(pendingStudent)).toEqual([
      { text: 'Открыть анкету', web_app: { url: `${PUBLIC_URL}/board/students/?id=3` } },
    ]);
    world.fake.reset();
    const [pendingCompany] = await deliver(admins, {
      type: 'registration-pending',
      kind: 'company',
      accountId: 4,
      name: 'ООО «Ромашка»',
    });
    expect(pendingCompany?.payload.text).toContain('компания ООО «Ромашка»');
    expect(inlineButtons(pendingCompany)[0]).toMatchObject({
      web_app: { url: `${PUBLIC_URL}/board/companies/?id=4` },
    });
  });

  it('without https the button is the t.me Mini App link', async () => {
    const notifier = notifierWith({ publicUrl: 'http://localhost:3000' });
    const [sent] = await deliver(student(), { type: 'feedback-reply', feedbackId: 5, reply: 'Да' }, notifier);
    expect(inlineButtons(sent)).toEqual([
      { text: 'Открыть обращение', url: 'https://t.me/career_board_bot/board?startapp=feedback_5' },
    ]);
  });

  it('without https every button’s link lands on the screen its label names, not on the home', async () => {
    const notifier = notifierWith({ publicUrl: 'http://localhost:3000' });
    const link = async (to: NotificationTarget, notification: Notification) => {
      world.fake.reset();
      const [sent] = await deliver(to, notification, notifier);
      const [button] = inlineButtons(sent);
      const start = parseStartParam(new URL(String(button?.url)).searchParams.get('startapp'));
      return { text: button?.text, path: start ? pathForStartTarget(start) : null };
    };
    expect(await link(student(), { type: 'account-approved', kind: 'student' })).toEqual({
      text: 'Смотреть вакансии',
      path: '/vacancies/',
    });
    expect(await link(student(), { type: 'account-denied', kind: 'student', reason: 'Нет фото' })).toEqual({
      text: 'Открыть профиль',
      path: '/board/student/edit/',
    });
    expect(await link(company(), { type: 'account-approved', kind: 'company' })).toEqual({
      text: 'Открыть профиль',
      path: '/board/company/profile/',
    });
    expect(
      await link(company(), { type: 'account-denied', kind: 'company', reason: 'ИНН', about: 'identity' }),
    ).toEqual({ text: 'Открыть профиль', path: '/board/company/edit/' });
    expect(
      await link(
        { admins: true },
        { type: 'registration-pending', kind: 'company', accountId: 4, name: 'ООО «Ромашка»' },
      ),
    ).toEqual({ text: 'Открыть список компаний', path: '/board/companies/?id=4' });
  });
});
