import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { CompanyAccount } from '../../shared/contract/company-account';
import type { StoredFileInfo } from '../../shared/contract/file';
import { messages } from '../../shared/messages';
import { companies, files } from '../db/schema';

const details = { name: 'ООО «Ромашка»', inn: '7707083893', contactPerson: 'Ольга', phone: '89123456789' };

describeOnDatabases('GET/PUT /api/company/me/', (target) => {
  const suite = useBoardSuite(target);
  const put = (json: unknown, cookie = suite.cookies.owner) =>
    suite.t.api('PUT', '/api/company/me/', { cookie, json });
  const upload = async (cookie: string, kind: string) => {
    const response = await uploadFile(suite.t.app, cookie, kind, {
      name: `${kind}.png`,
      bytes: await smallPng(),
    });
    expect(response.status).toBe(201);
    return response.body.data as StoredFileInfo;
  };
  const fileRow = async (id: number) =>
    (await suite.database.db.select().from(files).where(eq(files.id, id)))[0];

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

  it('saves only the caller’s own details', async () => {
    const saved = await put({ ...details, name: 'Ромашка-2' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      id: suite.board.owner.id,
      name: 'Ромашка-2',
      phone: '+79123456789',
    });
    const [other] = await suite.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, suite.board.other.id));
    expect(other?.name).toBe('Альфа');
    const bad = await put({ ...details, inn: '123', name: '' });
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['inn', 'name']);
  });

  it('sets the logo and banner URLs from own uploads and destroys a replaced logo', async () => {
    const logo = await upload(suite.cookies.owner, 'logo');
    const banner = await upload(suite.cookies.owner, 'banner');
    const first = await put({ ...details, logoFileId: logo.id, bannerFileId: banner.id });
    expect(first.body.data).toMatchObject({ logoUrl: logo.url, bannerUrl: banner.url });
    const publicProfile = await suite.t.api('GET', `/api/company/${suite.board.owner.id}/`);
    expect(publicProfile.body.data).toMatchObject({ logoUrl: logo.url, bannerUrl: banner.url });
    const logoRow = await fileRow(logo.id);
    if (!logoRow) throw new Error('not stored');

    const next = await upload(suite.cookies.owner, 'logo');
    const replaced = await put({ ...details, logoFileId: next.id });
    expect((replaced.body.data as CompanyAccount).logoUrl).toBe(next.url);
    expect((replaced.body.data as CompanyAccount).bannerUrl).toBe(banner.url);
    expect(await fileRow(logo.id)).toBeUndefined();
    expect(await suite.t.fileStorage.get(logoRow.storedName)).toBeNull();
  });

  it('refuses another company’s upload and the wrong kind', async () => {
    const foreign = await upload(suite.cookies.other, 'logo');
    const refused = await put({ ...details, logoFileId: foreign.id });
    expect(refused).toMatchObject({ status: 400, body: { errors: { logoFileId: messages.fileNotYours } } });
    const banner = await upload(suite.cookies.owner, 'banner');
    expect((await put({ ...details, logoFileId: banner.id })).status).toBe(400);
    expect(await fileRow(foreign.id)).toBeDefined();
  });
});
