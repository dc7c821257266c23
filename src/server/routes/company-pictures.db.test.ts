import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { CompanyDetail } from '../../shared/contract/company.contract';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import { messages } from '../../shared/messages';
import { files } from '../db/schema';

describeOnDatabases('PUT /api/company/:id/ with uploaded pictures', (target) => {
  const suite = useBoardSuite(target);
  const path = () => `/api/company/${suite.board.owner.id}/`;
  const put = (json: unknown, cookie = suite.cookies.owner) => suite.t.api('PUT', path(), { cookie, json });
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

  it('saves the profile with the company’s own logo, banner and project picture', async () => {
    const logo = await upload(suite.cookies.owner, 'logo');
    const banner = await upload(suite.cookies.owner, 'banner');
    const picture = await upload(suite.cookies.owner, 'project');
    const saved = await put({
      description: 'О нас',
      logoUrl: logo.url,
      bannerUrl: banner.url,
      projects: [{ title: 'Проект', imageUrl: picture.url }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ logoUrl: logo.url, bannerUrl: banner.url });
    // Saving again with what it shows (the form sends it back as is) keeps everything.
    const again = await put({
      description: 'О нас, подробнее',
      logoUrl: logo.url,
      bannerUrl: banner.url,
      projects: [{ title: 'Проект', imageUrl: picture.url }],
    });
    expect(again.status).toBe(200);
    const detail = again.body.data as CompanyDetail;
    expect(detail.projects[0]?.imageUrl).toBe(picture.url);
    expect(await fileRow(logo.id)).toBeDefined();
  });

  it('destroys an own picture the profile stops showing, and keeps outside addresses working', async () => {
    const logo = await upload(suite.cookies.owner, 'logo');
    expect((await put({ logoUrl: logo.url })).status).toBe(200);
    const row = await fileRow(logo.id);
    if (!row) throw new Error('not stored');
    const replaced = await put({ logoUrl: 'https://cdn.example.ru/logo.png' });
    expect(replaced.body.data).toMatchObject({ logoUrl: 'https://cdn.example.ru/logo.png' });
    expect(await fileRow(logo.id)).toBeUndefined();
    expect(await suite.t.fileStorage.get(row.storedName)).toBeNull();
  });

  it('refuses another company’s upload and an upload of the wrong kind, changing nothing', async () => {
    const before = (await suite.t.api('GET', path(), { cookie: suite.cookies.owner })).body.data;
    const foreign = await upload(suite.cookies.other, 'logo');
    const refused = await put({ logoUrl: foreign.url, description: 'Чужой логотип' });
    expect(refused).toMatchObject({ status: 400, body: { errors: { logoUrl: messages.fileNotYours } } });
    const banner = await upload(suite.cookies.owner, 'banner');
    const wrongKind = await put({ logoUrl: banner.url });
    expect(wrongKind).toMatchObject({ status: 400, body: { errors: { logoUrl: messages.fileNotYours } } });
    const bad = await put({ bannerUrl: 'ftp://x' });
    expect(bad.body.errors).toEqual({
      bannerUrl: 'Баннер: загрузите файл или укажите адрес, начинающийся с https://',
    });
    expect((await suite.t.api('GET', path(), { cookie: suite.cookies.owner })).body.data).toEqual(before);
    expect(await fileRow(foreign.id)).toBeDefined();
  });

  it('lets an admin set the company’s upload or their own', async () => {
    const logo = await upload(suite.cookies.owner, 'logo');
    const own = await upload(suite.cookies.admin, 'banner');
    const saved = await put({ logoUrl: logo.url, bannerUrl: own.url }, suite.cookies.admin);
    expect(saved.status).toBe(200);
  });
});
