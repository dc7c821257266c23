import * as v from 'valibot';
import { searchCostError } from './search-cost';
import { VacancyListFieldsSchema } from './vacancy.contract';

/** The most titles a pin's popup lists; the rest are «и ещё N». */
export const MAP_POINT_ITEMS = 5;

/**
 * GET /api/vacancy/getPoints: the list's own filters (docs/decisions/064-map-and-list.md), so the
 * map shows the same search the list does; no paging, no scope (the public list only). `sort` only
 * says whether `near` narrows the places, as it does on the list. Marked pure as the list's query
 * is (vacancy.contract.ts): only the server reads it.
 */
export const VacancyPointsQuerySchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.omit(VacancyListFieldsSchema, ['scope', 'status', 'hidden', 'page', 'limit', 'after']),
  /* @__PURE__ */ v.forward(
    /* @__PURE__ */ v.check(
      (query) => !query.text || searchCostError(query.text) === null,
      (issue) => searchCostError(issue.input.text ?? '') ?? '',
    ),
    ['text'],
  ),
);
export type VacancyPointsQuery = v.InferOutput<typeof VacancyPointsQuerySchema>;

/** One vacancy in a pin's popup. */
const PointItemSchema = v.object({ id: v.number(), title: v.string(), company: v.string() });

/**
 * One pin: the vacancies at one point (their own address's point, else their city's centre),
 * newest first; `items` the first MAP_POINT_ITEMS of `count`.
 */
const VacancyPointSchema = v.object({
  lat: v.number(),
  lng: v.number(),
  count: v.number(),
  items: v.array(PointItemSchema),
});
export type VacancyPoint = v.InferOutput<typeof VacancyPointSchema>;

export const VacancyPointsSchema = v.object({
  points: v.array(VacancyPointSchema),
  /** The matches the pins hold: at most TOTAL_CAP, the newest. */
  placed: v.number(),
  /** Matches among those TOTAL_CAP with no point (remote work, or no city said): in the list only. */
  unplaced: v.number(),
  /** More than TOTAL_CAP match: the pins show the newest TOTAL_CAP. */
  capped: v.boolean(),
});
export type VacancyPoints = v.InferOutput<typeof VacancyPointsSchema>;
