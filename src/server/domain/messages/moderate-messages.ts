import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ReportedItem } from '../../../shared/contract/message.contract';
import type { Page } from '../../../shared/contract/query';
import {
  applicationMessages,
  applications,
  companies,
  messageBlocks,
  students,
  vacancies,
} from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { messageTexts } from './message-texts';

/** GET /api/message/reported: reported messages, the latest report first, for the career centre. */
export async function listReported(
  deps: DomainDeps,
  query: { page: number; limit: number },
): Promise<Page<ReportedItem>> {
  const rows = await deps.db
    .select({
      id: applicationMessages.id,
      applicationId: applicationMessages.applicationId,
      author: applicationMessages.author,
      text: applicationMessages.text,
      at: applicationMessages.createdAt,
      reportedAt: applicationMessages.reportedAt,
      reason: applicationMessages.reportReason,
      companyId: companies.id,
      companyName: companies.name,
      blocked: sql<boolean>`${messageBlocks.companyId} is not null`,
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      vacancyTitle: vacancies.title,
    })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(companies, eq(companies.id, applicationMessages.companyId))
    .innerJoin(students, eq(students.id, applicationMessages.studentId))
    .leftJoin(messageBlocks, eq(messageBlocks.companyId, applicationMessages.companyId))
    .where(isNotNull(applicationMessages.reportedAt))
    .orderBy(desc(applicationMessages.reportedAt), desc(applicationMessages.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const [total] = await deps.db
    .select({ n: count() })
    .from(applicationMessages)
    .where(isNotNull(applicationMessages.reportedAt));
  return {
    items: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      applicationId: row.applicationId,
      author: row.author,
      text: row.text,
      at: row.at.toISOString(),
      reportedAt: row.reportedAt?.toISOString() ?? '',
      reason: row.reason,
      company: { id: row.companyId, name: row.companyName, messagingBlocked: row.blocked === true },
      student: { id: row.studentId, name: `${row.firstName} ${row.lastName}`.trim() },
      vacancyTitle: row.vacancyTitle,
    })),
    total: total?.n ?? 0,
    page: query.page,
    hasMore: rows.length > query.limit,
  };
}

/**
 * POST /api/message/block: the career centre stops a company's messages, or allows them again.
 * While stopped, neither side of its threads writes (thread-access.ts, closedReason); reading stays.
 */
export async function blockMessaging(
  deps: DomainDeps,
  adminId: number,
  input: { companyId: number; blocked: boolean },
): Promise<DomainResult<{ companyId: number; blocked: boolean }>> {
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.companyId));
  if (!company) return failure('not-found', messageTexts.companyNotFound);
  if (input.blocked)
    await deps.db
      .insert(messageBlocks)
      .values({ companyId: company.id, blockedBy: adminId, blockedAt: deps.now() })
      .onConflictDoNothing();
  else await deps.db.delete(messageBlocks).where(eq(messageBlocks.companyId, company.id));
  return success({ companyId: company.id, blocked: input.blocked });
}
