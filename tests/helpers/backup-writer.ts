import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { companies, students, vacancies } from '../../src/server/db/schema';
import {
  DEMO_ADMIN,
  DEMO_COMPANY_EMAIL,
  DEMO_STUDENT_EMAIL,
  seedDemo,
} from '../../src/server/demo/seed-demo';
import { envFrom } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { type RunningServer, startServer } from '../../src/server/main';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { sessionCookie, vacancyInput } from './board-fixtures';
import { TEST_SHELL_TEMPLATE } from './test-app';
import { MINIMAL_PDF } from './upload-fixtures';

/**
 * A real server (startServer: its HTTP, its database, uploads on disk in DATA_DIR/files) and a
 * writer that keeps making acknowledged writes through the API, for the backup suites
 * (src/server/backup/): vacancies by a company, résumés and applications by a student.
 */
export async function startBackupServer(databaseEnv: Record<string, string>): Promise<{
  server: RunningServer;
  dataDir: string;
}> {
  const dataDir = databaseEnv.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'jb-bk-'));
  const env = envFrom({ PORT: '0', HOST: '127.0.0.1', ...databaseEnv, DATA_DIR: dataDir });
  const server = await startServer(env, {
    logger: createLogger('silent'),
    shell: async () => TEST_SHELL_TEMPLATE,
    staticDir: null,
    announce: () => {},
  });
  return { server, dataDir: env.dataDir };
}

/** Demo data: companies, vacancies with tags, projects, the demo accounts. */
export async function seedForBackup(db: Database) {
  await seedDemo(db, {
    vacancies: 150,
    companies: 8,
    seed: 5,
    reset: false,
    admin: DEMO_ADMIN,
    now: new Date(),
    batchSize: 64,
  });
}

export type Acknowledged = {
  vacancies: number[];
  files: { id: number; sha256: string }[];
  applications: number[];
};

type Writer = {
  /** A copy of the writes answered so far. */
  acknowledged(): Acknowledged;
  /** Waits until at least `count` writes were answered. */
  reach(count: number): Promise<void>;
  stop(): Promise<Acknowledged>;
};

export async function startWriter(server: RunningServer): Promise<Writer> {
  const db = server.database.db;
  const now = new Date();
  const [company] = await db.select().from(companies).where(eq(companies.email, DEMO_COMPANY_EMAIL));
  const [student] = await db.select().from(students).where(eq(students.email, DEMO_STUDENT_EMAIL));
  if (!company || !student) throw new Error('seedForBackup first');
  const companyCookie = await sessionCookie(db, 'company', company.id, now);
  const studentCookie = await sessionCookie(db, 'student', student.id, now);
  const published = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(sql`${vacancies.status} = 'published' and ${vacancies.companyId} <> ${company.id}`)
    .orderBy(vacancies.id);
  const done: Acknowledged = { vacancies: [], files: [], applications: [] };
  const total = () => done.vacancies.length + done.files.length + done.applications.length;
  let stopped = false;
  let failure: Error | null = null;

  const call = async (path: string, init: { cookie: string; json?: unknown; form?: FormData }) => {
    const headers: Record<string, string> = { [XHR_HEADER]: XHR_HEADER_VALUE, cookie: init.cookie };
    let body: BodyInit;
    if (init.form) {
      const encoded = new Request('http://localhost/', { method: 'POST', body: init.form });
      body = new Uint8Array(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
    } else {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body });
    const parsed = (await response.json()) as { data?: { id?: number } };
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${JSON.stringify(parsed)}`);
    const id = parsed.data?.id;
    if (typeof id !== 'number') throw new Error(`${path} answered no id`);
    return id;
  };

  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      done.vacancies.push(
        await call('/api/vacancy/', { cookie: companyCookie, json: vacancyInput({ title: `Запись ${i}` }) }),
      );
      const target = published[done.applications.length];
      if (i % 2 === 0 && target) {
        done.applications.push(
          await call('/api/application/', { cookie: studentCookie, json: { vacancyId: target.id } }),
        );
      }
      if (i % 3 === 0 && done.files.length < 6) {
        const bytes = Buffer.concat([MINIMAL_PDF, Buffer.from(`% запись ${i}\n`)]);
        const form = new FormData();
        form.set('kind', 'resume');
        form.set('file', new File([new Uint8Array(bytes)], 'cv.pdf', { type: 'application/pdf' }));
        const id = await call('/api/files/', { cookie: studentCookie, form });
        done.files.push({ id, sha256: createHash('sha256').update(bytes).digest('hex') });
      }
    }
  })().catch((error: unknown) => {
    failure = error as Error;
  });

  const copy = (): Acknowledged => ({
    vacancies: [...done.vacancies],
    files: [...done.files],
    applications: [...done.applications],
  });
  return {
    acknowledged: copy,
    async reach(count) {
      while (total() < count && !failure) await new Promise((resolve) => setTimeout(resolve, 20));
      if (failure) throw failure;
    },
    async stop() {
      stopped = true;
      await loop;
      if (failure) throw failure;
      return copy();
    },
  };
}

/**
 * One row in each table the demo and the writer leave empty, with the awkward values a backup must
 * bring back exactly: a bigint above 2^53, jsonb with deep and big numbers, text with a tab, a
 * newline, quotes and a backslash, enum arrays, dates and timestamps with microseconds, NaN and
 * infinite doubles.
 */
export async function fillEveryTable(db: Database): Promise<void> {
  const awkward = 'строка\tс табуляцией\nи переводом "кавычки" \\ обратная черта';
  const statements = [
    sql`insert into telegram_users (id) values (9007199254740993)`,
    sql`insert into admin_recovery_codes (admin_id, code_hash) select id, 'hash' from admins limit 1`,
    sql`insert into admin_second_factors (admin_id, method) select id, 'totp' from admins limit 1`,
    sql`insert into announcements (text, link, ends_at, created_by)
        select ${awkward}, 'https://example.ru/ярмарка', timestamptz '2026-12-06 00:00:00.123456+03', id
        from admins limit 1`,
    sql`insert into application_external_clicks (vacancy_id, student_id, day)
        select v.id, s.id, date '2026-02-28' from vacancies v, students s limit 1`,
    sql`insert into company_identity_changes (company_id, name, inn, requested_at)
        select id, ${awkward}, '7707083893', timestamptz '2026-11-24 10:11:12.345678+03' from companies limit 1`,
    sql`insert into favourites (owner_kind, owner_id, target_kind, target_id)
        select 'student', s.id, 'vacancy', v.id from students s, vacancies v limit 1`,
    sql`insert into feedback (text) values (${awkward})`,
    sql`insert into feedback_events (feedback_id, from_status, to_status) select id, 'new', 'answered' from feedback`,
    sql`insert into outbox (channel, payload, topic)
        values ('email', ${JSON.stringify({ deep: { list: [1, 2.5, -0.000001, 'x'], big: 1 } })}::jsonb
          || '{"huge": 123456789012345678901234567890.123456789}'::jsonb, 'test')`,
    sql`insert into password_resets (account_kind, account_id, token_hash, expires_at)
        select 'student', id, 'reset-hash', timestamptz 'infinity' from students limit 1`,
    sql`insert into sessions (id, token_hash, account_kind, account_id, idle_expires_at, expires_at)
        select 'pending-session-id', 'pending-hash', 'admin', id, now() + interval '1 hour',
          now() + interval '1 hour' from admins limit 1`,
    sql`insert into second_factor_pending_sessions (session_id, admin_id, expires_at)
        select 'pending-session-id', id, now() + interval '10 minutes' from admins limit 1`,
    sql`insert into subscriptions (student_id, query, channel, frequency, unsubscribe_token, match_words)
        select id, '{"text": "аналитик", "tags": [1, 2]}'::jsonb, 'email', 'daily', 'unsubscribe-token',
          array['слово', 'с,запятой', 'с "кавычками"'] from students limit 1`,
    sql`insert into subscription_matches (subscription_id, vacancy_id) select s.id, v.id from subscriptions s, vacancies v limit 2`,
    sql`insert into telegram_link_undo_tokens (token_hash, account_kind, account_id, telegram_user_id, expires_at)
        select 'undo-hash', 'student', id, 9007199254740993, now() from students limit 1`,
    sql`insert into vacancy_match_queue (vacancy_id, queued_at) select id, now() from vacancies limit 1`,
    sql`insert into vacancy_views_daily (vacancy_id, day, viewer_key) select id, current_date, 'viewer' from vacancies limit 3`,
    sql`insert into view_salts (day, salt) values (current_date, 'salt')`,
    sql`update companies set lat = 'NaN', lng = '-Infinity' where id = (select min(id) from companies)`,
    // The hiring conversation (docs/decisions/057, 058): an interview with a time, a message, its bot post.
    sql`insert into interviews (application_id, company_id, format, place)
        select id, company_id, 'office', ${awkward} from applications limit 1`,
    sql`insert into interview_slots (interview_id, company_id, starts_at, duration_min)
        select id, company_id, timestamptz '2026-12-01 11:00:00.123456+03', 45 from interviews limit 1`,
    sql`insert into interview_slot_offers (interview_id, slot_id) select interview_id, id from interview_slots limit 1`,
    sql`insert into application_messages (application_id, student_id, company_id, author, author_id, text)
        select id, student_id, company_id, 'student', student_id, ${awkward} from applications limit 1`,
    sql`insert into message_bot_posts (chat_id, message_id, application_id, side)
        select 777000123, 42, id, 'company' from applications limit 1`,
    sql`insert into message_blocks (company_id, blocked_by) select c.id, a.id from companies c, admins a limit 1`,
    sql`insert into message_templates (company_id, position, title, text)
        select id, 0, 'Отказ', ${awkward} from companies limit 1`,
    // A rate with four decimals (docs/decisions/063), and its vacancies ranked by it as the board
    // does: a restore writes the rates before the vacancies, whose trigger reads them again.
    sql`insert into currency_rates (currency, roubles) values ('USD', 92.1234)`,
    sql`update vacancies set salary_rank = salary_rank where salary_currency = 'USD'`,
  ];
  for (const statement of statements) await db.execute(statement);
}
