import fc from 'fast-check';
import { expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, LINE_BREAK_MESSAGE } from '../../src/shared/contract/text';
import {
  type Endpoint,
  fillPath,
  listApiEndpoints,
  percentEncode,
  takesBody,
} from '../helpers/api-endpoints';
import { changedTables, snapshotTables } from '../helpers/db-snapshot';
import { bodyWithControlCharacter, CONTROL_CHARACTERS, uniformBody } from '../helpers/hostile-arbitraries';
import { sendAsCaller, useHostileSuite } from '../helpers/hostile-suite';
import { describeOnDatabase } from '../helpers/test-database';

/**
 * Issue 11, item 7: a control character in any text field of any endpoint is a 400 with a Russian
 * message naming the field, never a 500 (PostgreSQL refuses NUL), and nothing is stored.
 */
const CYRILLIC = /[А-Яа-яЁё]/;
const RUNS_PER_ENDPOINT = 12;
const endpoints = listApiEndpoints();
/** POSTs that read no body at all: whatever it holds, they do their one thing. */
const BODY_UNREAD = new Set([
  'POST /api/logout/',
  'POST /api/telegram/unlink/',
  'POST /api/vacancy/recent',
  'POST /api/vacancy/recent/seen/',
]);
/** Multipart, not JSON: its own checks (the file's name is cleaned there). */
const JSON_BODY_ENDPOINTS = endpoints.filter(
  (endpoint) => takesBody(endpoint) && endpoint.path !== '/api/files/',
);

/** One UTF-16 unit as the three percent-encoded bytes UTF-8 would give it (CESU-8). */
function cesu8(unit: string): string {
  const code = unit.charCodeAt(0);
  const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return bytes.map((byte) => `%${byte.toString(16)}`).join('');
}

// The subject is HTTP input handling, not SQL: one database (docs/decisions/047-test-databases-from-templates.md).
describeOnDatabase('hostile input: control characters in every text field', (target) => {
  const suite = useHostileSuite(target);

  async function send(endpoint: Endpoint, query: string | null, body: string | null) {
    const path = fillPath(endpoint.path, '999999', 'x');
    const response = await sendAsCaller(suite, endpoint, query === null ? path : `${path}?${query}`, body);
    const text = await response.text();
    return { status: response.status, envelope: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }

  async function expectRefusedUnchanged(answer: Awaited<ReturnType<typeof send>>, field: string | null) {
    expect(answer.status, JSON.stringify(answer.envelope)).toBeGreaterThanOrEqual(400);
    expect(answer.status, JSON.stringify(answer.envelope)).toBeLessThan(500);
    expect(CYRILLIC.test(String(answer.envelope.message))).toBe(true);
    // A 400 comes from the check every body goes through first: it names the field.
    if (answer.status === 400 && field !== null) {
      const errors = (answer.envelope.errors ?? {}) as Record<string, string>;
      expect(Object.values(errors)).toContain(CONTROL_CHARACTERS_MESSAGE);
      expect(Object.keys(errors).some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    }
    const after = await snapshotTables(suite.database.db, suite.tables);
    expect(changedTables(suite.last, after)).toEqual([]);
    suite.last = after;
  }

  it.each(JSON_BODY_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s: a control character in any field of the body is refused',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(bodyWithControlCharacter(suite.fields), async ({ field, body }) => {
          const answer = await send(endpoint, null, body);
          if (BODY_UNREAD.has(`${endpoint.method} ${endpoint.path}`) && answer.status < 300) {
            expect(JSON.stringify(answer.envelope)).not.toMatch(/\\u00[01]|\\u007f/i);
            suite.last = await snapshotTables(suite.database.db, suite.tables);
            return;
          }
          await expectRefusedUnchanged(answer, field);
        }),
        {
          numRuns: RUNS_PER_ENDPOINT,
          // First, every field the contracts know at once, one control character per example.
          examples: CONTROL_CHARACTERS.map((control) => [
            { field: suite.fields[0] ?? '', body: uniformBody(suite.fields, `a${control}b`) },
          ]),
        },
      );
    },
  );

  it.each(
    endpoints.filter((endpoint) => !takesBody(endpoint)).map((e) => [`${e.method} ${e.path}`, e] as const),
  )(
    '%s: a control character, tab or line break in any query parameter is never a 5xx',
    async (_name, endpoint) => {
      for (const control of [...CONTROL_CHARACTERS, '\t', '\n']) {
        // A lone surrogate has no UTF-8 form: a hostile client sends its three bytes (CESU-8),
        // which the URL decoder turns into U+FFFD, no longer a control character.
        const lone = /[\uD800-\uDFFF]/.test(control);
        const value = lone ? `a${cesu8(control)}b` : percentEncode(`a${control}b`);
        const query = suite.fields.map((name) => `${encodeURIComponent(name)}=${value}`).join('&');
        const answer = await send(endpoint, query, null);
        expect(answer.status, `${JSON.stringify(control)} ${JSON.stringify(answer.envelope)}`).toBeLessThan(
          500,
        );
        if (answer.status === 400 && !lone) {
          expect(Object.values((answer.envelope.errors ?? {}) as Record<string, string>)).toContain(
            CONTROL_CHARACTERS_MESSAGE,
          );
        }
      }
    },
  );

  it('public search and feedback: NUL is a 400 naming the field; line breaks only where text is multi-line', async () => {
    const search = await suite.t.api('GET', `/api/vacancy/getItems?q=${percentEncode('java\u0000')}`);
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject({ errors: { q: CONTROL_CHARACTERS_MESSAGE } });

    const feedback = (body: Record<string, unknown>) =>
      suite.t.api('POST', '/api/feedback/send', {
        json: { email: 'guest@example.ru', page: '/vacancies/', ...body },
      });
    const nul = await feedback({ text: 'Сайт \u0000 не открывается' });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ errors: { text: CONTROL_CHARACTERS_MESSAGE } });
    const brokenName = await feedback({ text: 'Сайт не открывается', name: 'Иван\nПетров' });
    expect(brokenName.status).toBe(400);
    expect(brokenName.body).toMatchObject({ errors: { name: LINE_BREAK_MESSAGE } });
    const lines = await feedback({ text: 'Сайт не открывается:\n\tстраница вакансий пустая' });
    expect(lines.status).toBe(201);
  });
});
