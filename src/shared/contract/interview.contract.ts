import * as v from 'valibot';
import { APPLICATION_MESSAGE_MAX } from './application-limits.contract';
import { idInRange, LimitParamSchema, optionalId, PageParamSchema, pageSchema } from './query';
import { multiLine, singleLine } from './text';

/**
 * Interviews (issue 25, docs/decisions/057-interviews.md): the company offers times (slots) for
 * one application; the student books one; either side reschedules or cancels with a message.
 * The limits that need the clock (in the future, at most INTERVIEW_HORIZON_DAYS ahead) are the
 * domain's (src/server/domain/interviews/slot-input.ts).
 */
export const INTERVIEW_SLOTS_MAX = 10;
const INTERVIEW_DURATION_MIN = 15;
const INTERVIEW_DURATION_MAX = 240;
export const INTERVIEW_HORIZON_DAYS = 90;
const INTERVIEW_PLACE_MAX = 300;
const INTERVIEW_LINK_MAX = 500;
const INTERVIEW_FORMATS = ['online', 'office'] as const;

const ID_MESSAGE = 'Неверный идентификатор.';
const idSchema = v.pipe(v.number(ID_MESSAGE), v.integer(ID_MESSAGE), v.minValue(1, ID_MESSAGE), idInRange);

/** An ISO 8601 moment with its offset or Z («2026-12-01T11:00:00+03:00»), seconds optional. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const MOMENT_MESSAGE =
  'Укажите дату и время в формате ISO 8601 с часовым поясом, например 2026-12-01T11:00:00+03:00.';
const momentSchema = v.pipe(
  v.string(MOMENT_MESSAGE),
  v.regex(ISO_MOMENT, MOMENT_MESSAGE),
  v.check((text) => !Number.isNaN(Date.parse(text)), MOMENT_MESSAGE),
);

const SlotInputSchema = v.object({
  startsAt: momentSchema,
  durationMin: v.pipe(
    v.number('Укажите длительность в минутах.'),
    v.integer('Длительность — целое число минут.'),
    v.minValue(INTERVIEW_DURATION_MIN, `Собеседование не короче ${INTERVIEW_DURATION_MIN} минут.`),
    v.maxValue(INTERVIEW_DURATION_MAX, `Собеседование не длиннее ${INTERVIEW_DURATION_MAX} минут.`),
  ),
});
export type InterviewSlotInput = v.InferOutput<typeof SlotInputSchema>;

const message = v.optional(
  v.pipe(
    v.string('Ожидается текст.'),
    v.trim(),
    multiLine,
    v.maxLength(APPLICATION_MESSAGE_MAX, `Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`),
  ),
);
const requiredMessage = v.pipe(
  v.string('Напишите сообщение другой стороне.'),
  v.trim(),
  multiLine,
  v.minLength(1, 'Напишите сообщение другой стороне: почему и что предлагаете.'),
  v.maxLength(APPLICATION_MESSAGE_MAX, `Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`),
);

/** New slots and/or free slots of the company's other invitations; 1–INTERVIEW_SLOTS_MAX together. */
const slotsFields = {
  slots: v.optional(
    v.pipe(
      v.array(SlotInputSchema, 'Укажите время собеседования.'),
      v.maxLength(INTERVIEW_SLOTS_MAX, `Не больше ${INTERVIEW_SLOTS_MAX} вариантов времени.`),
    ),
    [],
  ),
  slotIds: v.optional(
    v.pipe(
      v.array(idSchema, 'Укажите время собеседования.'),
      v.maxLength(INTERVIEW_SLOTS_MAX, `Не больше ${INTERVIEW_SLOTS_MAX} вариантов времени.`),
    ),
    [],
  ),
};
const SLOT_COUNT_MESSAGE = `Предложите от 1 до ${INTERVIEW_SLOTS_MAX} вариантов времени.`;
const slotCount = (input: { slots: readonly unknown[]; slotIds: readonly unknown[] }): boolean =>
  input.slots.length + input.slotIds.length >= 1 &&
  input.slots.length + input.slotIds.length <= INTERVIEW_SLOTS_MAX;

/** POST /api/interview/ — the owning company invites; the application moves to «invited». */
export const InterviewCreateSchema = v.pipe(
  v.object({
    applicationId: idSchema,
    ...slotsFields,
    format: v.picklist(INTERVIEW_FORMATS, 'Выберите формат: онлайн или в офисе.'),
    place: v.optional(
      v.pipe(
        v.string('Ожидается текст.'),
        v.trim(),
        singleLine,
        v.maxLength(INTERVIEW_PLACE_MAX, `Адрес не длиннее ${INTERVIEW_PLACE_MAX} символов.`),
      ),
    ),
    link: v.optional(
      v.pipe(
        v.string('Ожидается ссылка.'),
        v.trim(),
        singleLine,
        v.maxLength(INTERVIEW_LINK_MAX, `Ссылка не длиннее ${INTERVIEW_LINK_MAX} символов.`),
      ),
    ),
    message,
  }),
  v.forward(
    v.check((input) => slotCount(input), SLOT_COUNT_MESSAGE),
    ['slots'],
  ),
  v.forward(
    v.check(
      (input) => input.format !== 'online' || /^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(input.link ?? ''),
      'Для онлайн-собеседования укажите ссылку на встречу, начиная с https://.',
    ),
    ['link'],
  ),
  v.forward(
    v.check(
      (input) => input.format !== 'office' || (input.place ?? '').length > 0,
      'Для собеседования в офисе укажите адрес.',
    ),
    ['place'],
  ),
);
export type InterviewCreate = v.InferOutput<typeof InterviewCreateSchema>;

/**
 * POST /api/interview/reschedule/ — either side. The company offers new slots (the booking is
 * released); the student asks for another time with a message (no slots).
 */
export const InterviewRescheduleSchema = v.object({
  id: idSchema,
  ...slotsFields,
  message,
});
export type InterviewReschedule = v.InferOutput<typeof InterviewRescheduleSchema>;
export const interviewSlotCountOk = slotCount;

/** POST /api/interview/cancel/ — either side, with a message to the other. */
export const InterviewCancelSchema = v.object({ id: idSchema, message: requiredMessage });
export type InterviewCancel = v.InferOutput<typeof InterviewCancelSchema>;

/** POST /api/interview/book/ — the student takes one offered time (the answer's `slotId` does the same). */
export const InterviewBookSchema = v.object({ id: idSchema, slotId: idSchema });
export type InterviewBook = v.InferOutput<typeof InterviewBookSchema>;

/** POST /api/interview/link/ — a signed address of the .ics for Telegram's download. */
export const InterviewLinkRequestSchema = v.object({ id: idSchema });

/**
 * GET /api/interview/getItems — the caller's own, soonest first by the booked (else the first
 * upcoming) slot. `from`: only interviews with a slot ending at or after it (default: now).
 */
export const InterviewListQuerySchema = v.object({
  applicationId: optionalId,
  from: v.optional(momentSchema),
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type InterviewListQuery = v.InferOutput<typeof InterviewListQuerySchema>;

const InterviewSlotSchema = v.object({
  id: v.number(),
  startsAt: v.string(),
  durationMin: v.number(),
  /** Booked by anyone, this application included. */
  taken: v.boolean(),
});

export const InterviewItemSchema = v.object({
  id: v.number(),
  applicationId: v.number(),
  status: v.picklist(['active', 'cancelled']),
  format: v.picklist(INTERVIEW_FORMATS),
  place: v.nullable(v.string()),
  link: v.nullable(v.string()),
  message: v.nullable(v.string()),
  slots: v.array(InterviewSlotSchema),
  /** The slot this application booked; null while the student has not chosen. */
  bookedSlotId: v.nullable(v.number()),
  vacancyTitle: v.string(),
  companyName: v.string(),
  /** The applicant's name, for the company; null in the student's own answers. */
  studentName: v.nullable(v.string()),
  sequence: v.number(),
  updatedAt: v.string(),
});
export type InterviewItem = v.InferOutput<typeof InterviewItemSchema>;

export const InterviewPageSchema = pageSchema(InterviewItemSchema);
