import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type FakeBotApi, startFakeBotApi } from '../../helpers/fake-bot-api';
import { startSmtpInbox } from '../../helpers/smtp-inbox';
import type { DatabaseTarget } from '../../helpers/test-database';
import { connectBrowser } from './browser';
import { JOURNEY_BOT } from './journey-init-data';
import { type ServerProcess, startServerProcess } from './server-process';

export type JourneyServer = {
  server: ServerProcess;
  browser: Browser;
  /** The provisioned database's env (DATABASE_URL, or DATA_DIR for PGlite). */
  databaseEnv: Record<string, string>;
  /**
   * Stops the server, runs `work` (on PGlite only a stopped server lets another process open the
   * database), and starts it again with the same env on the same port: open pages carry on.
   */
  paused<T>(work: () => Promise<T>): Promise<T>;
};
type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

const LOST_BROWSER =
  "the journeys' Chromium went away during this file (crashed?): the journeys after it fail too";

/**
 * Attaches to the run's one Chromium (started by tests/e2e/global-setup.ts). A browser that went
 * away — crashed by an earlier journey — fails every journey after it by name, never quietly.
 */
async function connectRunBrowser(): Promise<Browser> {
  const endpoint = inject('journeyChromium');
  if (!endpoint) {
    throw new Error(
      'no Chromium for the journeys: run them as the vitest project `journey` (its globalSetup)',
    );
  }
  try {
    return await connectBrowser(endpoint);
  } catch (error) {
    throw new Error(
      `the journeys' Chromium does not answer at ${endpoint}: it exited, or an earlier journey crashed it`,
      { cause: error },
    );
  }
}

/**
 * The frame of a browser journey: a fresh database on the target, the real server on it and a
 * connection to the run's Chromium, made before the suite and closed after (closing it closes
 * every context this file opened; each test opens its own). Read the fields inside tests.
 */
export function useJourneyServer(
  target: DatabaseTarget,
  env: Record<string, string> = {},
  /** Runs on the fresh database before the server starts (seeding). */
  prepare?: (databaseEnv: Record<string, string>) => Promise<void>,
): JourneyServer {
  const journey = {} as JourneyServer;
  let cleanup: (() => Promise<void>) | undefined;
  let serverEnv: Record<string, string> = {};
  journey.paused = async (work) => {
    const port = new URL(journey.server.url).port;
    await journey.server.stop();
    try {
      return await work();
    } finally {
      journey.server = await startServerProcess({ ...serverEnv, PORT: port });
    }
  };
  const browserState = { closing: false, lost: false };
  const failIfLost = () => {
    if (browserState.lost) throw new Error(LOST_BROWSER);
  };
  beforeAll(async () => {
    journey.browser = await connectRunBrowser();
    journey.browser.on('disconnected', () => {
      if (!browserState.closing) browserState.lost = true;
    });
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    journey.databaseEnv = provisioned.env;
    await prepare?.(provisioned.env);
    serverEnv = { ...provisioned.env, ...env };
    journey.server = await startServerProcess(serverEnv);
  });
  // The tests after a crash fail by name, and so does the file.
  beforeEach(failIfLost);
  afterAll(async () => {
    browserState.closing = true;
    await journey.browser?.close();
    await journey.server?.stop();
    await cleanup?.();
    failIfLost();
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
  /** More of the server's environment (the alert journey's short burst window). */
  extraEnv: Record<string, string> = {},
): MessagingJourney {
  const serverEnv: Record<string, string> = { ...JOURNEY_BOT, ...extraEnv };
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
