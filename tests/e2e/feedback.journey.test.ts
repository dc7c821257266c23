import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { TelegramUserData } from '../../src/server/dev/mini-app-launch';
import { feedbackMessages } from '../../src/shared/feedback-messages';
import { describeOnDatabase } from '../helpers/test-database';
import { passMiniAppSecondFactor } from './helpers/admin-totp';
import { skipBrowserJourneys } from './helpers/browser';
import {
  ADMIN_NAME,
  ADMIN_TELEGRAM,
  badgeOf,
  expectToast,
  feedbackRow,
  GUEST,
  LINKED,
  LOAD,
  mailsTo,
  mainButton,
  nextSentFeedback,
  nextStatusChange,
  notificationLink,
  openFeedbackDialog,
  openSignedInMiniApp,
  PASSWORD,
  pageWidth,
  REPLY_TOASTS,
  replyOf,
  seedFeedbackAccounts,
  TOAST_WATCH,
  UNLINKED,
} from './helpers/feedback-journey';
import { ADMIN, DESKTOP, openPage, PHONE, watchFailures } from './helpers/journey';
import { JOURNEY_BOT } from './helpers/journey-init-data';
import { useJourneyServer } from './helpers/journey-server';
import { type Account, ADMIN_ACCOUNT, openSignedInPage, signInByApi } from './helpers/session';

const UNLINKED_ACCOUNT: Account = { email: UNLINKED.email, password: PASSWORD, kind: 'student' };

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('feedback and its answer in Chromium', (target) => {
  /**
   * The server writes mail to DATA_DIR/outbox/ (no SMTP_URL). PGlite's DATA_DIR is the
   * provisioned one; with PostgreSQL the journey gets a DATA_DIR of its own (set in `prepare`,
   * before the server starts) rather than the default ./data in the working copy.
   */
  const serverEnv: Record<string, string> = { ...JOURNEY_BOT };
  const own: { dataDir?: string } = {};
  const outbox = () => join(serverEnv.DATA_DIR ?? own.dataDir ?? '', 'outbox');
  const journey = useJourneyServer(target, serverEnv, async (databaseEnv) => {
    if (databaseEnv.DATA_DIR) own.dataDir = databaseEnv.DATA_DIR;
    else serverEnv.DATA_DIR = mkdtempSync(join(tmpdir(), 'jb-feedback-'));
    await seedFeedbackAccounts(databaseEnv);
  });
  afterAll(() => {
    // Only the directory made here; PGlite's goes with the provisioned database.
    if (serverEnv.DATA_DIR) rmSync(serverEnv.DATA_DIR, { recursive: true, force: true });
  });

  it('the bot notification for a new feedback opens /board/feedbacks/?id=N in the Mini App', () => {
    expect(notificationLink('https://career.example.ru', 42, 'Вопрос').toString()).toBe(
      'https://career.example.ru/board/feedbacks/?id=42',
    );
  });

  it('inside Telegram at 360 px: a student writes, the admin answers from the notification link, the student reads it', async () => {
    const url = journey.server.url;
    const question = 'Подскажите, засчитывается ли летняя стажировка как производственная практика?';
    const answer = 'Да, засчитывается: принесите договор со стажировки в деканат до 1 сентября.';

    // The student, signed in by tg-login, writes with the footer's button.
    const student = await openPage(journey.browser, PHONE);
    const studentProblems = watchFailures(student.page, student.errors);
    const studentApp = await openSignedInMiniApp(
      student.page,
      url,
      LINKED.telegram as TelegramUserData,
      '/vacancies/',
    );
    await expect
      .poll(
        () => student.page.getByRole('list', { name: 'Результаты поиска' }).locator(':scope > li').count(),
        LOAD,
      )
      .toBeGreaterThan(0);
    const dialog = await openFeedbackDialog(student.page);
    // A signed-in author gives no email: the session names them.
    expect(await dialog.getByLabel('Email для ответа').count()).toBe(0);
    await dialog.getByLabel('Сообщение').fill(question);
    // Inside Telegram «Отправить» is the MainButton; the form's own button is out of the a11y tree.
    await expect
      .poll(() => mainButton(studentApp.host), LOAD)
      .toMatchObject({ is_visible: true, is_active: true, text: 'Отправить' });
    expect(await dialog.getByRole('button', { name: 'Отправить', exact: true }).count()).toBe(0);
    const sent = nextSentFeedback(student.page);
    await studentApp.host.pressMainButton();
    const id = await sent;
    await expectToast(student.page, 'success', feedbackMessages.sent);
    await expect.poll(() => dialog.count(), LOAD).toBe(0);
    await expect.poll(() => mainButton(studentApp.host).is_visible, LOAD).toBe(false);

    // The admin taps the notification's button: the Mini App opens on that feedback, signed in.
    const admin = await openPage(journey.browser, PHONE);
    const adminProblems = watchFailures(admin.page, admin.errors);
    const linked = notificationLink(url, id, question);
    expect(`${linked.pathname}${linked.search}`).toBe(`/board/feedbacks/?id=${id}`);
    // The Mini App lets an admin in only once a second factor is enrolled, and asks for its code
    // (docs/decisions/016).
    await signInByApi(url, ADMIN_ACCOUNT);
    const adminApp = await openSignedInMiniApp(
      admin.page,
      url,
      ADMIN_TELEGRAM,
      `${linked.pathname}${linked.search}`,
    );
    await passMiniAppSecondFactor(admin.page, ADMIN.email);
    const row = feedbackRow(admin.page, id);
    await expect.poll(() => badgeOf(row), LOAD).toBe('Новое');
    await expect
      .poll(() => admin.page.locator('.feedback-focus').textContent(), LOAD)
      .toContain(`Показано обращение №${id}.`);
    // Only that feedback, its text in full.
    expect(await admin.page.locator('li.feedback-row').count()).toBe(1);
    expect(((await row.locator('.feedback-text__body').textContent()) ?? '').trim()).toBe(question);
    expect(await row.getByText(LINKED.email).count()).toBe(1);
    await expect.poll(() => adminApp.host.backButtonVisible(), LOAD).toBe(true);
    expect(await pageWidth(admin.page)).toBeLessThanOrEqual(PHONE.width);

    await row.getByRole('button', { name: `Ответить: обращение №${id}` }).click();
    const replyField = row.getByRole('textbox', { name: /^Ответ \(придёт автору/ });
    await replyField.fill(answer);
    await expect
      .poll(() => mainButton(adminApp.host), LOAD)
      .toMatchObject({ is_visible: true, is_active: true, text: 'Отправить ответ' });
    expect(await row.getByRole('button', { name: 'Отправить ответ' }).count()).toBe(0);
    expect(await pageWidth(admin.page)).toBeLessThanOrEqual(PHONE.width);
    const changed = nextStatusChange(admin.page);
    await adminApp.host.pressMainButton();
    // The student has Telegram linked: the reply goes by the bot (Telegram is out of reach here,
    // so its delivery fails in the background; the reply is stored either way).
    expect(await changed).toEqual({ status: 'answered', replyChannel: 'telegram' });
    await expect.poll(() => badgeOf(row), LOAD).toBe('Отвечено');
    await expectToast(admin.page, 'success', REPLY_TOASTS.telegram);
    expect(await replyOf(row)).toBe(answer);
    expect(await row.locator('.feedback-history').textContent()).toContain(
      `${ADMIN_NAME}: «Новое» → «Отвечено»`,
    );
    await expect.poll(() => mainButton(adminApp.host).is_visible, LOAD).toBe(false);
    expect(await pageWidth(admin.page)).toBeLessThanOrEqual(PHONE.width);
    expect(adminProblems()).toEqual({ failedRequests: [], errors: [] });
    await admin.context.close();

    // The student opens «Мои обращения» in the Mini App: the answer and the status, no history.
    await studentApp.host.launch({ baseUrl: url, path: '/board/feedbacks/', initData: studentApp.initData });
    const own = feedbackRow(student.page, id);
    await expect.poll(() => badgeOf(own), LOAD).toBe('Отвечено');
    expect(await student.page.getByRole('heading', { level: 1 }).textContent()).toBe('Мои обращения');
    expect(await replyOf(own)).toBe(answer);
    expect(await own.locator('.feedback-history').count()).toBe(0);
    expect(await pageWidth(student.page)).toBeLessThanOrEqual(PHONE.width);
    expect(studentProblems()).toEqual({ failedRequests: [], errors: [] });
    await student.context.close();
  });

  it('on the website: a guest and a signed-in student write, the admin works them on a desktop, the replies arrive by email', async () => {
    const url = journey.server.url;
    const guestQuestion = 'Здравствуйте! Можно ли компании без ИНН разместить вакансию на бирже?';
    const guestAnswer = 'Нет, без ИНН компания не пройдёт проверку: укажите его в профиле компании.';
    const studentQuestion = 'Не могу прикрепить резюме в формате PDF, пишет «файл слишком большой».';
    const studentAnswer = 'Резюме принимается до 5 МБ: сожмите PDF и загрузите снова.';

    // A guest writes from the vacancies page with an email for the answer.
    const guest = await openPage(journey.browser, DESKTOP);
    const guestProblems = watchFailures(guest.page, guest.errors);
    await guest.page.addInitScript({ content: TOAST_WATCH });
    await guest.page.goto(`${url}/vacancies/`);
    const guestDialog = await openFeedbackDialog(guest.page);
    await guestDialog.getByLabel('Сообщение').fill(guestQuestion);
    await guestDialog.getByLabel('Email для ответа').fill(GUEST.email);
    await guestDialog.getByLabel('Как к вам обращаться (необязательно)').fill(GUEST.name);
    const guestSent = nextSentFeedback(guest.page);
    await guestDialog.getByRole('button', { name: 'Отправить', exact: true }).click();
    const guestId = await guestSent;
    await expectToast(guest.page, 'success', feedbackMessages.sentGuest);
    await expect.poll(() => guestDialog.count(), LOAD).toBe(0);
    expect(guestProblems()).toEqual({ failedRequests: [], errors: [] });
    await guest.context.close();

    // A student without Telegram writes, signed in by email.
    // Signed in by the API (tests/e2e/helpers/session.ts), on the home a sign-in lands on.
    const writer = await openSignedInPage(journey.browser, url, UNLINKED_ACCOUNT, DESKTOP);
    const writerProblems = watchFailures(writer.page, writer.errors);
    await writer.page.addInitScript({ content: TOAST_WATCH });
    await writer.page.goto(`${url}/`);
    const writerDialog = await openFeedbackDialog(writer.page);
    expect(await writerDialog.getByLabel('Email для ответа').count()).toBe(0);
    await expect
      .poll(() => writerDialog.locator('.feedback-form__note').textContent(), LOAD)
      .toContain(UNLINKED.email);
    await writerDialog.getByLabel('Сообщение').fill(studentQuestion);
    const studentSent = nextSentFeedback(writer.page);
    await writerDialog.getByRole('button', { name: 'Отправить', exact: true }).click();
    const studentId = await studentSent;
    await expectToast(writer.page, 'success', feedbackMessages.sent);
    expect(writerProblems()).toEqual({ failedRequests: [], errors: [] });
    await writer.context.close();

    // The admin signs in by email and works the board at desktop size.
    // The admin, enrolled in the first journey, comes in by a recovery code (no code step to wait for).
    const admin = await openSignedInPage(journey.browser, url, ADMIN_ACCOUNT, DESKTOP);
    const adminProblems = watchFailures(admin.page, admin.errors);
    await admin.page.addInitScript({ content: TOAST_WATCH });
    await admin.page.goto(`${url}/board/feedbacks/`);
    await expect
      .poll(() => admin.page.getByRole('heading', { level: 1 }).textContent(), LOAD)
      .toBe('Обращения');
    const tabs = admin.page.getByRole('group', { name: 'Статус обращений' });
    const tab = (name: RegExp) => tabs.getByRole('button', { name });
    await tab(/^Новые/).click();
    await expect.poll(() => tab(/^Новые/).getAttribute('aria-pressed'), LOAD).toBe('true');
    const guestRow = feedbackRow(admin.page, guestId);
    await expect.poll(() => badgeOf(guestRow), LOAD).toBe('Новое');
    expect(await guestRow.getByText(GUEST.email).count()).toBe(1);
    expect(await guestRow.getByText(GUEST.name).count()).toBe(1);

    // Taken into work: it leaves «Новые» and waits under «В работе».
    const taken = nextStatusChange(admin.page);
    await guestRow.getByRole('button', { name: `Взять в работу: обращение №${guestId}` }).click();
    expect((await taken).status).toBe('in_progress');
    await expectToast(admin.page, 'success', `Обращение №${guestId}: «В работе».`);
    await expect.poll(() => guestRow.count(), LOAD).toBe(0);
    await tab(/^В работе/).click();
    await expect.poll(() => badgeOf(guestRow), LOAD).toBe('В работе');

    await guestRow.getByRole('button', { name: `Ответить: обращение №${guestId}` }).click();
    await guestRow.getByRole('textbox', { name: /^Ответ \(придёт автору/ }).fill(guestAnswer);
    const answered = nextStatusChange(admin.page);
    await guestRow.getByRole('button', { name: 'Отправить ответ' }).click();
    // A guest has no Telegram: the answer goes to the email they gave.
    expect(await answered).toEqual({ status: 'answered', replyChannel: 'email' });
    await expectToast(admin.page, 'success', REPLY_TOASTS.email);
    await expect.poll(() => guestRow.count(), LOAD).toBe(0);
    await tab(/^Отвечено/).click();
    await expect.poll(() => badgeOf(guestRow), LOAD).toBe('Отвечено');
    expect(await replyOf(guestRow)).toBe(guestAnswer);
    expect(((await guestRow.locator('.feedback-reply__channel').textContent()) ?? '').trim()).toBe(
      'Ответ отправлен на почту',
    );
    expect(await guestRow.locator('.feedback-history').textContent()).toContain('«В работе» → «Отвечено»');
    await expect
      .poll(() => mailsTo(outbox(), GUEST.email).some((mail) => mail.includes(guestAnswer)), LOAD)
      .toBe(true);
    expect(mailsTo(outbox(), GUEST.email).find((mail) => mail.includes(guestAnswer))).toContain(
      feedbackMessages.replyMailSubject,
    );

    // The student's feedback, found by search under «Новые», answered straight away.
    await tab(/^Новые/).click();
    const search = admin.page.getByLabel('Поиск по обращениям');
    await search.fill(UNLINKED.lastName);
    await search.press('Enter');
    const studentRow = feedbackRow(admin.page, studentId);
    await expect.poll(() => badgeOf(studentRow), LOAD).toBe('Новое');
    await expect.poll(() => admin.page.locator('li.feedback-row').count(), LOAD).toBe(1);
    await studentRow.getByRole('button', { name: `Ответить: обращение №${studentId}` }).click();
    await studentRow.getByRole('textbox', { name: /^Ответ \(придёт автору/ }).fill(studentAnswer);
    const studentAnswered = nextStatusChange(admin.page);
    await studentRow.getByRole('button', { name: 'Отправить ответ' }).click();
    expect(await studentAnswered).toEqual({ status: 'answered', replyChannel: 'email' });
    await expectToast(admin.page, 'success', REPLY_TOASTS.email);
    await expect
      .poll(() => mailsTo(outbox(), UNLINKED.email).some((mail) => mail.includes(studentAnswer)), LOAD)
      .toBe(true);
    expect(adminProblems()).toEqual({ failedRequests: [], errors: [] });
    await admin.context.close();

    // The student signs in by email and reads the answer on «Мои обращения».
    const reader = await openSignedInPage(journey.browser, url, UNLINKED_ACCOUNT, DESKTOP);
    const readerProblems = watchFailures(reader.page, reader.errors);
    await reader.page.goto(`${url}/board/feedbacks/`);
    const own = feedbackRow(reader.page, studentId);
    await expect.poll(() => badgeOf(own), LOAD).toBe('Отвечено');
    expect(await replyOf(own)).toBe(studentAnswer);
    // Their own feedback only: not the guest's, not the Telegram student's.
    expect(await reader.page.locator('li.feedback-row').count()).toBe(1);
    expect(readerProblems()).toEqual({ failedRequests: [], errors: [] });
    await reader.context.close();
  });
});
