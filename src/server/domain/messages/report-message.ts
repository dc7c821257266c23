import { and, eq } from 'drizzle-orm';
import type { MessageReport, ThreadItem } from '../../../shared/contract/message.contract';
import { applicationMessages } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import { refuseUnlessApproved } from '../verification/status-refusal';
import { messageTexts } from './message-texts';
import type { Writer } from './send-message';

/**
 * POST /api/message/report (docs/decisions/058): the receiving side reports a message to the
 * career centre, which may then read the thread. Reporting again keeps the first time and reason.
 * A message of another's thread is «not found»; one's own message cannot be reported.
 */
export async function reportMessage(
  deps: DomainDeps,
  reader: Writer,
  input: MessageReport,
): Promise<DomainResult<ThreadItem>> {
  // A company the career centre has not approved reads no thread (thread-access.ts): its refusal.
  const refused = reader.kind === 'company' ? await refuseUnlessApproved(deps.db, reader) : null;
  if (refused) return refused;
  const party =
    reader.kind === 'student'
      ? eq(applicationMessages.studentId, reader.id)
      : eq(applicationMessages.companyId, reader.id);
  const [row] = await deps.db
    .select()
    .from(applicationMessages)
    .where(and(eq(applicationMessages.id, input.id), party));
  if (!row) return failure('not-found', messageTexts.messageNotFound);
  if (row.author === reader.kind) return failure('conflict', messageTexts.reportOwn);
  const reportedAt = row.reportedAt ?? deps.now();
  if (!row.reportedAt)
    await deps.db
      .update(applicationMessages)
      .set({ reportedAt, reportReason: input.reason ? input.reason : null })
      .where(eq(applicationMessages.id, row.id));
  return success({
    kind: 'message',
    id: row.id,
    at: row.createdAt.toISOString(),
    author: row.author,
    mine: false,
    text: row.text,
    status: null,
    file: null,
    readByOther: row.readAt !== null,
    reported: true,
  });
}
