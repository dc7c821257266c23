import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api } from 'grammy';
import { createTelegramNotifier } from '../../bot/telegram-notifier';
import { openDatabase } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer';
import { createOutboxWorker } from '../../src/server/outbox/outbox-worker';
import { startFakeBotApi, TEST_BOT_TOKEN } from '../helpers/fake-bot-api';
import { startSmtpInbox } from '../helpers/smtp-inbox';
import { benchDatabase } from './bench-processes';

type OutboxPlan = { messages: number; postgresUrl: string | undefined };

type Channel = 'telegram' | 'mail';

const rowsOf = (channel: Channel, count: number) =>
  Array.from({ length: count }, (_, index) =>
    channel === 'telegram'
      ? {
          channel,
          topic: 'feedback-reply',
          payload: {
            channel,
            chatId: 1_000 + index,
            notification: { type: 'feedback-reply' as const, feedbackId: index, reply: `Ответ ${index}` },
          },
        }
      : {
          channel,
          topic: 'application-status',
          payload: {
            channel,
            message: {
              to: `s${index}@example.ru`,
              subject: `Отклик ${index}`,
              text: `Статус изменился ${index}`,
            },
          },
        },
  );

/**
 * Messages a second through the outbox worker as the server runs it (src/server/outbox/): rows
 * queued up front, then one worker claims, sends and marks them until none is due. Telegram goes
 * to the fake Bot API on 127.0.0.1, mail over real SMTP to smtp-server on 127.0.0.1 (a new
 * connection per message, as the SMTP transport does); both answer at once, so this is the
 * worker's own cost (claims, marks, rendering, the HTTP/SMTP conversation), not the network's.
 */
async function throughput(postgresUrl: string | undefined, channel: Channel, messages: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jb-outbox-bench-'));
  const target = await benchDatabase(postgresUrl, dataDir);
  const [fake, inbox] = await Promise.all([startFakeBotApi(), startSmtpInbox()]);
  const database = await openDatabase(target.options);
  try {
    await database.migrate();
    const rows = rowsOf(channel, messages);
    for (let from = 0; from < rows.length; from += 500)
      await database.db.insert(outbox).values(rows.slice(from, from + 500));
    const worker = createOutboxWorker({
      db: database.db,
      databaseKind: database.kind,
      logger: createLogger('silent'),
      now: () => new Date(),
      notifier: createTelegramNotifier({
        api: new Api(TEST_BOT_TOKEN, { apiRoot: fake.apiRoot }),
        publicUrl: 'https://board.example.ru',
        botUsername: 'career_board_bot',
        miniAppName: 'board',
      }),
      mailer: createSmtpMailer({ url: inbox.url }),
    });
    const started = performance.now();
    let claimed = 0;
    for (let batch = await worker.runOnce(); batch > 0; batch = await worker.runOnce()) claimed += batch;
    const seconds = (performance.now() - started) / 1000;
    const delivered = channel === 'telegram' ? fake.callsOf('sendMessage').length : inbox.received.length;
    if (delivered !== messages || claimed !== messages)
      throw new Error(`${delivered} of ${messages} delivered (${claimed} claimed)`);
    return { name: target.name, perSecond: messages / seconds, seconds };
  } finally {
    await database.close();
    await Promise.all([fake.close(), inbox.close()]);
    await target.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measureOutbox(plan: OutboxPlan): Promise<void> {
  console.log(
    `\nOutbox throughput: ${plan.messages} queued messages per run, one worker (batches of 20), ` +
      'to the fake Bot API and to smtp-server on 127.0.0.1',
  );
  const targets = [undefined, ...(plan.postgresUrl ? [plan.postgresUrl] : [])];
  for (const postgresUrl of targets) {
    for (const channel of ['telegram', 'mail'] as const) {
      try {
        const run = await throughput(postgresUrl, channel, plan.messages);
        console.log(
          `${run.name.padEnd(10)} ${channel.padEnd(8)} ${run.perSecond.toFixed(0).padStart(6)} messages/s ` +
            `(${run.seconds.toFixed(2)} s)`,
        );
      } catch (error) {
        console.log(
          `${postgresUrl ? 'PostgreSQL' : 'PGlite'} ${channel}: failed — ${String(error).slice(0, 200)}`,
        );
      }
    }
  }
  if (!plan.postgresUrl) console.log('PostgreSQL: not run: give --postgres URL or TEST_DATABASE_URL');
}
