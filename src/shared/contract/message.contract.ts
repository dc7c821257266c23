import * as v from 'valibot';
import { APPLICATION_ACTORS, APPLICATION_STATUSES } from './application.contract';
import { IdParamSchema, idInRange, LimitParamSchema, PageParamSchema, pageSchema } from './query';
import { multiLine, singleLine } from './text';

/**
 * Message threads: one per application, between the student and the company applied to
 * (issue 25, item 2; docs/decisions/058-message-threads.md). The thread shows the cover letter,
 * every status move with its message, and the messages, in order.
 */

/** Who writes a message: the student of the application or the company applied to. */
export const MESSAGE_SIDES = ['student', 'company'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

/** Every limit of a thread (docs/decisions/058): the contract checks the lengths, the server the rest. */
export const MESSAGE_LIMITS = {
  /** Characters of one message. */
  textMax: 4000,
  /** Messages one side writes in one thread per hour. */
  perHour: 20,
  /** Files attached in one thread, both sides together. */
  attachmentsPerThread: 10,
  /** A final status (hired, rejected…) leaves the thread writable this many days, then read-only. */
  writableDaysAfterFinal: 14,
  reportReasonMax: 500,
  /** A company's reply templates. */
  templatesMax: 20,
  templateTitleMax: 100,
  templateTextMax: 2000,
} as const;

const idSchema = v.pipe(
  v.number('Неверный идентификатор.'),
  v.integer('Неверный идентификатор.'),
  v.minValue(1, 'Неверный идентификатор.'),
  idInRange,
);

/** GET /api/message/getItems — the thread of one application, oldest first by default. */
export const MessageListQuerySchema = v.object({
  applicationId: IdParamSchema,
  sort: v.optional(v.picklist(['oldest', 'newest'] as const, 'Неизвестная сортировка.'), 'oldest'),
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type MessageListQuery = v.InferOutput<typeof MessageListQuerySchema>;

/** POST /api/message/send */
export const MessageSendSchema = v.object({
  applicationId: idSchema,
  text: v.pipe(
    v.string('Ожидается текст.'),
    v.trim(),
    multiLine,
    v.minLength(1, 'Напишите сообщение.'),
    v.maxLength(MESSAGE_LIMITS.textMax, `Сообщение не длиннее ${MESSAGE_LIMITS.textMax} символов.`),
  ),
  fileId: v.optional(idSchema),
});
export type MessageSend = v.InferOutput<typeof MessageSendSchema>;

/** POST /api/message/report — the receiving side reports a message to the career centre. */
export const MessageReportSchema = v.object({
  id: idSchema,
  reason: v.optional(
    v.pipe(
      v.string('Ожидается текст.'),
      v.trim(),
      multiLine,
      v.maxLength(
        MESSAGE_LIMITS.reportReasonMax,
        `Причина жалобы не длиннее ${MESSAGE_LIMITS.reportReasonMax} символов.`,
      ),
    ),
  ),
});
export type MessageReport = v.InferOutput<typeof MessageReportSchema>;

/** POST /api/message/block — the career centre stops (or allows again) a company's messages. */
export const MessageBlockSchema = v.object({
  companyId: idSchema,
  blocked: v.boolean('Укажите, запретить ли переписку.'),
});
export const MessageBlockResultSchema = v.object({ companyId: v.number(), blocked: v.boolean() });

const ThreadFileSchema = v.object({ url: v.string(), mime: v.string(), size: v.number() });

/**
 * One item of a thread. `kind`: the cover letter (the application itself), a status move with
 * its message, or a message. `id` is unique within its kind (a message's id is what report takes).
 * `mine`: written by the reader's side. `readByOther`: a message its receiving side has read
 * («Прочитано»); null for the letter and moves.
 */
export const ThreadItemSchema = v.object({
  kind: v.picklist(['letter', 'status', 'message'] as const),
  id: v.number(),
  at: v.string(),
  author: v.picklist(APPLICATION_ACTORS),
  mine: v.boolean(),
  text: v.nullable(v.string()),
  status: v.nullable(
    v.object({ from: v.nullable(v.picklist(APPLICATION_STATUSES)), to: v.picklist(APPLICATION_STATUSES) }),
  ),
  file: v.nullable(ThreadFileSchema),
  readByOther: v.nullable(v.boolean()),
  reported: v.boolean(),
});
export type ThreadItem = v.InferOutput<typeof ThreadItemSchema>;

/**
 * The thread's page, and whether the reader may write now (`writable`) with the reason when not
 * (a withdrawn application, a closed thread, a company the career centre stopped).
 */
export const ThreadPageSchema = v.object({
  ...pageSchema(ThreadItemSchema).entries,
  writable: v.boolean(),
  closedReason: v.nullable(v.string()),
});
export type ThreadPage = v.InferOutput<typeof ThreadPageSchema>;

/** GET /api/message/unread — the reader's unread messages, in all and per application. */
export const UnreadSchema = v.object({
  total: v.number(),
  byApplication: v.array(v.object({ applicationId: v.number(), count: v.number() })),
});
export type Unread = v.InferOutput<typeof UnreadSchema>;

const TemplateSchema = v.object({
  title: v.pipe(
    v.string('Ожидается текст.'),
    v.trim(),
    singleLine,
    v.minLength(1, 'Назовите шаблон.'),
    v.maxLength(
      MESSAGE_LIMITS.templateTitleMax,
      `Название шаблона не длиннее ${MESSAGE_LIMITS.templateTitleMax} символов.`,
    ),
  ),
  text: v.pipe(
    v.string('Ожидается текст.'),
    v.trim(),
    multiLine,
    v.minLength(1, 'Напишите текст шаблона.'),
    v.maxLength(
      MESSAGE_LIMITS.templateTextMax,
      `Текст шаблона не длиннее ${MESSAGE_LIMITS.templateTextMax} символов.`,
    ),
  ),
});

/** POST /api/message/templates — the company's whole list replaces the stored one. */
export const TemplatesSaveSchema = v.object({
  items: v.pipe(
    v.array(TemplateSchema, 'Ожидается список шаблонов.'),
    v.maxLength(MESSAGE_LIMITS.templatesMax, `Не больше ${MESSAGE_LIMITS.templatesMax} шаблонов.`),
  ),
});
export type TemplatesSave = v.InferOutput<typeof TemplatesSaveSchema>;

/** The company's templates; `custom` false: none saved yet, these are the refusal texts. */
export const TemplatesSchema = v.object({
  items: v.array(v.object({ title: v.string(), text: v.string() })),
  custom: v.boolean(),
});
export type Templates = v.InferOutput<typeof TemplatesSchema>;

/** GET /api/message/reported — the career centre's list of reported messages. */
export const ReportedQuerySchema = v.object({ page: PageParamSchema, limit: LimitParamSchema });

const ReportedItemSchema = v.object({
  id: v.number(),
  applicationId: v.number(),
  author: v.picklist(MESSAGE_SIDES),
  text: v.string(),
  at: v.string(),
  reportedAt: v.string(),
  reason: v.nullable(v.string()),
  company: v.object({ id: v.number(), name: v.string(), messagingBlocked: v.boolean() }),
  student: v.object({ id: v.number(), name: v.string() }),
  vacancyTitle: v.string(),
});
export const ReportedPageSchema = pageSchema(ReportedItemSchema);
export type ReportedItem = v.InferOutput<typeof ReportedItemSchema>;
