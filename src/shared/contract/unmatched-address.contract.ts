import * as v from 'valibot';
import { ACCOUNT_STATUSES, VACANCY_STATUSES } from '../dictionaries';
import { CitySchema } from './place.contract';
import { idInRange, LimitParamSchema, PageParamSchema, pageSchema } from './query';

/**
 * «Адреса без города» (docs/decisions/061): the vacancies and company profiles whose free-text
 * address names no city of the dictionary and that have no city chosen, for the career centre to
 * match by hand. A remote vacancy has no city by design and is never listed.
 */
const UNMATCHED_KINDS = ['vacancy', 'company'] as const;
export type UnmatchedKind = (typeof UNMATCHED_KINDS)[number];

/** GET /api/city/unmatched/getItems: one kind at a time, published vacancies first, then the newest. */
export const UnmatchedAddressQuerySchema = v.object({
  kind: v.optional(v.picklist(UNMATCHED_KINDS, 'Укажите, что показать: вакансии или компании.'), 'vacancy'),
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type UnmatchedAddressQuery = v.InferOutput<typeof UnmatchedAddressQuerySchema>;

const common = {
  id: v.number(),
  /** The address as its owner wrote it. */
  address: v.string(),
  /** The company that owns it (for a company row, the company itself). */
  company: v.object({ id: v.number(), name: v.string() }),
  /**
   * The city the address seems to name by the migration's own rule (`city_of_address`, migration
   * 0031), when the form was saved without a city chosen; null — the address names none.
   */
  suggested: v.nullable(CitySchema),
  updatedAt: v.string(),
};

const UnmatchedVacancySchema = v.object({
  kind: v.literal('vacancy'),
  ...common,
  /** The vacancy's title. */
  title: v.string(),
  status: v.picklist(VACANCY_STATUSES),
});

const UnmatchedCompanySchema = v.object({
  kind: v.literal('company'),
  ...common,
  /** The company's name. */
  title: v.string(),
  status: v.picklist(ACCOUNT_STATUSES),
});

const UnmatchedAddressSchema = v.variant('kind', [UnmatchedVacancySchema, UnmatchedCompanySchema]);
export type UnmatchedAddress = v.InferOutput<typeof UnmatchedAddressSchema>;

/** The asked kind's page, and how many of each kind are left unmatched («Не сопоставлено: …»). */
export const UnmatchedAddressPageSchema = v.object({
  ...pageSchema(UnmatchedAddressSchema).entries,
  counts: v.object({ vacancies: v.number(), companies: v.number() }),
});
export type UnmatchedAddressPage = v.InferOutput<typeof UnmatchedAddressPageSchema>;

/** PUT /api/vacancy/city/:id/ and /api/company/city/:id/: the city an admin chose for the address. */
export const AddressCityInputSchema = v.object({
  cityId: v.pipe(
    v.number('Выберите город из списка.'),
    v.integer('Выберите город из списка.'),
    v.minValue(1, 'Выберите город из списка.'),
    idInRange,
  ),
});

/** What a match saved: the row and its city now. */
export const AddressCitySchema = v.object({
  kind: v.picklist(UNMATCHED_KINDS),
  id: v.number(),
  city: CitySchema,
});
export type AddressCity = v.InferOutput<typeof AddressCitySchema>;
