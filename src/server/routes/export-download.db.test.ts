import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedAccounts, TEST_PASSWORD } from '../../../tests/helpers/accounts';
import { signInAdmin } from '../../../tests/helpers/admin-second-factor';
import { cookiePair, createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { ExportLink } from '../../shared/contract/export-link.contract';
import type { DatabaseHandle } from '../db/client';
import { EXPORT_LINK_TTL_MS } from '../domain/board/export-link';
import { EXPORT_LINK_REFUSED } from './export-download.routes';

/** A plain GET as Telegram's downloadFile makes it: no cookie, no bearer, no X-Requested-With. */
const plainGet = (t: ReturnType<typeof createTestApp>, path: string) => t.app.request(path);

describeOnDatabases('CSV exports at signed addresses (Telegram downloadFile)', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  const cookies = { student: '', company: '', admin: '' };

  async function signIn(kind: 'student' | 'company' | 'admin', email: string): Promise<string> {
    // An admin passes the second factor too (docs/decisions/016).
    if (kind === 'admin') return (await signInAdmin(t, database.db, email, TEST_PASSWORD)).cookie;
    const response = await t.api('POST', '/api/login/', { json: { email, password: TEST_PASSWORD, kind } });
    return cookiePair(response.headers.get('set-cookie'));
  }

  async function link(list: string, cookie = cookies.admin): Promise<ExportLink> {
    const answer = await t.api('POST', '/api/board/export/link/', { cookie, json: { list } });
    expect(answer.status).toBe(200);
    return answer.body.data as ExportLink;
  }

  beforeAll(async () => {
    database = await target.open();
    await seedAccounts(database.db);
    t = createTestApp(database);
    cookies.student = await signIn('student', 'student@example.ru');
    cookies.company = await signIn('company', 'hr@company.ru');
    cookies.admin = await signIn('admin', 'admin@example.ru');
  });
  afterAll(async () => {
    await database.close();
  });

  it('an admin gets a short-lived address that downloads the CSV with no headers at all', async () => {
    const issued = await link('students');
    expect(issued.path).toMatch(/^\/export\/students\.csv\?s=[\w-]+&e=\d+&sig=[\w-]+$/);
    expect(issued.fileName).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(new Date(issued.expiresAt).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(
      EXPORT_LINK_TTL_MS,
    );
    const answer = await plainGet(t, issued.path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${issued.fileName}"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const direct = await t.app.request('/api/board/export/students.csv', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', cookie: cookies.admin },
    });
    expect(await answer.text()).toBe(await direct.text());
  });

  it('refuses a tampered, re-targeted, expired or logged-out address with a Russian 403', async () => {
    const issued = await link('students');
    const url = new URL(issued.path, 'http://x');
    const refused = async (path: string) => {
      const answer = await plainGet(t, path);
      expect(answer.status, path).toBe(403);
      expect(await answer.text()).toBe(EXPORT_LINK_REFUSED);
    };
    // The signature covers the list: the same query cannot fetch another export.
    await refused(`/export/feedback.csv${url.search}`);
    const forged = new URLSearchParams(url.search);
    const sig = forged.get('sig') ?? '';
    forged.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    await refused(`/export/students.csv?${forged}`);
    const later = new URLSearchParams(url.search);
    // Within the accepted window, so only the signature refuses it.
    later.set('e', String(Number(later.get('e')) + 30));
    await refused(`/export/students.csv?${later}`);
    for (const drop of ['s', 'e', 'sig']) {
      const missing = new URLSearchParams(url.search);
      missing.delete(drop);
      await refused(`/export/students.csv?${missing}`);
    }
    expect((await plainGet(t, `/export/passwords.csv${url.search}`)).status).toBe(404);

    // Past its lifetime.
    t.clock.advance(EXPORT_LINK_TTL_MS + 1000);
    await refused(issued.path);

    // A logout voids every address issued to that session at once.
    const session = await signIn('admin', 'admin@example.ru');
    const fresh = await link('companies', session);
    expect((await plainGet(t, fresh.path)).status).toBe(200);
    expect((await t.api('POST', '/api/logout/', { cookie: session })).status).toBe(200);
    await refused(fresh.path);
  });

  it('only admins get addresses; a bad list name is a Russian 400', async () => {
    for (const [cookie, status] of [
      ['', 401],
      [cookies.student, 403],
      [cookies.company, 403],
    ] as const) {
      const answer = await t.api('POST', '/api/board/export/link/', { cookie, json: { list: 'students' } });
      expect(answer.status).toBe(status);
    }
    const bad = await t.api('POST', '/api/board/export/link/', {
      cookie: cookies.admin,
      json: { list: 'passwords' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/Выберите список для выгрузки/);
  });

  it('answers hostile addresses with a 4xx, never a 5xx', async () => {
    const issued = await link('students');
    const query = new URL(issued.path, 'http://x').searchParams;
    const hostile = [
      `/export/students.csv?s=${'a'.repeat(5000)}&e=${query.get('e')}&sig=${query.get('sig')}`,
      `/export/students.csv?s=${query.get('s')}&e=99999999999999999999&sig=x`,
      `/export/students.csv?s=${query.get('s')}&e=-1&sig=x`,
      `/export/students.csv?s=%00%01&e=1e9&sig=%F0%9F%92%A5`,
      `/export/students.csv?s=${query.get('s')}&s=other&e=${query.get('e')}&sig=${query.get('sig')}x`,
      '/export/..%2f..%2fetc%2fpasswd',
      '/export/students.csv%00.csv',
      '/export/',
    ];
    for (const path of hostile) {
      const answer = await plainGet(t, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});
