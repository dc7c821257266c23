import * as v from 'valibot';
import { ACCOUNT_STATUSES } from '../dictionaries';
import { isOwnFileUrl } from './file.contract';
import { CitySchema } from './place.contract';
import {
  enumListParam,
  idInRange,
  LimitParamSchema,
  optionalId,
  PageParamSchema,
  pageSchema,
  SearchTextParamSchema,
} from './query';
import { ResponseBadgeSchema } from './response-badge.contract';
import { multiLine, singleLine } from './text';

const tuple = <T extends string>(list: readonly T[]) => list as unknown as readonly [T, ...T[]];

/** GET /api/company/getItems: approved companies for everyone; admins may filter by status. */
export const CompanyListQuerySchema = v.object({
  text: SearchTextParamSchema,
  status: enumListParam(tuple(ACCOUNT_STATUSES), 'Неизвестный статус.'),
  withCoordinates: v.optional(v.picklist(['true', 'false'])),
  /** One company by id: the admin's notification of a new company opens its review card. */
  id: optionalId,
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type CompanyListQuery = v.InferOutput<typeof CompanyListQuerySchema>;

const CompanyListItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  logoUrl: v.nullable(v.string()),
  /** The first sentences of the description. */
  summary: v.string(),
  /** The company's city (docs/decisions/061): its new vacancies start with it. */
  city: v.nullable(CitySchema),
  address: v.nullable(v.string()),
  lat: v.nullable(v.number()),
  lng: v.nullable(v.number()),
  openVacancies: v.number(),
  status: v.picklist(tuple(ACCOUNT_STATUSES)),
  /** Admins only: what the career centre checks before approving (the list of /board/companies/). */
  review: v.optional(
    v.object({
      email: v.string(),
      inn: v.nullable(v.string()),
      contactPerson: v.nullable(v.string()),
      phone: v.nullable(v.string()),
      website: v.nullable(v.string()),
    }),
  ),
});
export type CompanyListItem = v.InferOutput<typeof CompanyListItemSchema>;

export const CompanyPageSchema = pageSchema(CompanyListItemSchema);

const CompanyProjectSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  imageUrl: v.nullable(v.string()),
  link: v.nullable(v.string()),
});
export type CompanyProject = v.InferOutput<typeof CompanyProjectSchema>;

/** GET /api/company/:id/ — the public profile (and, for its owner and admins, the rest). */
export const CompanyDetailSchema = v.object({
  ...CompanyListItemSchema.entries,
  description: v.string(),
  website: v.nullable(v.string()),
  bannerUrl: v.nullable(v.string()),
  projects: v.array(CompanyProjectSchema),
  /** Only for the company itself and admins; null for everyone else. */
  contacts: v.nullable(
    v.object({
      email: v.string(),
      contactPerson: v.nullable(v.string()),
      phone: v.nullable(v.string()),
      inn: v.nullable(v.string()),
    }),
  ),
  canEdit: v.boolean(),
  /** «Отвечает на отклики» (docs/decisions/021): null below the threshold; absent from older servers. */
  responseBadge: v.optional(v.nullable(ResponseBadgeSchema)),
});
export type CompanyDetail = v.InferOutput<typeof CompanyDetailSchema>;

export const PROJECTS_MAX = 12;

const httpUrl = (label: string) =>
  v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(500, `${label} слишком длинная.`),
        v.regex(/^https?:\/\/\S+$/, `${label}: адрес должен начинаться с https://`),
      ),
    ]),
    '',
  );

/**
 * A picture: empty, a file uploaded here (the upload widget puts its address; the server checks
 * it is the company's own), or an outside https address.
 */
const imageRef = (label: string) =>
  v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(500, `${label}: адрес слишком длинный.`),
          v.check(
            (url) => isOwnFileUrl(url) || /^https?:\/\/\S+$/.test(url),
            `${label}: загрузите файл или укажите адрес, начинающийся с https://`,
          ),
        ),
      ],
      `${label}: загрузите файл или укажите адрес, начинающийся с https://`,
    ),
    '',
  );

export const CompanyProjectInputSchema = v.object({
  title: v.pipe(
    v.string('Введите название проекта.'),
    v.trim(),
    singleLine,
    v.nonEmpty('Введите название проекта.'),
    v.maxLength(120, 'Название проекта не длиннее 120 символов.'),
  ),
  description: v.optional(
    v.pipe(v.string(), v.trim(), multiLine, v.maxLength(1_000, 'Описание проекта не длиннее 1000 символов.')),
    '',
  ),
  imageUrl: imageRef('Изображение проекта'),
  link: httpUrl('Ссылка на проект'),
});

/** PUT /api/company/:id/ — the public profile a company edits on /board/company/profile/. */
export const CompanyProfileInputSchema = v.pipe(
  v.object({
    description: v.optional(
      v.pipe(v.string(), v.trim(), multiLine, v.maxLength(5_000, 'Описание не длиннее 5000 символов.')),
      '',
    ),
    website: httpUrl('Сайт'),
    logoUrl: imageRef('Логотип'),
    bannerUrl: imageRef('Баннер'),
    /** Left out: the city the address names, as for a vacancy (docs/decisions/061). */
    cityId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange))),
    address: v.optional(
      v.pipe(v.string(), v.trim(), singleLine, v.maxLength(300, 'Адрес не длиннее 300 символов.')),
      '',
    ),
    lat: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))), null),
    lng: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))), null),
    projects: v.optional(
      v.pipe(
        v.array(CompanyProjectInputSchema),
        v.maxLength(PROJECTS_MAX, `Не больше ${PROJECTS_MAX} проектов.`),
      ),
      [],
    ),
  }),
  v.forward(
    v.check(
      (input) => (input.lat === null) === (input.lng === null),
      'Укажите обе координаты точки или ни одной.',
    ),
    ['lng'],
  ),
);
export type CompanyProfileInput = v.InferOutput<typeof CompanyProfileInputSchema>;
