import type { InterviewBook, InterviewItem } from '../../../shared/contract/interview.contract';
import type { DomainDeps } from '../deps';
import { type DomainResult, failure, success } from '../result';
import type { Viewer } from '../viewer';
import { admitInterviewWrite } from './admit-write';
import { bookInterviewSlot } from './book-slot';
import { interviewMessages } from './interview-messages';
import { readInterviewItems } from './interview-rows';
import { lockInterview } from './lock-interview';

/**
 * POST /api/interview/book/ (the interview's student): takes one offered time in its own
 * transaction, holding the application's row lock — the same booking the student's answer makes
 * with `slotId` (bookInterviewSlot). A time just taken by another student is a 409 with
 * «Это время уже заняли. Выберите другое.»
 */
export async function bookInterview(
  deps: DomainDeps,
  viewer: NonNullable<Viewer>,
  input: InterviewBook,
): Promise<DomainResult<InterviewItem>> {
  const refused = await admitInterviewWrite(deps, viewer);
  if (refused) return refused;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const facts = await lockInterview(tx, viewer, input.id);
    if (!facts) return failure('not-found', interviewMessages.notFound);
    if (facts.status === 'cancelled') return failure('conflict', interviewMessages.cancelled);
    const booked = await bookInterviewSlot(deps, tx, {
      applicationId: facts.applicationId,
      studentId: viewer.id,
      slotId: input.slotId,
      now,
    });
    if (!booked.ok) return booked;
    const [item] = await readInterviewItems(tx, [booked.value.interviewId], 'student');
    if (!item) throw new Error('booked interview not readable');
    return success(item);
  });
}
