/**
 * The outbox worker (docs/design.md#lessons-from-measuring, docs/decisions/022-durable-outbox.md): the server
 * runs one (src/server/main.ts). Each tick claims a batch of due rows under a lease, sends them one by one
 * outside any transaction, and closes each row: sent, retried later with backoff, or failed.
 * At least once: a crash after a send but before `sent_at` sends that row again, with the same
 * Message-ID for mail.
 */
import type { Database } from '../db/client';
import { recordBotPost } from '../domain/messages/bot-posts';
import { onOutboxWrite } from '../domain/outbox/outbox-signal';
import { markBotBlocked } from '../domain/telegram/bot-blocked';
import { errorFields, type Logger } from '../logger';
import { type DeliveryOutcome, deliverRow, type Ports } from './deliver-row';
import {
  claimDueRows,
  clearStaleLeases,
  markFailed,
  markRetry,
  markSent,
  type OutboxRow,
  releaseRow,
} from './outbox-rows';

export type OutboxWorkerOptions = {
  /** How often an idle worker looks for due rows; a write in this process wakes it at once. */
  pollMs?: number;
  /** How long a claim is this worker's; longer than any send's timeout (Bot API 10 s, SMTP 20 s). */
  leaseMs?: number;
  /** The first retry's delay; each next one doubles, up to an hour, with ±20 % jitter. */
  backoffBaseMs?: number;
  /** After this many attempts a row is failed and shown to the admins. */
  maxAttempts?: number;
  batchSize?: number;
  /** The right-hand side of mail Message-IDs (`<outbox-<id>@domain>`). */
  messageIdDomain?: string;
};

/** How one attempt ended: sent, to be tried again, or given up (failed, or the user blocked the bot). */
export type AttemptOutcome = 'sent' | 'retry' | 'failed' | 'blocked';

type OutboxWorkerDeps = Ports & {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  logger: Logger;
  now: () => Date;
  /** Hears each attempt's end (the metrics' counter, docs/decisions/037-metrics.md). */
  onAttempt?: (channel: OutboxRow['channel'], outcome: AttemptOutcome) => void;
};

type OutboxWorker = {
  /** Clears a crashed run's leases (PGlite), then polls until stop(). */
  start(): Promise<void>;
  /** Claims and sends one batch now; answers how many rows it claimed. */
  runOnce(): Promise<number>;
  /** Stops claiming and waits for the batch in flight (the caller bounds the wait). */
  stop(): Promise<void>;
};

const HOUR = 3_600_000;
/** After a wake claimed nothing (the writer's transaction not yet committed), look again soon. */
const WAKE_RETRY_MS = 25;
const WAKE_WINDOW_MS = 1_000;
/** SMTP conversations in flight at once per worker. */
const MAIL_LANES = 4;

const OUTBOX_DEFAULTS = {
  pollMs: 1_000,
  leaseMs: 60_000,
  backoffBaseMs: 5_000,
  maxAttempts: 12,
  batchSize: 20,
  messageIdDomain: 'career-board.localhost',
} as const satisfies Required<OutboxWorkerOptions>;

/** Exponential backoff with jitter: attempt 1 → ~base, 2 → ~2·base, … capped at an hour. */
export function backoffMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const plain = Math.min(HOUR, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

/**
 * A thread notice the bot delivered: its message in the chat now answers for the thread, so a
 * reply to it is posted there (docs/decisions/058). Before markSent, which forgets the payload.
 */
async function rememberThreadNotice(
  db: Database,
  row: OutboxRow,
  messageId: number | undefined,
  now: Date,
): Promise<void> {
  const payload = row.payload;
  if (messageId === undefined || 'redacted' in payload || payload.channel !== 'telegram') return;
  const notice = payload.notification;
  if (notice.type !== 'thread-message') return;
  await recordBotPost(
    db,
    { chatId: payload.chatId, messageId, applicationId: notice.applicationId, side: notice.to },
    now,
  );
}

export function createOutboxWorker(deps: OutboxWorkerDeps, options: OutboxWorkerOptions = {}): OutboxWorker {
  const settings = { ...OUTBOX_DEFAULTS, ...options };
  const { db, logger } = deps;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<number> | null = null;
  let wokenAt = 0;
  let unsubscribe: (() => void) | null = null;
  /** A 429 pauses the whole channel: Telegram's limit is the bot's, not the chat's. */
  const pausedUntil = { telegram: 0, mail: 0 };

  async function close(row: OutboxRow, outcome: DeliveryOutcome) {
    const topic = row.topic;
    const attempted = (kind: AttemptOutcome) => deps.onAttempt?.(row.channel, kind);
    if (outcome.kind === 'sent') {
      attempted('sent');
      // Sent is sent: a failure to remember the reply target (the thread deleted meanwhile) is logged.
      await rememberThreadNotice(db, row, outcome.messageId, deps.now()).catch((error: unknown) =>
        logger.warn('outbox: thread notice not recorded', { id: row.id, ...errorFields(error) }),
      );
      return markSent(db, row.id);
    }
    if (outcome.kind === 'blocked') {
      attempted('blocked');
      // Until they write to the bot again (/start clears the mark), enqueue skips them.
      await markBotBlocked(db, outcome.chatId, deps.now());
      logger.info('outbox: telegram user unreachable', { id: row.id, topic });
      return markFailed(db, row.id, 'blocked');
    }
    if (outcome.kind === 'failed' || row.attempts >= settings.maxAttempts) {
      const code = outcome.kind === 'failed' ? outcome.code : `${outcome.code} (attempts)`;
      logger.warn('outbox: message failed', { id: row.id, topic, channel: row.channel, code });
      attempted('failed');
      return markFailed(db, row.id, code);
    }
    if (outcome.retryAfterMs !== undefined) pausedUntil[row.channel] = Date.now() + outcome.retryAfterMs;
    const delay = Math.max(outcome.retryAfterMs ?? 0, backoffMs(row.attempts, settings.backoffBaseMs));
    logger.info('outbox: will retry', { id: row.id, topic, code: outcome.code, delayMs: delay });
    attempted('retry');
    return markRetry(db, row.id, delay, outcome.code);
  }

  async function handle(row: OutboxRow): Promise<void> {
    const pause = pausedUntil[row.channel] - Date.now();
    if (stopped || pause > 0) {
      // Not attempted: back to the queue without counting an attempt.
      await releaseRow(db, row.id, Math.max(0, pause));
      return;
    }
    const outcome = await deliverRow(deps, row, settings.messageIdDomain);
    await close(row, outcome);
  }

  /** Rows of one channel, `lanes` at a time, each lane in order. */
  async function inLanes(rows: readonly OutboxRow[], lanes: number): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++];
        if (row) await handle(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, rows.length) }, lane));
  }

  async function runBatch(): Promise<number> {
    const rows = await claimDueRows(db, settings.batchSize, settings.leaseMs);
    // Telegram in order, one at a time (its flood limits, retry_after pauses the channel); mail
    // several at once: each SMTP conversation mostly waits on the network (tests/bench outbox).
    await Promise.all([
      inLanes(
        rows.filter((row) => row.channel === 'telegram'),
        1,
      ),
      inLanes(
        rows.filter((row) => row.channel === 'mail'),
        MAIL_LANES,
      ),
    ]);
    return rows.length;
  }

  function runOnce(): Promise<number> {
    // One batch at a time per worker: a wake during a batch is served by the next tick.
    inFlight ??= runBatch().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  async function tick() {
    timer = null;
    const startedAt = Date.now();
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (error) {
      if (!stopped) logger.warn('outbox: tick failed', errorFields(error));
    }
    if (claimed >= settings.batchSize || wokenAt >= startedAt) schedule(0);
    else if (claimed === 0 && Date.now() - wokenAt < WAKE_WINDOW_MS) schedule(WAKE_RETRY_MS);
    else schedule(settings.pollMs);
  }

  return {
    async start() {
      if (deps.databaseKind === 'pglite') {
        const cleared = await clearStaleLeases(db);
        if (cleared > 0) logger.info('outbox: leases of an earlier run cleared', { count: cleared });
      }
      unsubscribe = onOutboxWrite(() => {
        wokenAt = Date.now();
        if (!inFlight) schedule(0);
      });
      schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight?.catch(() => 0);
    },
  };
}
