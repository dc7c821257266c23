import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { type Endpoint, fillPath, listApiEndpoints, takesBody } from '../helpers/api-endpoints';
import { changedTables, snapshotTables } from '../helpers/db-snapshot';
import {
  FIXED_LEAVES,
  FIXED_QUERY_VALUES,
  hostileBody,
  hostileQuery,
  hostileString,
  uniformBody,
  uniformQuery,
} from '../helpers/hostile-arbitraries';
import { sendAsCaller, useHostileSuite } from '../helpers/hostile-suite';
import { describeOnDatabase } from '../helpers/test-database';

/**
 * Cases per endpoint, its fixed cases (12 bodies or 6 queries) included: ~60 endpoints × 26
 * stays under a minute per database on 2 cores (about 45 s measured).
 */
const RUNS_PER_ENDPOINT = 26;
const CYRILLIC = /[А-Яа-яЁё]/;
/** Ids that match `:id{[0-9]+}` but name no row (a real id could be deleted by a valid DELETE). */
const PATH_IDS = ['0', '00', '999999', '2147483647', '2147483648', '9'.repeat(30)];

const endpoints = listApiEndpoints();

type Case = { id: string; param: string; query: string | null; body: string | null };

/** Deterministic cases run before the generated ones: every field at once on each fixed edge. */
function fixedCases(endpoint: Endpoint, fields: readonly string[]): [Case][] {
  const base = { id: PATH_IDS[0] ?? '0', param: '..%2f..%2fetc%2fpasswd' };
  if (!takesBody(endpoint)) {
    return FIXED_QUERY_VALUES.map((value) => [{ ...base, query: uniformQuery(fields, value), body: null }]);
  }
  return FIXED_LEAVES.map((leaf) => [{ ...base, query: null, body: uniformBody(fields, leaf) }]);
}

function caseArbitrary(endpoint: Endpoint, fields: readonly string[]): fc.Arbitrary<Case> {
  return fc.record({
    id: fc.constantFrom(...PATH_IDS),
    param: hostileString.map((text) => text.slice(0, 200)),
    query: takesBody(endpoint) ? fc.option(hostileQuery(fields), { freq: 4 }) : hostileQuery(fields),
    body: takesBody(endpoint) ? hostileBody(fields) : fc.constant(null),
  });
}

// The subject is HTTP input handling, not SQL: one database (docs/decisions/047-test-databases-from-templates.md).
describeOnDatabase('hostile input: generated bodies and queries on every /api endpoint', (target) => {
  const suite = useHostileSuite(target);
  const tally = { cases: 0, success: 0, byStatus: new Map<number, number>() };

  afterAll(async () => {
    const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(
      `[hostile ${target.name}] ${tally.cases} generated cases on ${endpoints.length} endpoints; ` +
        `${tally.success} answered 2xx (valid by chance or body-less); statuses ${statuses.join(' ')}`,
    );
  });

  async function send(endpoint: Endpoint, input: Case) {
    const path = fillPath(endpoint.path, input.id, input.param);
    const url = input.query === null ? path : `${path}?${input.query}`;
    const length: Record<string, string> =
      input.body === null ? {} : { 'content-length': String(Buffer.byteLength(input.body)) };
    const response = await sendAsCaller(suite, endpoint, url, input.body, length);
    return { status: response.status, text: await response.text() };
  }

  it('finds the endpoints and the contracts’ field names', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(suite.fields).toEqual(expect.arrayContaining(['email', 'password', 'targetId']));
  });

  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: a Russian 4xx, never 5xx, and no data changed',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(caseArbitrary(endpoint, suite.fields), async (input) => {
          const answer = await send(endpoint, input);
          tally.cases += 1;
          tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
          expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
          const after = await snapshotTables(suite.database.db, suite.tables);
          const succeeded = answer.status < 300;
          if (succeeded) tally.success += 1;
          if (!succeeded) {
            const envelope = JSON.parse(answer.text) as {
              success?: unknown;
              message?: unknown;
              errors?: unknown;
            };
            expect(envelope.success).toBe(false);
            expect(typeof envelope.message === 'string' && CYRILLIC.test(envelope.message)).toBe(true);
            // Field errors, when given, are Russian too (never valibot's English defaults).
            const errors = Object.values((envelope.errors ?? {}) as Record<string, unknown>);
            expect(errors.filter((text) => typeof text !== 'string' || !CYRILLIC.test(text))).toEqual([]);
          }
          // A refused request changes nothing; a GET never does, whatever it answers.
          if (!succeeded || !takesBody(endpoint)) expect(changedTables(suite.last, after)).toEqual([]);
          suite.last = after;
        }),
        { numRuns: RUNS_PER_ENDPOINT, examples: fixedCases(endpoint, suite.fields) },
      );
    },
  );
});
