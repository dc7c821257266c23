import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { CompanyAccount } from '../../shared/contract/company-account.contract';
import { companies, companyIdentityChanges } from '../db/schema';

const details = { name: 'ООО «Ромашка»', inn: '7707083893', contactPerson: 'Ольга', phone: '89123456789' };

describeOnDatabases('GET/PUT /api/company/me/', (target) => {
  const suite = useBoardSuite(target);
  const put = (json: unknown, cookie = suite.cookies.owner) =>
    suite.t.api('PUT', '/api/company/me/', { cookie, json });
  const companyRow = async (id: number) =>
    (await suite.database.db.select().from(companies).where(eq(companies.id, id)))[0];

  it('gates by role: 401 for a guest, 403 for a student and an admin', async () => {
    for (const method of ['GET', 'PUT']) {
      const json = method === 'PUT' ? details : undefined;
      expect((await suite.t.api(method, '/api/company/me/', { json })).status).toBe(401);
      for (const role of ['student', 'admin'] as const) {
        expect(
          (await suite.t.api(method, '/api/company/me/', { json, cookie: suite.cookies[role] })).status,
        ).toBe(403);
      }
    }
  });

  it('a company awaiting review changes its identity at once, and only its own', async () => {
    const saved = await put({ ...details, name: 'Бета-2' }, suite.cookies.pending);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      id: suite.board.pending.id,
      name: 'Бета-2',
      inn: '7707083893',
      phone: '+79123456789',
      identityChange: null,
    });
    expect((await companyRow(suite.board.other.id))?.name).toBe('Альфа');
    const bad = await put({ ...details, inn: '123', name: '' });
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['inn', 'name']);
  });

  it('refuses an INN whose checksum fails (400, in Russian) and changes nothing', async () => {
    const before = await companyRow(suite.board.owner.id);
    const refused = await put({ ...details, inn: '7707083894', phone: '+79000000000' });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { inn: 'ИНН с ошибкой: не сходится контрольная цифра.' } },
    });
    expect(await companyRow(suite.board.owner.id)).toEqual(before);
  });

  it('clears the phone as the form sends it: null, or an empty field', async () => {
    for (const phone of [null, '']) {
      expect((await put({ ...details, phone })).status).toBe(200);
      expect((await companyRow(suite.board.owner.id))?.phone).toBeNull();
      expect((await put(details)).status).toBe(200);
    }
  });

  it('a verified company’s new name, INN and contact person wait for review; the phone does not', async () => {
    const owner = suite.board.owner.id;
    await suite.database.db
      .update(companies)
      .set({ inn: details.inn, contactPerson: details.contactPerson })
      .where(eq(companies.id, owner));
    const approved = await companyRow(owner);
    const proposed = { name: 'Ромашка Групп', inn: '500100732259', contactPerson: 'Пётр' };
    const saved = await put({ ...details, ...proposed, phone: '+79001112233' });
    expect(saved.status).toBe(200);
    const account = saved.body.data as CompanyAccount;
    expect(account).toMatchObject({ name: approved?.name, status: 'approved', phone: '+79001112233' });
    expect(account.identityChange).toMatchObject({ status: 'pending', proposed, reason: null });
    // The verified identity stays public meanwhile.
    const publicProfile = await suite.t.api('GET', `/api/company/${owner}/`);
    expect(publicProfile.body.data).toMatchObject({ name: approved?.name });
    expect(await companyRow(owner)).toMatchObject({ name: approved?.name, inn: approved?.inn });

    // Saving the approved values again withdraws the proposal.
    const back = await put(details);
    expect((back.body.data as CompanyAccount).identityChange).toBeNull();
    const rows = await suite.database.db
      .select()
      .from(companyIdentityChanges)
      .where(eq(companyIdentityChanges.companyId, owner));
    expect(rows).toEqual([]);
  });
});
