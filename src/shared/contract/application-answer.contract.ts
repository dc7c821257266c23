import * as v from 'valibot';
import { APPLICATION_MESSAGE_MAX } from './application-limits.contract';
import { STUDENT_ANSWERS, type StudentAnswer } from './application-status.contract';
import { idInRange } from './query';
import { multiLine } from './text';

/*
 * The student's answer to an invitation or an offer (docs/decisions/059-student-answers.md):
 * POST /api/application/answer/ {id, answer, slotId?, message?}.
 */

const idSchema = v.pipe(
  v.number('Неверный идентификатор.'),
  v.integer('Неверный идентификатор.'),
  v.minValue(1, 'Неверный идентификатор.'),
  idInRange,
);

export const ApplicationAnswerSchema = v.pipe(
  v.object({
    id: idSchema,
    answer: v.picklist(STUDENT_ANSWERS, 'Неизвестный ответ: accept, decline или reschedule.'),
    /** The interview slot an accepted invitation books. */
    slotId: v.optional(idSchema),
    message: v.optional(
      v.pipe(
        v.string('Ожидается текст.'),
        v.trim(),
        multiLine,
        v.maxLength(APPLICATION_MESSAGE_MAX, `Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`),
      ),
    ),
  }),
  v.forward(
    v.check(
      (input) => input.answer !== 'reschedule' || (input.message ?? '').length > 0,
      'Напишите компании, когда вам удобно прийти.',
    ),
    ['message'],
  ),
  v.forward(
    v.check(
      (input) => input.slotId === undefined || input.answer === 'accept',
      'Время выбирают только вместе с ответом «Приду».',
    ),
    ['slotId'],
  ),
);
export type ApplicationAnswer = v.InferOutput<typeof ApplicationAnswerSchema>;

/** The answers as the company and the history read them. */
export const STUDENT_ANSWER_LABELS: Record<'invited' | 'offer', Partial<Record<StudentAnswer, string>>> = {
  invited: {
    accept: 'придёт на собеседование',
    decline: 'не сможет прийти',
    reschedule: 'просит другое время',
  },
  offer: { accept: 'принял предложение', decline: 'отказался от предложения' },
};
