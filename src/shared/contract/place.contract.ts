import * as v from 'valibot';
import { idListParam, pageSchema } from './query';

/**
 * Places (docs/decisions/061): a city of the dictionary shipped with the release
 * (src/server/db/reference/russian-cities.tsv), with its region's full name.
 */
export const CitySchema = v.object({ id: v.number(), name: v.string(), region: v.string() });
export type City = v.InferOutput<typeof CitySchema>;

const CITY_TEXT_MAX = 60;
export const CITY_LIST_LIMIT = 20;

/** GET /api/city/getItems: by the start of a name («каз»), or by ids (a saved search's cities). */
export const CityListQuerySchema = v.object({
  text: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(CITY_TEXT_MAX, `Название города не длиннее ${CITY_TEXT_MAX} символов.`),
    ),
  ),
  ids: idListParam(CITY_LIST_LIMIT),
});
export type CityListQuery = v.InferOutput<typeof CityListQuerySchema>;

/** The cities, and the regions whose name has a word starting with the text (at most 5). */
export const CityPageSchema = v.object({ ...pageSchema(CitySchema).entries, regions: v.array(v.string()) });
export type CityPage = v.InferOutput<typeof CityPageSchema>;
