import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { vacancies } from '../../src/server/db/schema';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { RETURN_REASON_MAX } from '../../src/shared/contract/vacancy-moderation.contract';
import { changedTables, snapshotTables } from '../helpers/db-snapshot';
import { useHostileSuite } from '../helpers/hostile-suite';
import { describeOnDatabase } from '../helpers/test-database';

const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * The reason an admin returns a vacancy with (issue 24, item 19) reaches the company's list, its
 * editor, the bot and a mail: whatever is sent, a refusal is a 400 in Russian and nothing changes;
 * a reason at the limit is taken, one character more is not.
 */
// The subject is HTTP input handling, not SQL: one database (docs/decisions/047-test-databases-from-templates.md).
describeOnDatabase('hostile input: the reason of a returned vacancy', (target) => {
  const suite = useHostileSuite(target);

  async function send(body: string) {
    const response = await suite.t.app.request('/api/vacancy/moderation/return/', {
      method: 'POST',
      headers: {
        [XHR_HEADER]: XHR_HEADER_VALUE,
        cookie: suite.cookies.admin,
        'content-type': 'application/json',
      },
      body,
    });
    return { status: response.status, envelope: (await response.json()) as Record<string, unknown> };
  }

  async function publishedId(): Promise<number> {
    const [row] = await suite.database.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(eq(vacancies.status, 'published'))
      .limit(1);
    if (!row) throw new Error('the catalogue has no published vacancy');
    return row.id;
  }

  it('refuses every malformed reason with a Russian message and changes nothing', async () => {
    const id = await publishedId();
    const reasons: unknown[] = [
      undefined,
      null,
      42,
      ['Исправьте'],
      { text: 'Исправьте' },
      '',
      ' \n\t ',
      'я'.repeat(RETURN_REASON_MAX + 1),
      ` ${'я'.repeat(RETURN_REASON_MAX)}я `,
      'Исправьте\u0000название',
      'Исправьте\u0007название',
      'Исправьте\u0085название',
      'Исправьте\u009bназвание',
      'Исправьте\ud800название',
      'Исправьте\udc00название',
    ];
    const before = await snapshotTables(suite.database.db, suite.tables);
    for (const reason of reasons) {
      const answer = await send(JSON.stringify({ id, reason }));
      const label = JSON.stringify(reason)?.slice(0, 30) ?? 'undefined';
      expect(answer.status, label).toBe(400);
      expect(CYRILLIC.test(String(answer.envelope.message)), label).toBe(true);
      expect(Object.keys((answer.envelope.errors ?? {}) as object), label).toContain('reason');
    }
    // A raw lone surrogate escape in the JSON text itself, as a hostile client would send it.
    const raw = await send(`{"id":${id},"reason":"\\udc00"}`);
    expect(raw.status).toBe(400);
    expect(changedTables(before, await snapshotTables(suite.database.db, suite.tables))).toEqual([]);
  });

  it('takes a reason of exactly the limit, with line breaks, trimmed', async () => {
    const id = await publishedId();
    const reason = `Что исправить:\n${'я'.repeat(RETURN_REASON_MAX - 15)}`;
    expect(reason).toHaveLength(RETURN_REASON_MAX);
    const answer = await send(JSON.stringify({ id, reason: `  ${reason}\n` }));
    expect(answer.status).toBe(200);
    const [row] = await suite.database.db
      .select({ reason: vacancies.returnReason, status: vacancies.status })
      .from(vacancies)
      .where(eq(vacancies.id, id));
    expect(row).toEqual({ reason, status: 'draft' });
  });
});
