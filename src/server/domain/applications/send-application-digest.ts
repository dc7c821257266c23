import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { quoted } from '../../../shared/format';
import { csvDateTime } from '../../../shared/moscow-time';
import { paths } from '../../../shared/paths';
import { applications, companies, students, telegramUsers, vacancies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { enqueueMail } from '../outbox/enqueue';
import { fullName } from '../students/student-rows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A long digest is cut: the board lists them all. */
const DIGEST_LINES_MAX = 50;

type DigestLine = { studentName: string; vacancyTitle: string; createdAt: Date };

/** The digest mail: one line per application still new, newest last, and a link to the board. */
function digestMail(name: string, lines: readonly DigestLine[], publicUrl: string | undefined) {
  const shown = lines.slice(0, DIGEST_LINES_MAX);
  const text = [
    `Здравствуйте! Новые отклики на вакансии компании ${quoted(name)}: ${lines.length}.`,
    '',
    ...shown.map(
      (line) => `• ${line.studentName} — ${quoted(line.vacancyTitle)}, ${csvDateTime(line.createdAt)} (МСК)`,
    ),
    ...(lines.length > shown.length ? [`…и ещё ${lines.length - shown.length}.`] : []),
    '',
    publicUrl
      ? `Откройте отклики: ${publicUrl}${paths.boardApplications}`
      : 'Отклики — в разделе «Отклики» личного кабинета компании.',
    '',
    'Чтобы узнавать об откликах сразу, подключите Telegram в профиле компании.',
  ];
  return { subject: `Новые отклики на вакансии: ${lines.length}`, text: text.join('\n') };
}

/**
 * The daily email digest of new applications (issue 12) for companies the bot cannot reach (no
 * Telegram linked, or the bot blocked): one mail per company listing the applications since its
 * last digest, at most one a day. Run from the server's hourly jobs (main.ts). The mail is queued
 * in the transaction that records the digest's time (docs/decisions/022-durable-outbox.md): the
 * outbox retries a failed send, and no hour queues the same lines twice. Answers the number of
 * mails queued.
 */
export async function sendApplicationDigests(deps: DomainDeps): Promise<number> {
  if (!deps.mailer) return 0;
  const now = deps.now();
  const due = await deps.db
    .select({
      id: companies.id,
      email: companies.email,
      name: companies.name,
      sentAt: companies.applicationDigestSentAt,
    })
    .from(companies)
    .leftJoin(telegramUsers, eq(telegramUsers.id, companies.telegramUserId))
    .where(
      and(
        or(isNull(companies.telegramUserId), isNotNull(telegramUsers.botBlockedAt)),
        or(
          isNull(companies.applicationDigestSentAt),
          lte(companies.applicationDigestSentAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    );
  if (due.length === 0) return 0;
  const rows = await deps.db
    .select({
      companyId: vacancies.companyId,
      firstName: students.firstName,
      lastName: students.lastName,
      vacancyTitle: vacancies.title,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .where(
      and(
        inArray(
          vacancies.companyId,
          due.map((company) => company.id),
        ),
        // Still new, as the company's home counts them (domain/home/company-home.ts): one the company
        // has opened or answered, or the student withdrew, is not news by the time the digest goes.
        eq(applications.status, 'new'),
        gt(applications.createdAt, sql`coalesce(${companies.applicationDigestSentAt}, '-infinity')`),
        lte(applications.createdAt, now),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const byCompany = new Map<number, DigestLine[]>();
  for (const row of rows) {
    const lines = byCompany.get(row.companyId) ?? [];
    lines.push({ studentName: fullName(row), vacancyTitle: row.vacancyTitle, createdAt: row.createdAt });
    byCompany.set(row.companyId, lines);
  }
  let sent = 0;
  for (const company of due) {
    const lines = byCompany.get(company.id);
    if (!lines) continue;
    await deps.db.transaction(async (tx) => {
      await tx.update(companies).set({ applicationDigestSentAt: now }).where(eq(companies.id, company.id));
      await enqueueMail(deps, tx, 'application-digest', {
        to: company.email,
        ...digestMail(company.name, lines, deps.publicUrl),
      });
    });
    sent += 1;
  }
  return sent;
}
