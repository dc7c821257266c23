import * as v from 'valibot';
import { unsubscribeMessages } from '../unsubscribe-messages';
import { idInRange } from './query';
import { VacancyListFieldsSchema } from './vacancy.contract';

/** At most this many saved searches per student (issue 13). */
export const SUBSCRIPTIONS_MAX = 20;
const SUBSCRIPTION_CHANNELS = ['telegram', 'email'] as const;
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];
const SUBSCRIPTION_FREQUENCIES = ['instant', 'daily'] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
/** A daily digest's default time: 09:00 Moscow time, as minutes after midnight. */
export const DIGEST_MINUTE_DEFAULT = 9 * 60;

/**
 * The filters a saved search keeps: exactly the /api/vacancy/getItems fields that choose
 * vacancies, in the same string form as the list's address (`tags: "3,7"`), checked by the list's
 * own schemas. Paging, sort, scope and status are not part of a search to be alerted on.
 */
const { text, type, tags, salaryFrom, employment, schedule, experience, flags, company, city, region } =
  VacancyListFieldsSchema.entries;
/**
 * The map's area (`bbox`) is not kept: a search is alerted on wherever its vacancies are, and the
 * subscribe dialog says so (docs/decisions/064-map-and-list.md); one sent is refused by name.
 */
export const SUBSCRIPTION_BBOX_REFUSED =
  'Подписка не хранит область карты: уберите «В области карты» или подпишитесь на поиск без неё.';
export const SubscriptionQuerySchema = v.strictObject(
  {
    text,
    type,
    tags,
    salaryFrom,
    employment,
    schedule,
    experience,
    flags,
    company,
    city,
    region,
    bbox: v.optional(v.never(SUBSCRIPTION_BBOX_REFUSED)),
  },
  'Неизвестный фильтр в подписке.',
);
/** Parsed: the subset of VacancyListQuery that a subscription matches by. */
export type SubscriptionQuery = v.InferOutput<typeof SubscriptionQuerySchema>;

const ChannelSchema = v.picklist(SUBSCRIPTION_CHANNELS, 'Выберите канал: Telegram или почта.');
const FrequencySchema = v.picklist(SUBSCRIPTION_FREQUENCIES, 'Выберите: сразу или раз в день.');
const DigestMinuteSchema = v.optional(
  v.pipe(
    v.number('Время рассылки — минуты от полуночи.'),
    v.integer('Время рассылки — минуты от полуночи.'),
    v.minValue(0, 'Время рассылки — от 00:00 до 23:59.'),
    v.maxValue(24 * 60 - 1, 'Время рассылки — от 00:00 до 23:59.'),
  ),
);
const SubscriptionIdSchema = v.pipe(
  v.number('Неверный идентификатор.'),
  v.integer('Неверный идентификатор.'),
  v.minValue(1, 'Неверный идентификатор.'),
  idInRange,
);

/** POST /api/subscription/: saves a search. `digestMinute`: Moscow time, for `daily`. */
export const SubscriptionCreateSchema = v.object({
  query: SubscriptionQuerySchema,
  channel: ChannelSchema,
  frequency: FrequencySchema,
  digestMinute: DigestMinuteSchema,
});
export type SubscriptionCreate = v.InferOutput<typeof SubscriptionCreateSchema>;

/** POST /api/subscription/update/: edits one; only the fields sent change. `paused` pauses or resumes. */
export const SubscriptionUpdateSchema = v.object({
  id: SubscriptionIdSchema,
  query: v.optional(SubscriptionQuerySchema),
  channel: v.optional(ChannelSchema),
  frequency: v.optional(FrequencySchema),
  digestMinute: DigestMinuteSchema,
  paused: v.optional(v.boolean('Пауза — да или нет.')),
});
export type SubscriptionUpdate = v.InferOutput<typeof SubscriptionUpdateSchema>;

/** POST /api/subscription/destroy/ */
export const SubscriptionDestroySchema = v.object({ id: SubscriptionIdSchema });

/** One saved search as GET /api/subscription/getItems returns it (newest first). */
export const SubscriptionItemSchema = v.object({
  id: v.number(),
  /** The list address's params: `/vacancies/?` + URLSearchParams(query) shows what it matches. */
  query: v.record(v.string(), v.string()),
  channel: ChannelSchema,
  frequency: FrequencySchema,
  digestMinute: v.number(),
  paused: v.boolean(),
  /** Vacancies found for it so far, and those the student has not seen yet. */
  matches: v.number(),
  unseen: v.number(),
  createdAt: v.string(),
});
export type SubscriptionItem = v.InferOutput<typeof SubscriptionItemSchema>;
export const SubscriptionListSchema = v.object({ items: v.array(SubscriptionItemSchema) });
export type SubscriptionList = v.InferOutput<typeof SubscriptionListSchema>;

/**
 * POST /api/subscription/unsubscribe/?token=… (docs/decisions/024): the token of the alert mail is
 * the whole authority. The body is RFC 8058's `List-Unsubscribe=One-Click`, as a mail client's form
 * or, from the unsubscribe page, as this JSON.
 */
export const UnsubscribeQuerySchema = v.object({ token: v.optional(v.string(), '') });
export const UnsubscribeOneClickSchema = v.object({
  'List-Unsubscribe': v.literal('One-Click', unsubscribeMessages.oneClickOnly),
});
export const UnsubscribeResultSchema = v.object({ removed: v.literal(true) });
