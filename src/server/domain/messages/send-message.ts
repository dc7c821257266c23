import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { fileUrl } from '../../../shared/contract/file.contract';
import {
  MESSAGE_LIMITS,
  type MessageSend,
  type MessageSide,
  type ThreadItem,
} from '../../../shared/contract/message.contract';
import { hitRateLimit } from '../../auth/rate-limit';
import type { Executor } from '../../db/client';
import { applicationMessages, applications, files } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, invalid, limitedUntil, success } from '../result';
import { messageTexts } from './message-texts';
import { queueThreadNotice } from './notify-thread';
import { closedReason, findThread } from './thread-access';

const HOUR_MS = 3_600_000;

/** A side writing: the student of the application or the company applied to. */
export type Writer = { kind: MessageSide; id: number };

/**
 * The author's own attachment, share-locked so the sweep of unattached uploads
 * (domain/files/file-sweeps.ts) waits for this message and then sees it named.
 */
async function ownAttachment(tx: Executor, writer: Writer, fileId: number) {
  const [row] = await tx
    .select({ id: files.id, kind: files.kind, token: files.token, mime: files.mime, size: files.size })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerKind, writer.kind), eq(files.ownerId, writer.id)))
    .for('share');
  return row;
}

/**
 * POST /api/message/send (docs/decisions/058), and a reply in the bot's chat: a message from the
 * student of the application or the company applied to, while the thread is writable, within the
 * hour's count and the thread's attachments. Written with its notice in one transaction that
 * locks the application row. Refused: nothing is written.
 */
export async function sendMessage(
  deps: DomainDeps,
  writer: Writer,
  input: MessageSend,
): Promise<DomainResult<ThreadItem>> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<DomainResult<ThreadItem>> => {
    const found = await findThread(tx, writer, input.applicationId, true);
    if (!found.ok) return found;
    const thread = found.value;
    const closed = closedReason(thread, now);
    if (closed)
      return failure(thread.companyBlocked && writer.kind === 'company' ? 'forbidden' : 'conflict', closed);
    let file: Awaited<ReturnType<typeof ownAttachment>>;
    if (input.fileId !== undefined) {
      file = await ownAttachment(tx, writer, input.fileId);
      if (!file) return invalid({ fileId: messageTexts.fileNotFound });
      if (file.kind !== 'attachment') return invalid({ fileId: messageTexts.fileNotAttachment });
      const [attached] = await tx
        .select({ n: count() })
        .from(applicationMessages)
        .where(
          and(
            eq(applicationMessages.applicationId, thread.applicationId),
            isNotNull(applicationMessages.fileId),
          ),
        );
      if ((attached?.n ?? 0) >= MESSAGE_LIMITS.attachmentsPerThread)
        return failure('conflict', messageTexts.attachments);
    }
    const rule = { limit: MESSAGE_LIMITS.perHour, windowMs: HOUR_MS };
    const hit = await hitRateLimit(tx, `message-sent:${thread.applicationId}:${writer.kind}`, rule, now);
    if (hit.count > rule.limit) return limitedUntil(messageTexts.perHour, hit.resetAt, now);
    const [row] = await tx
      .insert(applicationMessages)
      .values({
        applicationId: thread.applicationId,
        studentId: thread.studentId,
        companyId: thread.companyId,
        author: writer.kind,
        authorId: writer.id,
        text: input.text,
        fileId: file?.id ?? null,
        createdAt: now,
      })
      .returning({ id: applicationMessages.id });
    if (!row) throw new Error('message insert returned nothing');
    // The company's first reply in the thread is its first answer, as a move would be: the
    // outcome figures and the response badge count it (docs/decisions/021).
    if (writer.kind === 'company')
      await tx
        .update(applications)
        .set({ firstAnswerAt: now })
        .where(and(eq(applications.id, thread.applicationId), isNull(applications.firstAnswerAt)));
    await queueThreadNotice(deps, tx, thread, writer.kind, row.id);
    return success({
      kind: 'message',
      id: row.id,
      at: now.toISOString(),
      author: writer.kind,
      mine: true,
      text: input.text,
      status: null,
      file: file ? { url: fileUrl(file.token), mime: file.mime, size: file.size } : null,
      readByOther: false,
      reported: false,
    });
  });
}
