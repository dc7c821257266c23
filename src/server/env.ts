import * as v from 'valibot';
import { DEFAULT_MAP_TILE_URL } from '../shared/contract/public-config.contract';

/**
 * The only reader of process.env (docs/design.md#boundaries). Every setting is validated once at start;
 * a wrong value stops the server with a message naming the variable.
 */

/** Long enough that guessing it over the network is hopeless (openssl rand -hex 32 gives 64). */
const METRICS_TOKEN_MIN_LENGTH = 32;

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));
const url = (name: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.url(`${name} должен быть адресом вида https://example.ru`)));
const integer = (name: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, `${name} должен быть целым числом`),
      v.transform(Number),
      v.minValue(min, `${name} не меньше ${min}`),
      v.maxValue(max, `${name} не больше ${max}`),
    ),
    String(fallback),
  );

const DURATION = /^(\d{1,6})\s*([mhd])$/;
const DURATION_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `6h`, `1d` in milliseconds (BACKUP_INTERVAL); NaN for anything else. */
function parseDuration(text: string): number {
  const match = DURATION.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS];
}

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: integer('PORT', 0, 65_535, 3000),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL должен начинаться с postgres:// или postgresql://'),
    ),
  ),
  PUBLIC_URL: url('PUBLIC_URL'),
  BOT_TOKEN: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d+:[\w-]+$/, 'BOT_TOKEN не похож на токен бота')),
  ),
  BOT_USERNAME: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((name) => name.replace(/^@/, '')),
      v.regex(/^\w{5,32}$/, 'BOT_USERNAME — имя бота из BotFather, например career_board_bot'),
    ),
  ),
  /** The Mini App's short name in BotFather (`t.me/<bot>/<app>` links). */
  MINI_APP_NAME: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\w{3,30}$/, 'MINI_APP_NAME — короткое имя Mini App из BotFather')),
  ),
  /** Where the Bot API lives; tests point it at a fake server on 127.0.0.1. */
  BOT_API_ROOT: v.optional(
    v.pipe(v.string(), v.trim(), v.url('BOT_API_ROOT должен быть адресом вида https://api.telegram.org')),
    'https://api.telegram.org',
  ),
  /**
   * Long polling without https (bot/README.md): 'false' stops the server from polling with the
   * embedded database, e.g. while another process receives the bot's updates.
   */
  BOT_POLLING: v.optional(v.picklist(['true', 'false', '1', '0']), 'true'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\//, 'SMTP_URL должен начинаться с smtp://')),
  ),
  MAIL_FROM: optionalText,
  ADMIN_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('ADMIN_EMAIL должен быть email'), v.toLowerCase()),
  ),
  ADMIN_PASSWORD: v.optional(
    v.pipe(
      v.string(),
      v.minLength(8, 'ADMIN_PASSWORD не короче 8 символов'),
      v.maxLength(128, 'ADMIN_PASSWORD не длиннее 128 символов'),
    ),
  ),
  INIT_DATA_MAX_AGE: integer('INIT_DATA_MAX_AGE', 60, 31_536_000, 86_400),
  MAP_TILE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https:\/\/\S*\{z\}\S*$/, 'MAP_TILE_URL должен быть https-адресом с {z}, {x} и {y}'),
    ),
    DEFAULT_MAP_TILE_URL,
  ),
  /**
   * HTTP processes on PostgreSQL (node:cluster, docs/decisions/032-server-processes.md): a number
   * or `auto` (one per core). The embedded database belongs to one process: there it must be 1.
   */
  SERVER_PROCESSES: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(auto|\d+)$/, 'SERVER_PROCESSES — число процессов (1–64) или auto'),
      v.transform((value): number | 'auto' => (value === 'auto' ? 'auto' : Number(value))),
      v.check(
        (value) => value === 'auto' || (value >= 1 && value <= 64),
        'SERVER_PROCESSES — от 1 до 64 или auto',
      ),
    ),
    '1',
  ),
  /** Set by the server itself for its extra processes: they serve HTTP and run no background work. */
  SERVER_ROLE: v.optional(v.picklist(['all', 'http']), 'all'),
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  TRUST_PROXY: v.optional(v.picklist(['true', 'false', '1', '0']), 'false'),
  /** Uncached vacancy searches per client address and minute (docs/decisions/030); 0 turns it off. */
  SEARCH_RATE_LIMIT: integer('SEARCH_RATE_LIMIT', 0, 1_000_000, 120),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** Bearer token of GET /metrics (docs/decisions/037-metrics.md); unset: /metrics is not served. */
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(
        METRICS_TOKEN_MIN_LENGTH,
        `METRICS_TOKEN не короче ${METRICS_TOKEN_MIN_LENGTH} символов — создайте его, например, командой openssl rand -hex 32`,
      ),
      v.regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN — латинские буквы, цифры и знаки, без пробелов'),
    ),
  ),
  /** Scheduled backups go here (docs/decisions/036-backups.md); unset: none. */
  BACKUP_DIR: optionalText,
  BACKUP_INTERVAL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(DURATION, 'BACKUP_INTERVAL — число и единица: 30m, 6h или 1d (не меньше 1m)'),
      v.transform(parseDuration),
      v.minValue(60_000, 'BACKUP_INTERVAL не меньше 1m'),
    ),
    '24h',
  ),
  BACKUP_KEEP: integer('BACKUP_KEEP', 1, 10_000, 7),
  /** «Сразу» alerts: how long a burst may gather, and the least time between two alerts (decision 056). */
  ALERT_SETTLE_SECONDS: integer('ALERT_SETTLE_SECONDS', 0, 3_600, 60),
  ALERT_GAP_SECONDS: integer('ALERT_GAP_SECONDS', 0, 86_400, 600),
  /** How often the alert loop looks for matches and due alerts (alert-loop.ts); a journey shortens it. */
  ALERT_TICK_SECONDS: integer('ALERT_TICK_SECONDS', 1, 3_600, 5),
  /**
   * Thread messages: how long a burst of one side's messages may gather into one notice to the
   * other side (docs/decisions/058; MESSAGE_NOTICE_SETTLE_SECONDS, domain/messages/notify-thread.ts).
   */
  MESSAGE_SETTLE_SECONDS: integer('MESSAGE_SETTLE_SECONDS', 0, 3_600, 30),
});

type EnvInput = v.InferInput<typeof EnvSchema>;

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  botToken: string | undefined;
  botUsername: string | undefined;
  miniAppName: string | undefined;
  botApiRoot: string;
  botPolling: boolean;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  initDataMaxAgeSeconds: number;
  mapTileUrl: string;
  trustProxy: boolean;
  searchRateLimitPerMinute: number;
  /** HTTP processes to run: 1 on the embedded database; `auto` is one per core on PostgreSQL. */
  serverProcesses: number | 'auto';
  /** `http`: an extra process of a cluster (no migrations' announcements, jobs or bot setup). */
  serverRole: 'all' | 'http';
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** GET /metrics answers only this bearer token; undefined: not served (404). */
  metricsToken: string | undefined;
  /** Scheduled backups: where, how often, how many kept (docs/decisions/036-backups.md). */
  backup: { dir: string | undefined; intervalMs: number; keep: number };
  /** «Сразу» alerts grouped per burst (docs/decisions/056). */
  alertGrouping: { settleMs: number; gapMs: number };
  /** The alert loop's tick (ALERT_TICK_SECONDS). */
  alertTickMs: number;
  /** Thread notices grouped per burst (docs/decisions/058): seconds a burst may gather. */
  messageSettleSeconds: number;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and validates the environment; throws EnvError listing every problem. */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  defaults: Partial<Record<keyof EnvInput, string>> = {},
): Env {
  // Empty strings mean "not set": shells and .env files often export VAR= by accident.
  const given = Object.entries(source).filter(([, value]) => value !== undefined && value !== '');
  const cleaned = { ...defaults, ...Object.fromEntries(given) };
  const result = v.safeParse(EnvSchema, cleaned);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = issue.path?.map((item) => String(item.key)).join('.') ?? '?';
      return `  ${key}: ${issue.message}`;
    });
    throw new EnvError(`Неверная конфигурация (переменные окружения):\n${lines.join('\n')}`);
  }
  const e = result.output;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new EnvError('Неверная конфигурация: ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе.');
  }
  if (e.DATABASE_URL === undefined && typeof e.SERVER_PROCESSES === 'number' && e.SERVER_PROCESSES > 1) {
    throw new EnvError(
      'Неверная конфигурация: SERVER_PROCESSES больше 1 работает только с DATABASE_URL — встроенной базой ' +
        'владеет один процесс. Уберите SERVER_PROCESSES или задайте DATABASE_URL.',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    botToken: e.BOT_TOKEN,
    botUsername: e.BOT_USERNAME,
    miniAppName: e.MINI_APP_NAME,
    botApiRoot: e.BOT_API_ROOT.replace(/\/+$/, ''),
    botPolling: e.BOT_POLLING === 'true' || e.BOT_POLLING === '1',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    initDataMaxAgeSeconds: e.INIT_DATA_MAX_AGE,
    mapTileUrl: e.MAP_TILE_URL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT,
    serverProcesses: e.SERVER_PROCESSES,
    serverRole: e.SERVER_ROLE,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    backup: { dir: e.BACKUP_DIR, intervalMs: e.BACKUP_INTERVAL, keep: e.BACKUP_KEEP },
    alertGrouping: { settleMs: e.ALERT_SETTLE_SECONDS * 1000, gapMs: e.ALERT_GAP_SECONDS * 1000 },
    alertTickMs: e.ALERT_TICK_SECONDS * 1000,
    messageSettleSeconds: e.MESSAGE_SETTLE_SECONDS,
  };
}

/** Test and tooling helper: an Env from defaults plus overrides, without reading process.env. */
export function envFrom(overrides: Partial<Record<keyof EnvInput, string>> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}

/** Every setting's name: .env.example must document each one (src/server/env-example.test.ts). */
export const SETTING_NAMES = Object.keys(EnvSchema.entries) as readonly (keyof EnvInput)[];
