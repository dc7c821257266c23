import { eq } from 'drizzle-orm';
import type {
  ApplicationActor,
  ApplicationStatus,
  StudentAnswer,
} from '../../../shared/contract/application.contract';
import type { Executor } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema';

/** One move of an application, as the history records it (docs/decisions/020). */
type ApplicationMove = {
  applicationId: number;
  from: ApplicationStatus;
  to: ApplicationStatus;
  actor: ApplicationActor;
  actorId: number | null;
  /** The words that go with the move (an invitation's time, a refusal's reason); null for none. */
  message: string | null;
  at: Date;
  /** The company's first answering move: stamps `first_answer_at` for the outcome figures. */
  firstAnswer?: boolean;
  /** The student's answer this move is (docs/decisions/059). */
  answer?: StudentAnswer;
  /** An offer's deadline, set with the offer (null: none). */
  answerBy?: Date | null;
  /**
   * What the application shows as the company's last words when it is not `message`: an
   * interview's invitation shows the company's own words (null: none), since the student's
   * screen lists its times to pick from; the history keeps the message with the times.
   */
  shown?: string | null;
};

/**
 * Moves an application and appends the move to its history, in the caller's transaction (which
 * holds the application's row lock). Every move goes through here, so the status and the history
 * never disagree; the caller checks the transition table first. A student's answer is kept on the
 * application until anyone else moves it: then it is the student's turn again (docs/decisions/059).
 */
export async function recordApplicationMove(tx: Executor, move: ApplicationMove): Promise<void> {
  await tx
    .update(applications)
    .set({
      status: move.to,
      updatedAt: move.at,
      ...(move.shown !== undefined
        ? { lastMessage: move.shown }
        : move.message === null || move.actor === 'student'
          ? {}
          : { lastMessage: move.message }),
      ...(move.firstAnswer ? { firstAnswerAt: move.at } : {}),
      studentAnswer: move.actor === 'student' ? (move.answer ?? null) : null,
      ...(move.answerBy === undefined ? {} : { answerBy: move.answerBy }),
    })
    .where(eq(applications.id, move.applicationId));
  await tx.insert(applicationEvents).values({
    applicationId: move.applicationId,
    fromStatus: move.from,
    toStatus: move.to,
    actor: move.actor,
    actorId: move.actorId,
    answer: move.answer ?? null,
    message: move.message,
    at: move.at,
  });
}
