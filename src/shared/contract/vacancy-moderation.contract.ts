import * as v from 'valibot';
import { idInRange } from './query';
import { multiLine } from './text';

/**
 * The career centre's moderation of a vacancy (issue 24, item 19; docs/decisions/052): hide it
 * from students, show it again, or return it to its company with a reason.
 */

/** The reason travels to the company's list, its editor, the bot and the mail. */
export const RETURN_REASON_MAX = 1000;
export const RETURN_REASON_REQUIRED = 'Напишите, что компании нужно исправить.';

const VacancyIdSchema = v.pipe(
  v.number('Неверный идентификатор.'),
  v.integer('Неверный идентификатор.'),
  v.minValue(1, 'Неверный идентификатор.'),
  idInRange,
);

/** POST /api/vacancy/moderation/hide/ and /show/. */
export const VacancyModerationRequestSchema = v.object({ id: VacancyIdSchema });

/** POST /api/vacancy/moderation/return/. */
export const VacancyReturnRequestSchema = v.object({
  id: VacancyIdSchema,
  reason: v.pipe(
    v.string(RETURN_REASON_REQUIRED),
    v.trim(),
    v.nonEmpty(RETURN_REASON_REQUIRED),
    multiLine,
    v.maxLength(RETURN_REASON_MAX, `Причина — не длиннее ${RETURN_REASON_MAX} символов.`),
  ),
});
export type VacancyReturnRequest = v.InferOutput<typeof VacancyReturnRequestSchema>;
