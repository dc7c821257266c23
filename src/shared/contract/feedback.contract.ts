import * as v from 'valibot';
import { EmailSchema } from './auth.contract';
import {
  enumListParam,
  idInRange,
  LimitParamSchema,
  PageParamSchema,
  pageSchema,
  SearchTextParamSchema,
} from './query';
import { multiLine, singleLine } from './text';

/**
 * Feedback (docs/product.md#api-calls: /api/feedback/send, getItems, changeStatus; docs/decisions/011). The
 * status model: new → in_progress → answered → closed, with reopening.
 */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'Новое',
  in_progress: 'В работе',
  answered: 'Отвечено',
  closed: 'Закрыто',
};

/**
 * The allowed moves. An admin may answer straight from «Новое», close spam at once, go back to
 * work after an answer (the author wrote again), and reopen a closed one.
 */
export const FEEDBACK_TRANSITIONS: Record<FeedbackStatus, readonly FeedbackStatus[]> = {
  new: ['in_progress', 'answered', 'closed'],
  in_progress: ['answered', 'closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

export function canMoveFeedback(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return FEEDBACK_TRANSITIONS[from].includes(to);
}

export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 4000;
export const FEEDBACK_REPLY_MAX = 4000;

const FeedbackTextSchema = v.pipe(
  v.string('Напишите сообщение.'),
  v.trim(),
  multiLine,
  v.minLength(FEEDBACK_TEXT_MIN, `Сообщение не короче ${FEEDBACK_TEXT_MIN} символов.`),
  v.maxLength(FEEDBACK_TEXT_MAX, `Сообщение не длиннее ${FEEDBACK_TEXT_MAX} символов.`),
);

/** POST /api/feedback/send: a guest must give an email (the route checks); an account's is attached. */
export const FeedbackSendSchema = v.object({
  text: FeedbackTextSchema,
  email: v.optional(EmailSchema),
  name: v.optional(
    v.pipe(v.string(), v.trim(), singleLine, v.maxLength(120, 'Имя не длиннее 120 символов.')),
  ),
  /** The in-app path the form was opened on. */
  page: v.optional(v.pipe(v.string(), v.maxLength(300), v.regex(/^\/[^\s]*$/, 'Неверный адрес страницы.'))),
});
export type FeedbackSend = v.InferOutput<typeof FeedbackSendSchema>;

const FEEDBACK_SORTS = ['newest', 'oldest', 'updated'] as const;

/** GET /api/feedback/getItems: admins see all; students and companies only their own. */
export const FeedbackListQuerySchema = v.object({
  status: enumListParam(FEEDBACK_STATUSES, 'Неизвестный статус обращения.'),
  text: SearchTextParamSchema,
  sort: v.optional(v.picklist(FEEDBACK_SORTS, 'Неизвестная сортировка.'), 'newest'),
  /** One feedback by id (the notification link opens it). */
  id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Неверный идентификатор.'), v.transform(Number))),
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type FeedbackListQuery = v.InferOutput<typeof FeedbackListQuerySchema>;

const FeedbackEventSchema = v.object({
  from: v.picklist(FEEDBACK_STATUSES),
  to: v.picklist(FEEDBACK_STATUSES),
  adminName: v.string(),
  at: v.string(),
});

export const FeedbackItemSchema = v.object({
  id: v.number(),
  text: v.string(),
  status: v.picklist(FEEDBACK_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
  page: v.nullable(v.string()),
  author: v.object({
    kind: v.picklist(['student', 'company', 'admin', 'guest']),
    id: v.nullable(v.number()),
    name: v.string(),
    /** Admins only; null in the author's own list. */
    email: v.nullable(v.string()),
  }),
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(v.string()),
  replyChannel: v.nullable(v.picklist(['telegram', 'email', 'none'])),
  /** Admins only: who moved it when (oldest first); empty in the author's own list. */
  history: v.array(FeedbackEventSchema),
});
export type FeedbackItem = v.InferOutput<typeof FeedbackItemSchema>;

export const FeedbackPageSchema = pageSchema(FeedbackItemSchema);

export const FEEDBACK_BULK_MAX = 100;

/**
 * POST /api/feedback/changeStatus: one or many ids (bulk close, bulk «в работу»). Moving to
 * «Отвечено» needs a reply and exactly one id: the reply goes to that author.
 */
export const FeedbackChangeStatusSchema = v.pipe(
  v.object({
    ids: v.pipe(
      v.array(
        v.pipe(v.number('Неверный идентификатор.'), v.integer(), v.minValue(1), idInRange),
        'Выберите обращения.',
      ),
      v.minLength(1, 'Выберите обращения.'),
      v.maxLength(FEEDBACK_BULK_MAX, `Не больше ${FEEDBACK_BULK_MAX} обращений за раз.`),
    ),
    status: v.picklist(FEEDBACK_STATUSES, 'Неизвестный статус обращения.'),
    reply: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Напишите ответ.'),
        v.maxLength(FEEDBACK_REPLY_MAX, `Ответ не длиннее ${FEEDBACK_REPLY_MAX} символов.`),
      ),
    ),
  }),
  v.forward(
    v.check(
      (input) => input.status !== 'answered' || (input.reply !== undefined && input.ids.length === 1),
      'Чтобы ответить, напишите ответ на одно обращение.',
    ),
    ['reply'],
  ),
);
export type FeedbackChangeStatus = v.InferOutput<typeof FeedbackChangeStatusSchema>;

/** The answer of changeStatus: the changed items and the ids that could not move. */
export const FeedbackChangeResultSchema = v.object({
  items: v.array(FeedbackItemSchema),
  skipped: v.array(v.object({ id: v.number(), reason: v.string() })),
});
