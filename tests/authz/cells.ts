import type { Caller, Ids, World } from './world';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What one cell sends: a path, a JSON body, or a multipart upload of a small PNG as `kind`. */
type CellRequest = { path: string; json?: unknown; upload?: string };

/** A problem with what the caller was shown, or null when the answer's data is right. */
export type Check = (data: unknown, world: World, caller: Caller) => string | null;

/** The expected answer of a cell: a status, or a status and what the caller may see. */
export type Expect = number | { status: number; check: Check };

/** One answer per caller, in the order of CALLERS (world.ts). */
type Answers = readonly [Expect, Expect, Expect, Expect, Expect, Expect, Expect, Expect];

export type Row = {
  method: Method;
  /** The route's pattern exactly as Hono lists it in `app.routes`. */
  route: string;
  /** Which object or variant this row is about, when a route has several rows. */
  about?: string;
  /** Builds the request for one caller; may seed the fresh object a writing cell consumes. */
  request: (world: World, caller: Caller) => CellRequest | Promise<CellRequest>;
  expect: Answers;
};

export const row = (
  method: Method,
  route: string,
  expect: Answers,
  request: Row['request'],
  about?: string,
): Row => ({ method, route, expect, request, ...(about ? { about } : {}) });

/** A fixed path with no body. */
export const at = (path: string) => () => ({ path });

const itemIds = (data: unknown): number[] | null => {
  const items = (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return null;
  return items.map((item) => (item as { id: number }).id);
};

type IdPicker = (ids: Ids, caller: Caller) => readonly number[];

/**
 * A list answer whose `items` include every id `shows` picks and none that `hides` picks
 * (`{ ids }` answers, as GET /api/favourite/ids gives, are read the same way).
 */
export function sees(status: number, shows: IdPicker, hides: IdPicker = () => []): Expect {
  return {
    status,
    check(data, world, caller) {
      const got = itemIds(data) ?? (data as { ids?: number[] } | null)?.ids ?? null;
      if (!got) return 'the answer has no list';
      const missing = shows(world.ids, caller).filter((id) => !got.includes(id));
      const leaked = hides(world.ids, caller).filter((id) => got.includes(id));
      if (leaked.length > 0) return `shown what it must not see: ids ${leaked.join(', ')}`;
      if (missing.length > 0) return `not shown what it may see: ids ${missing.join(', ')}`;
      return null;
    },
  };
}

/** A detail answer whose `contacts` are filled (true) or null (false). */
export function contacts(status: number, shown: boolean): Expect {
  return {
    status,
    check(data) {
      const value = (data as { contacts?: unknown } | null)?.contacts;
      if (shown && !value) return 'contacts hidden from a caller who may read them';
      if (!shown && value) return `contacts shown: ${JSON.stringify(value)}`;
      return null;
    },
  };
}

/** Every caller the same answer. */
export const all = (answer: Expect): Answers => [
  answer,
  answer,
  answer,
  answer,
  answer,
  answer,
  answer,
  answer,
];

/** Admins only: guests 401, every other account 403. */
export const adminOnly = (answer: Expect): Answers => [401, 403, 403, 403, 403, 403, 403, answer];

/** Any signed-in account; guests 401. */
export const signedIn = (answer: Expect): Answers => [
  401,
  answer,
  answer,
  answer,
  answer,
  answer,
  answer,
  answer,
];

/** Students of any status; companies and admins 403. */
export const studentsOnly = (answer: Expect): Answers => [401, answer, answer, answer, 403, 403, 403, 403];

/** Companies of any status; students and admins 403. */
export const companiesOnly = (answer: Expect): Answers => [401, 403, 403, 403, answer, answer, answer, 403];
