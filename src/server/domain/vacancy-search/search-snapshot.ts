import { sql } from 'drizzle-orm';
import { EMPLOYMENTS, EXPERIENCES, SCHEDULES, STUDENT_FLAGS } from '../../../shared/dictionaries';
import type { Executor } from '../../db/client';

/**
 * What the public list filters and orders by, for every vacancy a student may see but for the
 * closing date (judged per request), held in memory per `cache_versions` version of `vacancies`
 * (docs/decisions/065-search-in-memory.md). Columns, not objects: about 60 bytes a vacancy.
 * Positions are the public list's newest-first order (`coalesce(published_at, '-infinity') desc,
 * id desc`, vacancy-order.ts).
 */
export type SearchSnapshot = {
  readonly version: number;
  readonly size: number;
  readonly ids: Int32Array;
  /** Microseconds since the epoch of the publication; -Infinity: none. */
  readonly newestKey: Float64Array;
  readonly salaryRank: Int32Array;
  /** 0: none. */
  readonly typeId: Int32Array;
  readonly cityId: Int32Array;
  readonly companyId: Int32Array;
  /** Indexes into EMPLOYMENTS, SCHEDULES and EXPERIENCES. */
  readonly employment: Uint8Array;
  readonly schedule: Uint8Array;
  readonly experience: Uint8Array;
  /** Bit i: STUDENT_FLAGS[i]. */
  readonly flags: Uint8Array;
  /** NaN: no salary, or no rate for its currency (docs/decisions/063). */
  readonly salaryRoubles: Float64Array;
  /** Microseconds of the closing date; Infinity: none. */
  readonly expiresAt: Float64Array;
  /** Tags of position p: tagIds[tagStart[p] … tagStart[p + 1]). */
  readonly tagStart: Int32Array;
  readonly tagIds: Int32Array;
  /** Positions in the salary order (`salary_rank desc, id desc`). */
  readonly salaryOrder: Int32Array;
  readonly positionOf: ReadonlyMap<number, number>;
};

type LoadedRow = {
  id: number;
  key: string;
  salaryRank: number;
  typeId: number;
  cityId: number;
  companyId: number;
  employment: string;
  schedule: string;
  experience: string;
  flags: number;
  salaryRoubles: number;
  expires: string;
  tags: number[];
};

/**
 * Rows per statement: PGlite has one connection, and a chunk lets other requests in between.
 * Each chunk comes back as one text (a line a vacancy), which costs the embedded database's
 * thread far less than as many rows.
 */
const CHUNK = 1_000;

async function loadChunk(db: Executor, after: { key: string; id: number } | null): Promise<LoadedRow[]> {
  const keyOf = sql`coalesce(v.published_at, '-infinity'::timestamptz)`;
  const boundary = after
    ? sql`and (${keyOf}, v.id) < (${after.key === '' ? sql`'-infinity'::timestamptz` : sql`'epoch'::timestamptz + ${after.key}::bigint * interval '1 microsecond'`}, ${after.id})`
    : sql``;
  const result = (await db.execute(sql`
    select string_agg(concat_ws('|', v.id,
        coalesce(((extract(epoch from v.published_at) * 1000000)::bigint)::text, ''), v.salary_rank,
        coalesce(v.vacancy_type_id, 0), coalesce(v.city_id, 0), v.company_id,
        v.employment, v.schedule, v.experience,
        v.suits_practice::int | (v.combinable_with_study::int << 1) | (v.first_year_friendly::int << 2)
          | (v.for_graduates::int << 3),
        coalesce(v.salary_roubles::text, ''), coalesce(((extract(epoch from v.expires_at) * 1000000)::bigint)::text, ''),
        (select string_agg(t.tag_id::text, ',') from vacancy_tags t where t.vacancy_id = v.id)),
        E'\n' order by ${keyOf} desc, v.id desc) as lines
    from (
      select v.* from vacancies v join companies c on c.id = v.company_id
      where v.status = 'published' and c.status = 'approved' and v.hidden_at is null ${boundary}
      order by ${keyOf} desc, v.id desc
      limit ${CHUNK}
    ) v`)) as unknown as { rows: { lines: string | null }[] };
  const lines = result.rows[0]?.lines;
  return lines ? lines.split('\n').map(parseLine) : [];
}

function parseLine(line: string): LoadedRow {
  // concat_ws skips NULLs: only the tags, last on the line, may be missing.
  const parts = line.split('|');
  return {
    id: Number(parts[0]),
    key: parts[1] ?? '',
    salaryRank: Number(parts[2]),
    typeId: Number(parts[3]),
    cityId: Number(parts[4]),
    companyId: Number(parts[5]),
    employment: parts[6] ?? '',
    schedule: parts[7] ?? '',
    experience: parts[8] ?? '',
    flags: Number(parts[9]),
    salaryRoubles: parts[10] ? Number(parts[10]) : Number.NaN,
    expires: parts[11] ?? '',
    tags: parts[12] ? parts[12].split(',').map(Number) : [],
  };
}

// The order of the bits above; a new flag must be added to the statement too.
const FLAG_ORDER = ['suitsPractice', 'combinableWithStudy', 'firstYearFriendly', 'forGraduates'] as const;
if (STUDENT_FLAGS.some((flag, index) => FLAG_ORDER[index] !== flag))
  throw new Error('search-snapshot: STUDENT_FLAGS changed: update the flags bits');

/** Reads every listed vacancy in chunks, then builds the columns. */
export async function loadSearchSnapshot(db: Executor, version: number): Promise<SearchSnapshot> {
  const rows: LoadedRow[] = [];
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const chunk = await loadChunk(db, after);
    for (const row of chunk) rows.push(row);
    const last = chunk.at(-1);
    if (!last || chunk.length < CHUNK) break;
    after = { key: last.key, id: last.id };
  }
  return buildSnapshot(rows, version);
}

const indexer = (values: readonly string[]) => {
  const map = new Map(values.map((value, index) => [value, index]));
  return (value: string) => map.get(value) ?? 255;
};
const employmentIndex = indexer(EMPLOYMENTS);
const scheduleIndex = indexer(SCHEDULES);
const experienceIndex = indexer(EXPERIENCES);

function buildSnapshot(rows: readonly LoadedRow[], version: number): SearchSnapshot {
  const size = rows.length;
  const ids = new Int32Array(size);
  const newestKey = new Float64Array(size);
  const salaryRank = new Int32Array(size);
  const typeId = new Int32Array(size);
  const cityId = new Int32Array(size);
  const companyId = new Int32Array(size);
  const employment = new Uint8Array(size);
  const schedule = new Uint8Array(size);
  const experience = new Uint8Array(size);
  const flags = new Uint8Array(size);
  const salaryRoubles = new Float64Array(size);
  const expiresAt = new Float64Array(size);
  const tagStart = new Int32Array(size + 1);
  const tagList: number[] = [];
  const positionOf = new Map<number, number>();
  rows.forEach((row, p) => {
    ids[p] = row.id;
    positionOf.set(row.id, p);
    newestKey[p] = row.key === '' ? Number.NEGATIVE_INFINITY : Number(row.key);
    salaryRank[p] = row.salaryRank;
    typeId[p] = row.typeId;
    cityId[p] = row.cityId;
    companyId[p] = row.companyId;
    employment[p] = employmentIndex(row.employment);
    schedule[p] = scheduleIndex(row.schedule);
    experience[p] = experienceIndex(row.experience);
    flags[p] = row.flags;
    salaryRoubles[p] = row.salaryRoubles;
    expiresAt[p] = row.expires === '' ? Number.POSITIVE_INFINITY : Number(row.expires);
    tagStart[p] = tagList.length;
    for (const tag of row.tags) tagList.push(tag);
  });
  tagStart[size] = tagList.length;
  const salaryOrder = Int32Array.from({ length: size }, (_, p) => p).sort(
    (a, b) =>
      (salaryRank[b] as number) - (salaryRank[a] as number) || (ids[b] as number) - (ids[a] as number),
  );
  return {
    version,
    size,
    ids,
    newestKey,
    salaryRank,
    typeId,
    cityId,
    companyId,
    employment,
    schedule,
    experience,
    flags,
    salaryRoubles,
    expiresAt,
    tagStart,
    tagIds: Int32Array.from(tagList),
    salaryOrder,
    positionOf,
  };
}
