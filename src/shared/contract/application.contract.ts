import * as v from 'valibot';
import {
  APPLICATION_BULK_MAX,
  APPLICATION_LETTER_MAX,
  APPLICATION_MESSAGE_MAX,
  APPLICATION_NOTE_MAX,
} from './application-limits.contract';
import {
  APPLICATION_STATUSES,
  CHOSEN_STATUSES,
  MESSAGE_REQUIRED,
  STUDENT_ANSWERS,
} from './application-status.contract';
import { ExternalCountSchema } from './apply-elsewhere.contract';
import { DayParamSchema } from './period-day.contract';
import {
  enumListParam,
  idInRange,
  LimitParamSchema,
  optionalId,
  PageParamSchema,
  pageSchema,
  SearchTextParamSchema,
} from './query';
import { multiLine } from './text';

export {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ChosenApplicationStatus,
  COMPANY_TRANSITIONS,
  canCompanyMove,
  isWithdrawable,
  MESSAGE_REQUIRED,
  OPEN_APPLICATION_STATUSES,
  STUDENT_ANSWERS,
  type StudentAnswer,
  studentAnswerMove,
} from './application-status.contract';

export { APPLICATION_BULK_MAX, APPLICATION_LETTER_MAX, APPLICATION_MESSAGE_MAX, APPLICATION_NOTE_MAX };

/** Russian rejection templates the company may pick and edit (the company's name is added by the mail/bot). */
export const REJECTION_TEMPLATES: readonly { title: string; text: string }[] = [
  {
    title: 'Вежливый отказ',
    text: 'Спасибо за интерес к вакансии и за отклик. К сожалению, сейчас мы не готовы пригласить вас на следующий этап. Желаем удачи в поиске!',
  },
  {
    title: 'Нужен больший опыт',
    text: 'Спасибо за отклик! Для этой позиции нам нужен кандидат с большим опытом. Будем рады видеть ваш отклик на наши стажировки и вакансии для начинающих.',
  },
  {
    title: 'Вакансия закрыта',
    text: 'Спасибо за отклик! Вакансия уже закрыта: мы выбрали кандидата. Сохраним ваше резюме и напишем, если появится подходящая позиция.',
  },
];

/** The standard message when a vacancy is archived with open applications; the company may edit it. */
export const ARCHIVE_REJECTION_MESSAGE =
  'Спасибо за отклик! Вакансия закрыта, поэтому мы не можем продолжить рассмотрение. Желаем удачи в поиске!';

const idSchema = v.pipe(
  v.number('Неверный идентификатор.'),
  v.integer('Неверный идентификатор.'),
  v.minValue(1, 'Неверный идентификатор.'),
  idInRange,
);

const optionalText = (max: number, tooLong: string) =>
  v.optional(v.pipe(v.string('Ожидается текст.'), v.trim(), multiLine, v.maxLength(max, tooLong)));

/** POST /api/application/ — the student's application; the profile and résumé go with it. */
export const ApplicationCreateSchema = v.object({
  vacancyId: idSchema,
  letter: optionalText(
    APPLICATION_LETTER_MAX,
    `Сопроводительное письмо не длиннее ${APPLICATION_LETTER_MAX} символов.`,
  ),
});
export type ApplicationCreate = v.InferOutput<typeof ApplicationCreateSchema>;

/** POST /api/application/withdraw/ — the student takes an open application back. */
export const ApplicationWithdrawSchema = v.object({ id: idSchema });

/** POST /api/application/changeStatus — the owning company or an admin; one message for all ids. */
export const ApplicationChangeStatusSchema = v.pipe(
  v.object({
    ids: v.pipe(
      v.array(idSchema, 'Выберите отклики.'),
      v.minLength(1, 'Выберите отклики.'),
      v.maxLength(APPLICATION_BULK_MAX, `Не больше ${APPLICATION_BULK_MAX} откликов за раз.`),
    ),
    status: v.picklist(CHOSEN_STATUSES, 'Неизвестный статус отклика.'),
    message: optionalText(
      APPLICATION_MESSAGE_MAX,
      `Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`,
    ),
    /** An offer's deadline: the last Moscow day the student may accept it (docs/decisions/059). */
    answerBy: DayParamSchema,
  }),
  v.forward(
    v.check(
      (input) => !MESSAGE_REQUIRED.includes(input.status) || (input.message ?? '').length > 0,
      'Напишите сообщение студенту: когда и где встреча или почему отказ.',
    ),
    ['message'],
  ),
  v.forward(
    v.check(
      (input) => input.answerBy === undefined || input.status === 'offer',
      'Срок ответа бывает только у предложения.',
    ),
    ['answerBy'],
  ),
);
export type ApplicationChangeStatus = v.InferOutput<typeof ApplicationChangeStatusSchema>;

/** POST /api/application/note/ — the company's private note (an empty text removes it). */
export const ApplicationNoteSchema = v.object({
  id: idSchema,
  note: v.pipe(
    v.string('Ожидается текст.'),
    v.trim(),
    multiLine,
    v.maxLength(APPLICATION_NOTE_MAX, `Заметка не длиннее ${APPLICATION_NOTE_MAX} символов.`),
  ),
});
export type ApplicationNote = v.InferOutput<typeof ApplicationNoteSchema>;

const APPLICATION_SORTS = ['newest', 'oldest', 'updated'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/**
 * GET /api/application/getItems — the student's own; a company's to its vacancies; admins all.
 * `text` searches the student's name and the vacancy's title; `from`/`to` bound the day applied
 * (Moscow time, both inclusive); `companyId` narrows an admin's list.
 */
export const ApplicationListQuerySchema = v.object({
  id: optionalId,
  vacancyId: optionalId,
  companyId: optionalId,
  status: enumListParam(APPLICATION_STATUSES, 'Неизвестный статус отклика.'),
  text: SearchTextParamSchema,
  from: DayParamSchema,
  to: DayParamSchema,
  sort: v.optional(v.picklist(APPLICATION_SORTS, 'Неизвестная сортировка.'), 'newest'),
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type ApplicationListQuery = v.InferOutput<typeof ApplicationListQuerySchema>;

export const APPLICATION_ACTORS = ['student', 'company', 'admin', 'system'] as const;
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

/** One move of the application's history (oldest first). `from` is null for the application itself. */
const ApplicationEventSchema = v.object({
  from: v.nullable(v.picklist(APPLICATION_STATUSES)),
  to: v.picklist(APPLICATION_STATUSES),
  by: v.picklist(APPLICATION_ACTORS),
  /** The student's answer this move was (docs/decisions/059); null for every other move. */
  answer: v.nullable(v.picklist(STUDENT_ANSWERS)),
  message: v.nullable(v.string()),
  at: v.string(),
});
export type ApplicationEvent = v.InferOutput<typeof ApplicationEventSchema>;

/**
 * An application as its reader may see it. The applicant's contacts (email, phone, Telegram
 * username) are given to the company the student applied to and to admins; `note` is the
 * company's own (null for the student).
 */
export const ApplicationItemSchema = v.object({
  id: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
  letter: v.string(),
  /** The company's last message (an invitation's time and place, a refusal's reason). */
  lastMessage: v.nullable(v.string()),
  note: v.nullable(v.string()),
  /**
   * The student's turn (docs/decisions/059): an invitation or an offer the student has not
   * answered since the company's last move, and an offer still before its deadline.
   */
  awaitingStudent: v.boolean(),
  /** The student's answer to the company's last move, until the company moves again. */
  studentAnswer: v.nullable(v.picklist(STUDENT_ANSWERS)),
  /** An offer's deadline (the end of its last Moscow day, ISO 8601); null when none was set. */
  answerBy: v.nullable(v.string()),
  vacancy: v.object({
    id: v.number(),
    title: v.string(),
    status: v.string(),
    companyId: v.number(),
    companyName: v.string(),
  }),
  student: v.object({
    id: v.number(),
    firstName: v.string(),
    lastName: v.string(),
    university: v.string(),
    faculty: v.string(),
    course: v.nullable(v.number()),
    graduationYear: v.nullable(v.number()),
    about: v.string(),
    skills: v.array(v.object({ id: v.number(), name: v.string() })),
    photoUrl: v.nullable(v.string()),
    resumeUrl: v.nullable(v.string()),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    telegramUsername: v.nullable(v.string()),
  }),
  history: v.array(ApplicationEventSchema),
});
export type ApplicationItem = v.InferOutput<typeof ApplicationItemSchema>;

export const ApplicationPageSchema = pageSchema(ApplicationItemSchema);

/** The answer of changeStatus: the moved items and the ids that could not move, with the reason. */
export const ApplicationChangeResultSchema = v.object({
  items: v.array(ApplicationItemSchema),
  skipped: v.array(v.object({ id: v.number(), reason: v.string() })),
});
export type ApplicationChangeResult = v.InferOutput<typeof ApplicationChangeResultSchema>;

/**
 * GET /api/application/summary — counts in the caller's scope (a company: its vacancies; an
 * admin: all): per status for the tabs, and per vacancy (total, new) for «Мои вакансии».
 */
/**
 * GET /api/application/summary's query: the board's filters other than the status tab, so each
 * tab counts what it lists (domain/applications/application-filters.ts). They narrow `byStatus`
 * only: `byVacancy` and `external` always cover the whole scope («Мои вакансии»).
 */
export const ApplicationSummaryQuerySchema = v.object({
  vacancyId: optionalId,
  companyId: optionalId,
  text: SearchTextParamSchema,
  from: DayParamSchema,
  to: DayParamSchema,
});
export type ApplicationSummaryQuery = v.InferOutput<typeof ApplicationSummaryQuerySchema>;

export const ApplicationSummarySchema = v.object({
  byStatus: v.record(v.picklist(APPLICATION_STATUSES), v.number()),
  byVacancy: v.array(v.object({ vacancyId: v.number(), total: v.number(), new: v.number() })),
  /**
   * Vacancies that send applicants elsewhere: how many students opened the link or the email
   * (contract/apply-elsewhere.contract.ts); only vacancies with at least one.
   */
  external: v.optional(v.array(ExternalCountSchema)),
});
export type ApplicationSummary = v.InferOutput<typeof ApplicationSummarySchema>;
