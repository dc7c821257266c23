import * as v from 'valibot';
import {
  CURRENCIES,
  EMPLOYMENTS,
  EXPERIENCES,
  SCHEDULES,
  STUDENT_FLAGS,
  VACANCY_SORTS,
  VACANCY_STATUSES,
} from '../dictionaries';
import { BboxParamSchema } from './map-box.contract';
import { CitySchema } from './place.contract';
import {
  enumListParam,
  idListParam,
  LimitParamSchema,
  optionalId,
  PageParamSchema,
  pageSchema,
  placeListParam,
  SearchTextParamSchema,
} from './query';
import { ResponseBadgeSchema } from './response-badge.contract';
import { searchCostError } from './search-cost';

const tuple = <T extends string>(list: readonly T[]) => list as unknown as readonly [T, ...T[]];

export const VACANCY_TAGS_MAX = 15;
export const SALARY_MAX = 10_000_000;
/** The most cities, and regions, one search names. */
export const PLACES_MAX = 10;

/**
 * The most matches a list counts (docs/decisions/029): beyond it the total says «больше 1 000»
 * (`totalCapped`), relevance ranks the newest this many matches, and the facets count this many.
 */
export const TOTAL_CAP = 1000;

/** An opaque continuation (`next` of the previous page): base64url, as the server writes it. */
const CURSOR_MAX = 200;

/**
 * The fields of GET /api/vacancy/getItems. Guests and students always get published vacancies
 * of approved companies; `scope=own` (a company's board) and `scope=all` (admins) are checked by
 * the server. Saved searches take their filters from here (subscription.contract.ts).
 */
export const VacancyListFieldsSchema = v.object({
  text: SearchTextParamSchema,
  type: optionalId,
  tags: idListParam(VACANCY_TAGS_MAX),
  salaryFrom: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,8}$/, 'Зарплата — целое число рублей.'),
      v.transform(Number),
      v.maxValue(SALARY_MAX, 'Слишком большая зарплата.'),
    ),
  ),
  employment: enumListParam(tuple(EMPLOYMENTS), 'Неизвестный тип занятости.'),
  schedule: enumListParam(tuple(SCHEDULES), 'Неизвестный график.'),
  experience: enumListParam(tuple(EXPERIENCES), 'Неизвестный опыт работы.'),
  flags: enumListParam(tuple(STUDENT_FLAGS), 'Неизвестный признак.'),
  company: optionalId,
  /**
   * Places (docs/decisions/061): cities by name as the dictionary spells them («Казань») or by id,
   * and regions by full name («Республика Татарстан»); a vacancy in any of them matches.
   */
  city: placeListParam(PLACES_MAX, 'Неизвестный город: выберите его из списка.'),
  region: placeListParam(PLACES_MAX, 'Неизвестный регион: выберите его из списка.'),
  /** «Рядом со мной»: the point to sort by distance from (`sort=distance`), «55.7963,49.1088». */
  near: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^-?\d{1,2}(\.\d{1,7})?,-?\d{1,3}(\.\d{1,7})?$/,
        'Неверные координаты: разрешите доступ к геопозиции ещё раз.',
      ),
      v.transform((text) => text.split(',').map(Number) as [number, number]),
      v.check(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, 'Неверные координаты.'),
    ),
  ),
  /**
   * «Искать в этой области»: the map's visible area (docs/decisions/064-map-and-list.md); a saved
   * search does not keep it (subscription.contract.ts).
   */
  bbox: BboxParamSchema,
  status: enumListParam(tuple(VACANCY_STATUSES), 'Неизвестный статус.'),
  /** The board's «Скрытые»: only vacancies the career centre hid (docs/decisions/052); not a public filter. */
  hidden: v.optional(v.picklist(['1'], 'Неизвестный фильтр скрытых вакансий.')),
  scope: v.optional(v.picklist(['public', 'own', 'all'], 'Неизвестная выборка.'), 'public'),
  sort: v.optional(v.picklist(tuple(VACANCY_SORTS), 'Неизвестная сортировка.')),
  page: PageParamSchema,
  limit: LimitParamSchema,
  /**
   * The page after the one whose `next` this is (keyset: as cheap at any depth as the first);
   * `page` is then only echoed back. Without it, `page` counts from the start (offset).
   */
  after: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        new RegExp(`^[A-Za-z0-9_-]{1,${CURSOR_MAX}}$`),
        'Ссылка на продолжение списка повреждена: откройте поиск заново.',
      ),
    ),
  ),
});

/**
 * The list's query: the fields, and a search text within the cost limit (search-cost.ts). Only the
 * server and the bot read it (a declaration's `query` is cut from the client build,
 * src/server/client-declarations-plugin.ts); marked pure, so the client's bundle drops it and the
 * cost check's word lists with it: the bundler keeps a top-level call it cannot prove harmless.
 */
export const VacancyListQuerySchema = /* @__PURE__ */ v.pipe(
  VacancyListFieldsSchema,
  /* @__PURE__ */ v.forward(
    /* @__PURE__ */ v.check(
      (query) => !query.text || searchCostError(query.text) === null,
      (issue) => searchCostError(issue.input.text ?? '') ?? '',
    ),
    ['text'],
  ),
);
export type VacancyListQuery = v.InferOutput<typeof VacancyListQuerySchema>;

const NamedSchema = v.object({ id: v.number(), name: v.string() });

export const SalarySchema = v.object({
  from: v.nullable(v.number()),
  to: v.nullable(v.number()),
  currency: v.picklist(tuple(CURRENCIES)),
  gross: v.boolean(),
});
export type Salary = v.InferOutput<typeof SalarySchema>;

export const StudentFlagsSchema = v.object({
  suitsPractice: v.boolean(),
  combinableWithStudy: v.boolean(),
  firstYearFriendly: v.boolean(),
  forGraduates: v.boolean(),
});

/** Why students do not see a published vacancy (server: domain/vacancies/vacancy-visibility.ts). */
const HIDDEN_REASONS = ['moderation', 'company-pending', 'company-denied', 'expired'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];

/**
 * The career centre's moderation of a vacancy (docs/decisions/052): on the board's lists and the
 * editor only (its company and admins), never in the public answers. `by` names the admin for
 * admins; a company reads null: it deals with the career centre, not with a person.
 */
const VacancyModerationSchema = v.object({
  /** Hidden from students until an admin shows it again (ISO 8601). */
  hidden: v.nullable(v.object({ at: v.string(), by: v.nullable(v.string()) })),
  /** Returned to the company for changes: a draft until it publishes it again. */
  returned: v.nullable(v.object({ at: v.string(), by: v.nullable(v.string()), reason: v.string() })),
});
export type VacancyModeration = v.InferOutput<typeof VacancyModerationSchema>;

export const VacancyListItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  company: v.object({ id: v.number(), name: v.string(), logoUrl: v.nullable(v.string()) }),
  vacancyType: v.nullable(NamedSchema),
  salary: SalarySchema,
  employment: v.picklist(tuple(EMPLOYMENTS)),
  schedule: v.picklist(tuple(SCHEDULES)),
  experience: v.picklist(tuple(EXPERIENCES)),
  /** The dictionary's city (docs/decisions/061); null — not said, or remote work. */
  city: v.nullable(CitySchema),
  address: v.nullable(v.string()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  flags: StudentFlagsSchema,
  tags: v.array(NamedSchema),
  status: v.picklist(tuple(VACANCY_STATUSES)),
  /** ISO 8601; null for drafts. */
  publishedAt: v.nullable(v.string()),
  /** A short plain-text excerpt of the requirements or description for the card. */
  snippet: v.string(),
  /**
   * Why a published vacancy is not shown to students (the career centre hid it, its company is not
   * approved, or its closing date passed); null otherwise. Public lists never hold such vacancies, so there it is always null.
   */
  hiddenReason: v.nullable(v.picklist(HIDDEN_REASONS)),
  /** Only on the board (`scope` own or all) and to those who may edit it. */
  moderation: v.optional(VacancyModerationSchema),
});
export type VacancyListItem = v.InferOutput<typeof VacancyListItemSchema>;

const FacetCountSchema = v.object({ id: v.number(), count: v.number() });

/**
 * Counts beside the type and tag chips, for the current search: each facet applies every filter
 * except its own (docs/decisions/019). Only on the first page of the public list.
 */
const VacancyFacetsSchema = v.object({
  types: v.array(FacetCountSchema),
  tags: v.array(FacetCountSchema),
  /** The cities of the matches, most first (at most 12), with every filter but the places. */
  cities: v.array(v.object({ ...FacetCountSchema.entries, name: v.string() })),
  /**
   * True when a facet's search has more than TOTAL_CAP matches: its counts then cover only the
   * newest TOTAL_CAP of them (lower bounds), and the client shows no numbers.
   */
  partial: v.optional(v.boolean()),
});
export type VacancyFacets = v.InferOutput<typeof VacancyFacetsSchema>;

export const VacancyPageSchema = v.object({
  ...pageSchema(VacancyListItemSchema).entries,
  /** True: more than TOTAL_CAP match, and `total` is TOTAL_CAP («больше 1 000»). */
  totalCapped: v.optional(v.boolean()),
  /** Pass as `after` for the following page; absent on the last one. */
  next: v.optional(v.string()),
  facets: v.optional(VacancyFacetsSchema),
});
export type VacancyPage = v.InferOutput<typeof VacancyPageSchema>;

const item = VacancyListItemSchema.entries;

/**
 * A vacancy on another vacancy's page, as its short card shows it (a list's card without the texts
 * and tags): «Другие вакансии компании» and
 * «Похожие вакансии» (docs/decisions/062-related-vacancies.md).
 */
const RelatedVacancySchema = v.object({
  id: item.id,
  title: item.title,
  company: item.company,
  vacancyType: item.vacancyType,
  salary: item.salary,
  employment: item.employment,
  schedule: item.schedule,
  flags: item.flags,
  publishedAt: item.publishedAt,
});
export type RelatedVacancy = v.InferOutput<typeof RelatedVacancySchema>;

const RelatedVacanciesSchema = v.object({
  company: v.array(RelatedVacancySchema),
  similar: v.array(RelatedVacancySchema),
});
export type RelatedVacancies = v.InferOutput<typeof RelatedVacanciesSchema>;

export const VacancyDetailSchema = v.object({
  ...VacancyListItemSchema.entries,
  description: v.string(),
  requirements: v.string(),
  conditions: v.string(),
  contacts: v.object({
    name: v.nullable(v.string()),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
  }),
  archivedAt: v.nullable(v.string()),
  expiresAt: v.nullable(v.string()),
  /** Whether the viewer may edit or archive it (its company or an admin). */
  canEdit: v.boolean(),
  /** The company's «Отвечает на отклики» (docs/decisions/021): null below the threshold. */
  responseBadge: v.optional(v.nullable(ResponseBadgeSchema)),
  /**
   * An https link or an email: applicants go there instead of applying on the board
   * (contract/apply-elsewhere.contract.ts); null or absent — the board's «Откликнуться».
   */
  applyElsewhere: v.optional(v.nullable(v.string())),
  /**
   * The page's other vacancies, in the answer so they are on the first screen: only to those who
   * read it as students do (guests and students; not its company or admins, who may edit it).
   */
  related: v.optional(RelatedVacanciesSchema),
});
export type VacancyDetail = v.InferOutput<typeof VacancyDetailSchema>;

/** POST /api/vacancy/recent (no payload): what is new since the student last looked. */
export const RecentVacanciesDataSchema = v.object({
  count: v.number(),
  items: v.array(VacancyListItemSchema),
  /** ISO 8601 of the mark the count starts from; null before the first look. */
  since: v.nullable(v.string()),
});
export type RecentVacanciesData = v.InferOutput<typeof RecentVacanciesDataSchema>;

/** POST /api/vacancy/recent/seen/ (no payload): the student opened /vacancies/recent/; the mark moves to now. */
export const RecentVacanciesSeenSchema = v.object({
  /** ISO 8601 of the new mark: later POST /api/vacancy/recent counts from here. */
  seenAt: v.string(),
});
export type RecentVacanciesSeen = v.InferOutput<typeof RecentVacanciesSeenSchema>;
