import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { messages } from '../../src/shared/messages';
import { seedAccounts, TEST_PASSWORD } from '../helpers/accounts';
import { startSmtpInbox } from '../helpers/smtp-inbox';
import { describeOnDatabase } from '../helpers/test-database';
import { skipBrowserJourneys } from './helpers/browser';
import { openPage } from './helpers/journey';
import { useJourneyServer } from './helpers/journey-server';

const NEW_PASSWORD = 'зелёный чай по утрам';

// Needs Debian's chromium: skipped outside CI when it is missing; in CI its absence fails the run.
describeOnDatabase.skipIf(skipBrowserJourneys)('password recovery journey in Chromium', (target) => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>> | undefined;
  // Filled in before the server starts: the inbox's port is known only once it listens.
  const env: Record<string, string> = {};
  const journey = useJourneyServer(target, env, async (databaseEnv) => {
    inbox = await startSmtpInbox();
    env.SMTP_URL = inbox.url;
    const database = await openDatabase(
      databaseEnv.DATABASE_URL
        ? { kind: 'postgres', url: databaseEnv.DATABASE_URL }
        : { kind: 'pglite', dataDir: databaseEnv.DATA_DIR ?? '' },
    );
    try {
      await database.migrate();
      await seedAccounts(database.db);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('a student asks for a link from /login/, follows it from the mail, and only the new password works', async () => {
    const { page, errors, context } = await openPage(journey.browser);
    const base = journey.server.url;
    await page.goto(`${base}/login/`);
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.waitForURL(`${base}/recovery/student/`);
    await page.getByLabel('Email').fill('student@example.ru');
    const arriving = inbox?.next(15_000);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect.poll(() => page.getByText(messages.resetMailSent).isVisible()).toBe(true);

    const mail = await arriving;
    const link = mail?.texts.join('\n').match(/https?:\/\/\S+\/recovery\/student\/#token=[\w-]+/)?.[0];
    expect(link?.startsWith(`${base}/recovery/student/#token=`)).toBe(true);
    await page.goto(link ?? '');
    // The token is wiped from the address bar once read.
    await expect.poll(() => page.url()).toBe(`${base}/recovery/student/`);
    await page.getByLabel('Новый пароль').fill(NEW_PASSWORD);
    await page.getByLabel('Повторите пароль').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.waitForURL(`${base}/login/`);
    await expect.poll(() => page.getByText(messages.resetDone).isVisible()).toBe(true);

    const signIn = async (password: string) => {
      await page.getByLabel('Email').fill('student@example.ru');
      await page.getByLabel('Пароль', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
    };
    await signIn(TEST_PASSWORD);
    await expect.poll(() => page.getByText(messages.loginInvalid).isVisible()).toBe(true);
    await signIn(NEW_PASSWORD);
    await page.waitForURL(`${base}/`);

    // The link worked once.
    await page.goto(link ?? '');
    await page.getByLabel('Новый пароль').fill('ещё один новый пароль');
    await page.getByLabel('Повторите пароль').fill('ещё один новый пароль');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect.poll(() => page.getByText(messages.resetInvalid).isVisible()).toBe(true);
    // The refused old password (401) and the used link (400) are answers the journey asks for.
    expect(errors.filter((line) => !/status of 40[01]\b/.test(line))).toEqual([]);
    await context.close();
  });
});
