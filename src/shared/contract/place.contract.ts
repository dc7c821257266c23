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

/** A latitude or a longitude as the address writes it: degrees, at most 7 decimals. */
const DEGREES = String.raw`-?\d{1,3}(?:\.\d{1,7})?`;
const BBOX_PATTERN = /* @__PURE__ */ new RegExp(`^${DEGREES},${DEGREES},${DEGREES},${DEGREES}$`);

/** An area of the map: south, west, north, east in degrees (docs/decisions/064-map-and-list.md). */
export type MapBox = { south: number; west: number; north: number; east: number };

export const BBOX_MESSAGES = {
  shape:
    'Неверная область карты: нужны юг, запад, север и восток через запятую, например 55.5,37.3,55.9,37.9.',
  range:
    'Неверная область карты: широта от −90 до 90, долгота от −180 до 180; юг южнее севера, запад западнее востока.',
} as const;

/**
 * `bbox=south,west,north,east` of GET /api/vacancy/getItems and …/getPoints: only the vacancies
 * whose point (their own, else their city's centre) lies inside. An area across the 180th
 * meridian is refused: the map sends two numbers in order, never a wrapped one. Marked pure: only
 * the server reads a query (src/server/client-declarations-plugin.ts), so the client's bundle drops it.
 */
export const BboxParamSchema = /* @__PURE__ */ v.optional(
  /* @__PURE__ */ v.pipe(
    /* @__PURE__ */ v.string(),
    /* @__PURE__ */ v.regex(BBOX_PATTERN, BBOX_MESSAGES.shape),
    /* @__PURE__ */ v.transform((text): MapBox => {
      const [south = 0, west = 0, north = 0, east = 0] = text.split(',').map(Number);
      return { south, west, north, east };
    }),
    /* @__PURE__ */ v.check(
      (box) =>
        box.south >= -90 &&
        box.north <= 90 &&
        box.west >= -180 &&
        box.east <= 180 &&
        box.south < box.north &&
        box.west < box.east,
      BBOX_MESSAGES.range,
    ),
  ),
);
