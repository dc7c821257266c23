import { eq, inArray } from 'drizzle-orm';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationChangeResult,
  type ApplicationChangeStatus,
  canCompanyMove,
} from '../../../shared/contract/application.contract';
import { formatMessage } from '../../../shared/messages';
import { endOfMoscowDay } from '../../../shared/moscow-time';
import { applications, companies, vacancies } from '../../db/schema';
import { batchMoveOutcome, type SkippedMove } from '../batch-move';
import type { DomainDeps } from '../deps';
import { closeInterviewsOf } from '../interviews/close-interviews';
import { type DomainResult, invalid } from '../result';
import type { Viewer } from '../viewer';
import { applicationMessages } from './application-messages';
import { readApplicationItems } from './application-rows';
import { applicationScope } from './application-scope';
import { notifyStudents, type StatusNews } from './notify-student';
import { recordApplicationMove } from './record-move';

/**
 * POST /api/application/changeStatus (the owning company or an admin). Each id moves only along
 * COMPANY_TRANSITIONS; the rest are skipped with the reason, so a bulk move over a mixed
 * selection does what it can. Another company's ids are skipped as not found — never revealed.
 * Every move is appended to the history with its actor; the first answering move stamps
 * `first_answer_at` for the outcome figures. Students are told after the commit. When nothing
 * moved the call is refused: not found or a conflict (batch-move.ts).
 */
export async function changeApplicationStatus(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  input: ApplicationChangeStatus,
): Promise<DomainResult<ApplicationChangeResult>> {
  const scope = await applicationScope(deps, viewer);
  if (!scope.ok) return scope;
  const actor = viewer.kind === 'admin' ? 'admin' : 'company';
  const now = deps.now();
  const message = input.message ? input.message : null;
  // An offer's deadline ends its Moscow day; a day already over is refused (docs/decisions/059).
  const answerBy = input.answerBy ? endOfMoscowDay(input.answerBy) : null;
  if (answerBy && answerBy.getTime() <= now.getTime())
    return invalid({
      answerBy: 'Срок ответа не может быть в прошлом: выберите сегодняшний или более поздний день.',
    });
  const skipped: SkippedMove[] = [];
  const ids = [...new Set(input.ids)];

  const news = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: applications.id,
        status: applications.status,
        studentId: applications.studentId,
        firstAnswerAt: applications.firstAnswerAt,
        companyId: applications.companyId,
        vacancyTitle: vacancies.title,
        companyName: companies.name,
      })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(inArray(applications.id, ids))
      .orderBy(applications.id)
      .for('update', { of: applications });
    const visible = new Map(
      rows.filter((row) => actor === 'admin' || row.companyId === viewer.id).map((row) => [row.id, row]),
    );
    const moved: StatusNews[] = [];
    for (const id of ids) {
      const row = visible.get(id);
      if (!row) {
        skipped.push({ id, code: 'not-found', reason: applicationMessages.notFound });
        continue;
      }
      if (!canCompanyMove(row.status, input.status)) {
        skipped.push({
          id,
          code: 'refused',
          reason: formatMessage(applicationMessages.moveRefused, {
            from: APPLICATION_STATUS_LABELS[row.status],
            to: APPLICATION_STATUS_LABELS[input.status],
          }),
        });
        continue;
      }
      await recordApplicationMove(tx, {
        applicationId: id,
        from: row.status,
        to: input.status,
        actor,
        actorId: viewer.id,
        message,
        at: now,
        firstAnswer: row.firstAnswerAt === null,
        ...(input.status === 'offer' ? { answerBy } : {}),
      });
      // A refusal cancels the upcoming interview: the time is freed, both calendars told (decision 057).
      if (input.status === 'rejected')
        await closeInterviewsOf(
          deps,
          tx,
          id,
          'company',
          message ?? applicationMessages.rejectedInterview,
          now,
        );
      moved.push({
        applicationId: id,
        studentId: row.studentId,
        vacancyTitle: row.vacancyTitle,
        companyName: row.companyName,
        status: input.status,
        message,
      });
    }
    await notifyStudents(deps, tx, moved);
    return moved;
  });

  const items = await readApplicationItems(
    deps.db,
    news.map((item) => item.applicationId),
    scope.value.audience,
  );
  return batchMoveOutcome(items, skipped, applicationMessages.notFound);
}
