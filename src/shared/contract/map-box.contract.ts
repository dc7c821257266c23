import * as v from 'valibot';

/** Four numbers of degrees, at most 7 decimals each. A literal: nothing here runs in the client. */
const BBOX_PATTERN = /^(-?\d{1,3}(\.\d{1,7})?,){3}-?\d{1,3}(\.\d{1,7})?$/;

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
 * the server reads a query (src/server/client-declarations-plugin.ts), so the client's bundle drops
 * it.
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
