import { expect, it } from 'vitest';
import { escapeHtml } from '../../bot/messages';
import { APPLIED_TOAST } from '../../src/client/features/applications/student/apply-dialog';
import { WITHDRAWN_TOAST } from '../../src/client/features/applications/student/my-application-row';
import { REJECTION_TEMPLATES } from '../../src/shared/contract/application.contract';
import { moscowDate } from '../../src/shared/moscow-time';
import { describeOnDatabase } from '../helpers/test-database';
import {
  applyPanel,
  awaitBotMessages,
  boardRow,
  botMessagesTo,
  COMPANY_TELEGRAM,
  expectAccessible,
  MAIL_STUDENT,
  myRow,
  nextApplicationAnswer,
  type SeededVacancy,
  seedApplicationsBoard,
  startOfButton,
  TG_STUDENT,
} from './helpers/applications-journey';
import { skipBrowserJourneys } from './helpers/browser';
import {
  badgeOf,
  expectToast,
  LOAD,
  mainButton,
  openSignedInMiniApp,
  PASSWORD,
  pageWidth,
  TOAST_WATCH,
} from './helpers/feedback-journey';
import { DESKTOP, openPage, PHONE, watchFailures } from './helpers/journey';
import { journeyInitData } from './helpers/journey-init-data';
import { useMessagingJourney } from './helpers/journey-server';
import { pressUntilOpen } from './helpers/press-until-open';
import { type Account, DEMO_COMPANY, openSignedInPage } from './helpers/session';

/** Signed in by the API (tests/e2e/helpers/session.ts): applying and answering are the subject here. */
const MAIL_STUDENT_ACCOUNT: Account = { email: MAIL_STUDENT.email, password: PASSWORD, kind: 'student' };
const applyDialog = (page: import('playwright-core').Page) =>
  page.getByRole('dialog', { name: 'Отклик на вакансию' });

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('applications in Chromium (issue 12)', (target) => {
  const picked: SeededVacancy[] = [];
  const { journey, bot, inbox } = useMessagingJourney(target, (databaseEnv) =>
    seedApplicationsBoard(databaseEnv, picked),
  );
  const vacancy = (index: number): SeededVacancy => {
    const found = picked[index];
    if (!found) throw new Error(`no seeded vacancy ${index}`);
    return found;
  };

  it('inside Telegram at 360 px: a student applies with the MainButton, the company invites on the website, the student reads «Приглашение»', async () => {
    const url = journey.server.url;
    const target = vacancy(0);
    const letter = 'Здравствуйте! Учусь на 4 курсе, пишу на TypeScript и хочу пройти у вас стажировку.';
    const invitation = 'Ждём вас в четверг в 15:00 в офисе на Баумана, 9, каб. 301. Возьмите паспорт.';
    const telegramUser = TG_STUDENT.telegram;
    if (!telegramUser) throw new Error('the Telegram student has no Telegram user');

    // The student, signed in by tg-login, opens the vacancy: «Откликнуться» is the MainButton.
    const student = await openPage(journey.browser, PHONE);
    const studentProblems = watchFailures(student.page, student.errors);
    const studentApp = await openSignedInMiniApp(student.page, url, telegramUser, `/vacancy/${target.id}/`);
    await expect
      .poll(() => mainButton(studentApp.host), LOAD)
      .toMatchObject({ is_visible: true, is_active: true, text: 'Откликнуться' });
    // Inside Telegram the panel draws no button of its own.
    expect(await applyPanel(student.page).getByRole('button', { name: 'Откликнуться' }).count()).toBe(0);
    const dialog = await pressUntilOpen({
      press: () => studentApp.host.pressMainButton(),
      dialog: applyDialog(student.page),
      untouched: async () => mainButton(studentApp.host).text === 'Откликнуться',
      describe: async () =>
        `at ${student.page.url()}: MainButton ${JSON.stringify(mainButton(studentApp.host))}`,
      timeoutMs: LOAD.timeout,
    });
    await dialog.getByLabel('Сопроводительное письмо (необязательно)').fill(letter);
    await expect
      .poll(() => mainButton(studentApp.host), LOAD)
      .toMatchObject({ is_visible: true, is_active: true, text: 'Отправить отклик' });
    expect(await pageWidth(student.page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(student.page, 'the apply dialog in Telegram', true);
    const created = nextApplicationAnswer(student.page, '/api/application/', 201);
    await studentApp.host.pressMainButton();
    const application = await created;
    expect(application.status).toBe('new');
    await expectToast(student.page, 'success', APPLIED_TOAST);
    await expect.poll(() => dialog.count(), LOAD).toBe(0);
    await expect.poll(() => applyPanel(student.page).textContent(), LOAD).toMatch(/Вы откликнулись.*Новый/);
    expect(await pageWidth(student.page)).toBeLessThanOrEqual(PHONE.width);

    // The company's contact person hears of it from the bot, with a button to the applicant.
    const [news] = await awaitBotMessages(bot(), COMPANY_TELEGRAM.id, 1, journey.server.output);
    expect(news?.text).toContain(`Новый отклик на вакансию «${escapeHtml(target.title)}»`);
    expect(news?.text).toContain(TG_STUDENT.firstName);
    expect(news?.text).toContain(TG_STUDENT.lastName);
    expect(news?.button).toBe('Открыть отклик');
    expect(startOfButton(news?.url ?? '')).toEqual({
      startParam: `applicant_${application.id}`,
      path: `/board/applications/?id=${application.id}`,
    });

    // The company works on the website at 1440 px: the card opens, the application is «Просмотрен».
    const company = await openSignedInPage(journey.browser, url, DEMO_COMPANY, DESKTOP);
    const companyProblems = watchFailures(company.page, company.errors);
    await company.page.addInitScript({ content: TOAST_WATCH });
    await company.page.goto(`${url}/board/applications/`);
    const row = boardRow(company.page, TG_STUDENT, target.title);
    await expect.poll(() => badgeOf(row), LOAD).toBe('Новый');
    const viewed = nextApplicationAnswer(company.page, '/api/application/view/');
    await row.getByRole('button', { name: `${TG_STUDENT.firstName} ${TG_STUDENT.lastName}` }).click();
    expect(await viewed).toMatchObject({ id: application.id, status: 'viewed' });
    await expect.poll(() => badgeOf(row), LOAD).toBe('Просмотрен');
    const card = row.getByRole('region', {
      name: `Отклик №${application.id}: ${TG_STUDENT.firstName} ${TG_STUDENT.lastName}`,
    });
    await expect.poll(() => card.textContent(), LOAD).toContain(letter);

    // «Пригласить» offers a time (docs/decisions/057): tomorrow at 11:00 Moscow time, online.
    await card.getByRole('button', { name: 'Пригласить', exact: true }).click();
    await card.getByLabel('Дата', { exact: true }).fill(moscowDate(new Date(Date.now() + 86_400_000)));
    await card.getByLabel('Время', { exact: true }).fill('11:00');
    await card.getByLabel('Ссылка на встречу').fill('https://telemost.example.ru/j/42');
    await card.getByLabel('Сообщение студенту (необязательно)').fill(invitation);
    await expectAccessible(company.page, 'the applicant card with the invitation form');
    const invited = company.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/interview/' && response.request().method() === 'POST',
      LOAD,
    );
    await card.getByRole('button', { name: 'Отправить приглашение' }).click();
    expect((await invited).status()).toBe(201);
    await expectToast(company.page, 'success', 'Приглашение отправлено студенту.');
    await expect.poll(() => badgeOf(row), LOAD).toBe('Приглашение');
    expect(await pageWidth(company.page)).toBeLessThanOrEqual(DESKTOP.width);
    expect(companyProblems()).toEqual({ failedRequests: [], errors: [] });
    await company.context.close();

    // The student hears of the invitation, and of nothing before it: «Просмотрен» is never told.
    const [told] = await awaitBotMessages(bot(), telegramUser.id, 1, journey.server.output);
    expect(botMessagesTo(bot(), telegramUser.id)).toHaveLength(1);
    expect(told?.text).toContain(`«${escapeHtml(target.title)}»`);
    expect(told?.text).toContain('Статус: Приглашение.');
    expect(told?.text).toContain(escapeHtml(invitation));
    expect(told?.text).not.toContain('Просмотрен');
    const start = startOfButton(told?.url ?? '');
    expect(start).toEqual({
      startParam: `application_${application.id}`,
      path: `/applications/?id=${application.id}`,
    });

    // The button opens «Мои отклики» in the Mini App on that application: «Приглашение» and the words.
    await studentApp.host.launch({
      baseUrl: url,
      path: '/',
      startParam: start.startParam,
      initData: journeyInitData(telegramUser, start.startParam),
    });
    await student.page.waitForURL(new RegExp(`/applications/\\?id=${application.id}$`), LOAD);
    const mine = myRow(student.page, target.title);
    await expect.poll(() => badgeOf(mine), LOAD).toBe('Приглашение');
    expect(await student.page.getByRole('heading', { level: 1 }).textContent()).toBe('Мои отклики');
    expect(await mine.getByRole('region', { name: 'Сообщение компании' }).textContent()).toContain(
      invitation,
    );
    expect(await pageWidth(student.page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(student.page, '«Мои отклики» in Telegram', true);
    expect(studentProblems()).toEqual({ failedRequests: [], errors: [] });
    await student.context.close();
  });

  it('on the website: a student without Telegram applies, the company rejects with a template and the student is told by email; another application is withdrawn', async () => {
    const url = journey.server.url;
    const [rejectedVacancy, withdrawnVacancy] = [vacancy(1), vacancy(2)];
    const template = REJECTION_TEMPLATES[0];
    if (!template) throw new Error('no rejection templates');

    // The student applies to two vacancies from their pages, one with a letter.
    const student = await openSignedInPage(journey.browser, url, MAIL_STUDENT_ACCOUNT, DESKTOP);
    const studentProblems = watchFailures(student.page, student.errors);
    await student.page.addInitScript({ content: TOAST_WATCH });
    const ids: number[] = [];
    for (const [index, target] of [rejectedVacancy, withdrawnVacancy].entries()) {
      await student.page.goto(`${url}/vacancy/${target.id}/`);
      const opener = applyPanel(student.page).getByRole('button', { name: 'Откликнуться', exact: true });
      const dialog = await pressUntilOpen({
        press: (again) => opener.click(again ? { timeout: 2_000 } : LOAD),
        dialog: applyDialog(student.page),
        untouched: async () =>
          (await applyDialog(student.page).count()) === 0 && (await opener.count()) === 1,
        describe: async () => `at ${student.page.url()}: «Откликнуться» ${await opener.count()}`,
        timeoutMs: LOAD.timeout,
      });
      if (index === 0)
        await dialog.getByLabel(/^Сопроводительное письмо/).fill('Готов выйти на полный день.');
      const created = nextApplicationAnswer(student.page, '/api/application/', 201);
      await dialog.getByRole('button', { name: 'Отправить отклик' }).click();
      ids.push((await created).id);
      await expect.poll(() => applyPanel(student.page).textContent(), LOAD).toMatch(/Вы откликнулись.*Новый/);
    }
    await expectToast(student.page, 'success', APPLIED_TOAST);

    // The company opens the card and rejects with the first template as it is.
    const company = await openSignedInPage(journey.browser, url, DEMO_COMPANY, DESKTOP);
    const companyProblems = watchFailures(company.page, company.errors);
    await company.page.addInitScript({ content: TOAST_WATCH });
    await company.page.goto(`${url}/board/applications/`);
    const row = boardRow(company.page, MAIL_STUDENT, rejectedVacancy.title);
    await expect.poll(() => badgeOf(row), LOAD).toBe('Новый');
    const viewed = nextApplicationAnswer(company.page, '/api/application/view/');
    await row.getByRole('button', { name: `${MAIL_STUDENT.firstName} ${MAIL_STUDENT.lastName}` }).click();
    expect((await viewed).status).toBe('viewed');
    await row.getByRole('button', { name: 'Отказать', exact: true }).click();
    await row
      .getByRole('group', { name: 'Шаблоны отказа' })
      .getByRole('button', { name: template.title })
      .click();
    const reason = row.getByLabel('Причина отказа (придёт студенту)');
    expect(await reason.inputValue()).toBe(template.text);
    await expectAccessible(company.page, 'the refusal form with its templates');
    const rejected = nextApplicationAnswer(company.page, '/api/application/changeStatus');
    await row.locator('form.application-move-form').getByRole('button', { name: 'Отказать' }).click();
    // A refusal is final: the board asks first, naming the student (issue 24, item 17).
    const refusal = company.page.getByRole('dialog', { name: 'Отказать студенту?' });
    await refusal
      .getByText(`${MAIL_STUDENT.firstName} ${MAIL_STUDENT.lastName}`, { exact: false })
      .waitFor(LOAD);
    await refusal.getByRole('button', { name: 'Отказать' }).click();
    expect(await rejected).toEqual({ id: ids[0], status: 'rejected', lastMessage: template.text });
    await expectToast(company.page, 'success', 'Отказ отправлен студенту.');
    await expect.poll(() => badgeOf(row), LOAD).toBe('Отказ');
    expect(companyProblems()).toEqual({ failedRequests: [], errors: [] });
    await company.context.close();

    // No Telegram: the refusal comes by email with the status and the company's words.
    const mailTo = () => inbox().received.filter((mail) => mail.to.includes(MAIL_STUDENT.email));
    await expect.poll(() => mailTo().length, LOAD).toBe(1);
    const [mail] = mailTo();
    expect(mail?.subject).toBe(`Отклик на «${rejectedVacancy.title}»: Отказ`);
    const body = mail?.texts.join('\n') ?? '';
    expect(body).toContain('изменился: Отказ.');
    expect(body).toContain(template.text);

    // «Мои отклики»: the refusal with its message; the other is withdrawn after a confirmation.
    await student.page.goto(`${url}/applications/`);
    const refused = myRow(student.page, rejectedVacancy.title);
    await expect.poll(() => badgeOf(refused), LOAD).toBe('Отказ');
    expect(await refused.getByRole('region', { name: 'Сообщение компании' }).textContent()).toContain(
      template.text,
    );
    expect(await refused.getByRole('button', { name: 'Отозвать отклик' }).count()).toBe(0);
    const open = myRow(student.page, withdrawnVacancy.title);
    await expect.poll(() => badgeOf(open), LOAD).toBe('Новый');
    await open.getByRole('button', { name: 'Отозвать отклик' }).click();
    const confirm = student.page.getByRole('dialog', { name: 'Отозвать отклик?' });
    await expect.poll(() => confirm.isVisible(), LOAD).toBe(true);
    expect(await confirm.textContent()).toContain(withdrawnVacancy.title);
    await expectAccessible(student.page, '«Мои отклики» with the withdrawal confirmation');
    const withdrawn = nextApplicationAnswer(student.page, '/api/application/withdraw/');
    await confirm.getByRole('button', { name: 'Отозвать' }).click();
    expect(await withdrawn).toMatchObject({ id: ids[1], status: 'withdrawn' });
    await expectToast(student.page, 'success', WITHDRAWN_TOAST);
    await expect.poll(() => badgeOf(open), LOAD).toBe('Отозван');
    expect(await open.getByRole('button', { name: 'Отозвать отклик' }).count()).toBe(0);
    // The withdrawal is the student's own move: no mail about it.
    expect(mailTo()).toHaveLength(1);
    expect(studentProblems()).toEqual({ failedRequests: [], errors: [] });
    await student.context.close();
  });
});
