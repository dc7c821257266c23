import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { companies, companyIdentityChanges } from '../../src/server/db/schema';
import { useBoardSuite } from '../helpers/board-suite';
import { describeOnDatabases } from '../helpers/test-database';

const APPROVED = { name: 'ООО «Ромашка»', inn: '7707083893', contactPerson: 'Ольга' };

/**
 * A verified company re-proposing its identity while an admin decides it (docs/decisions/015):
 * on PostgreSQL the calls run in parallel; none may fail with a 5xx (a lock-order deadlock would),
 * and the company ends with either the approved identity or one it proposed — never a mix.
 */
describeOnDatabases('hostile races: identity proposals against decisions', (target) => {
  const suite = useBoardSuite(target);

  beforeAll(async () => {
    await suite.database.db.update(companies).set(APPROVED).where(eq(companies.id, suite.board.owner.id));
  });

  const propose = (name: string) =>
    suite.t.api('PUT', '/api/company/me/', {
      cookie: suite.cookies.owner,
      json: { ...APPROVED, name, inn: '500100732259', phone: '+79120000001' },
    });
  const decide = (decision: 'approve' | 'deny') =>
    suite.t.api('POST', `/api/company/identity-change/${decision}/`, {
      cookie: suite.cookies.admin,
      json: { id: suite.board.owner.id, ...(decision === 'deny' ? { reason: 'Проверка' } : {}) },
    });

  it('saves and decisions at once never fail and never mix identities', async () => {
    const names = new Set([APPROVED.name]);
    for (let round = 0; round < 6; round += 1) {
      const name = `Ромашка ${round}`;
      names.add(name);
      expect((await propose(name)).status).toBe(200);
      const next = `Ромашка ${round}-бис`;
      names.add(next);
      const answers = await Promise.all([
        decide(round % 2 ? 'deny' : 'approve'),
        propose(next),
        decide('approve'),
      ]);
      for (const answer of answers) {
        expect(answer.status, answer.text).toBeLessThan(500);
        if (answer.status >= 400) expect(String(answer.body.message)).toMatch(/[А-Яа-яЁё]/);
      }
      const [row] = await suite.database.db
        .select()
        .from(companies)
        .where(eq(companies.id, suite.board.owner.id));
      expect(names.has(row?.name ?? '')).toBe(true);
      expect([APPROVED.inn, '500100732259']).toContain(row?.inn);
      // Start the next round from the approved identity with no proposal.
      await suite.database.db.delete(companyIdentityChanges);
      await suite.database.db.update(companies).set(APPROVED).where(eq(companies.id, suite.board.owner.id));
    }
  });
});
