import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type FakeBotApi, startFakeBotApi } from '../../helpers/fake-bot-api';
import { startSmtpInbox } from '../../helpers/smtp-inbox';
import type { DatabaseTarget } from '../../helpers/test-database';
import { launchBrowser } from './browser';
import { JOURNEY_BOT } from './journey-init-data';
import { type ServerProcess, startServerProcess } from './server-process';

type JourneyServer = { server: ServerProcess; browser: Browser };
type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/**
 * The frame of a browser journey: a fresh database on the target, the real server on it and a
 * Chromium, started before the suite and torn down after. Read the fields inside tests.
 */
export function useJourneyServer(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  /** Runs on the fresh database before the server starts (seeding). */
  prepare?: (databaseEnv: Record<string, string>) => Promise<void>,
): JourneyServer {
  const journey = {} as JourneyServer;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    await prepare?.(provisioned.env);
    journey.server = await startServerProcess({ ...provisioned.env, ...env });
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await cleanup?.();
  });
  return journey;
}

type MessagingJourney = {
  journey: JourneyServer;
  /** What Telegram receives from the server. */
  bot: () => FakeBotApi;
  /** What the mail server receives from the server. */
  inbox: () => SmtpInbox;
};

/**
 * A journey whose server sends by a fake Bot API (tests/helpers/fake-bot-api.ts) and mails
 * through a real SMTP inbox (tests/helpers/smtp-inbox.ts): both start in `prepare`, before the
 * server, whose env learns their ports only then, and close after the suite.
 */
export function useMessagingJourney(
  target: DatabaseTarget,
  seed: (databaseEnv: Record<string, string>) => Promise<void>,
): MessagingJourney {
  const serverEnv: Record<string, string> = { ...JOURNEY_BOT };
  const fakes: { bot?: FakeBotApi; inbox?: SmtpInbox } = {};
  const journey = useJourneyServer(target, serverEnv, async (databaseEnv) => {
    fakes.bot = await startFakeBotApi();
    fakes.inbox = await startSmtpInbox();
    serverEnv.BOT_API_ROOT = fakes.bot.apiRoot;
    serverEnv.SMTP_URL = fakes.inbox.url;
    await seed(databaseEnv);
  });
  afterAll(async () => {
    await fakes.bot?.close();
    await fakes.inbox?.close();
  });
  return {
    journey,
    bot: () => {
      if (!fakes.bot) throw new Error('the fake Bot API did not start');
      return fakes.bot;
    },
    inbox: () => {
      if (!fakes.inbox) throw new Error('the SMTP inbox did not start');
      return fakes.inbox;
    },
  };
}
