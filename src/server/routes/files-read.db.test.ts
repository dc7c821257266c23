import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type Role, sessionCookie } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MINIMAL_PDF, smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import { isOwnFileUrl, type StoredFileInfo } from '../../shared/contract/file.contract';
import { messages } from '../../shared/messages';
import { companies, files, students } from '../db/schema';

describeOnDatabases('GET /files/:token/ and POST /api/files/destroy/', (target) => {
  const suite = useBoardSuite(target);
  const upload = async (cookie: string, kind: string, name: string, bytes: Uint8Array) => {
    const response = await uploadFile(suite.t.app, cookie, kind, { name, bytes });
    expect(response.status).toBe(201);
    return response.body.data as StoredFileInfo;
  };
  /** A plain GET as an <img> or a link makes it: no X-Requested-With. */
  const read = (url: string, cookie: string) =>
    suite.t.app.request(url, { headers: cookie ? { cookie } : {} });
  const status = async (url: string, role: Role) => (await read(url, suite.cookies[role])).status;
  const statuses = async (url: string, roles: readonly Role[]) =>
    Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await status(url, role)])));
  const destroy = (id: number, role: Role) =>
    suite.t.api('POST', '/api/files/destroy/', { cookie: suite.cookies[role], json: { id } });
  const setCompany = (id: number, values: Partial<typeof companies.$inferInsert>) =>
    suite.database.db.update(companies).set(values).where(eq(companies.id, id));
  const ALL: Role[] = ['guest', 'student', 'owner', 'other', 'pending', 'admin'];

  it('names a file by a random token: never the serial id, never the original name', async () => {
    const info = await upload(suite.cookies.owner, 'logo', 'Лого Ивана Петрова.png', await smallPng());
    expect(isOwnFileUrl(info.url)).toBe(true);
    expect(info.url).not.toBe(`/files/${info.id}/`);
    expect(JSON.stringify(info)).not.toMatch(/Петрова|originalName/);
    const [row] = await suite.database.db.select().from(files).where(eq(files.id, info.id));
    expect(row?.token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(info.url).toBe(`/files/${row?.token}/`);
    // The sequential id reads nothing, for anyone.
    expect(await status(`/files/${info.id}/`, 'admin')).toBe(404);
    const own = await read(info.url, suite.cookies.owner);
    expect(own.headers.get('content-disposition')).toBe('inline; filename="logo.webp"');
  });

  it('makes an approved company’s own logo public once it shows it; until then only it and admins', async () => {
    const info = await upload(suite.cookies.owner, 'logo', 'logo.png', await smallPng());
    expect(await statuses(info.url, ALL)).toEqual({
      guest: 404,
      student: 404,
      owner: 200,
      other: 404,
      pending: 404,
      admin: 200,
    });
    const preview = await read(info.url, suite.cookies.owner);
    expect(preview.headers.get('cache-control')).toBe('private, max-age=300');
    await setCompany(suite.board.owner.id, { logoUrl: info.url });
    const response = await read(info.url, '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await response.arrayBuffer()).byteLength).toBe(info.size);
  });

  it('keeps a pending company’s banner and project picture to itself and admins', async () => {
    const banner = await upload(suite.cookies.pending, 'banner', 'b.png', await smallPng());
    await setCompany(suite.board.pending.id, { bannerUrl: banner.url });
    const expected = { guest: 404, student: 404, owner: 404, other: 404, pending: 200, admin: 200 };
    expect(await statuses(banner.url, ALL)).toEqual(expected);
    expect((await read(banner.url, suite.cookies.pending)).headers.get('cache-control')).toBe(
      'private, max-age=300',
    );
    // An approved company pasting that URL into its own profile does not make it public.
    await setCompany(suite.board.other.id, { logoUrl: banner.url });
    expect(await statuses(banner.url, ALL)).toEqual(expected);
  });

  it('shows a student’s photo to the student, admins and approved companies, never to guests', async () => {
    const photo = await upload(suite.cookies.student, 'photo', 'me.png', await smallPng());
    await suite.database.db
      .update(students)
      .set({ photoFileId: photo.id })
      .where(eq(students.id, suite.board.student.id));
    expect(await statuses(photo.url, ALL)).toEqual({
      guest: 404,
      student: 200,
      owner: 200,
      other: 200,
      pending: 404,
      admin: 200,
    });
    const seen = await read(photo.url, suite.cookies.owner);
    expect(seen.headers.get('cache-control')).toBe('private, max-age=300');
    expect(seen.headers.get('content-disposition')).toBe('inline; filename="photo.webp"');
    // A company cannot make it public by naming it as its logo.
    await setCompany(suite.board.other.id, { logoUrl: photo.url });
    expect(await status(photo.url, 'guest')).toBe(404);
  });

  it('hides a pending student’s photo from every company', async () => {
    const [pending] = await suite.database.db
      .insert(students)
      .values({ email: 'new@example.ru', passwordHash: 'x', firstName: 'Ия', lastName: 'Новая' })
      .returning();
    if (!pending) throw new Error('seed failed');
    const cookie = await sessionCookie(suite.database.db, 'student', pending.id, suite.t.clock.now());
    const photo = await upload(cookie, 'photo', 'me.png', await smallPng());
    await suite.database.db
      .update(students)
      .set({ photoFileId: photo.id })
      .where(eq(students.id, pending.id));
    expect((await read(photo.url, cookie)).status).toBe(200);
    expect(await statuses(photo.url, ALL)).toEqual({
      guest: 404,
      student: 404,
      owner: 404,
      other: 404,
      pending: 404,
      admin: 200,
    });
  });

  it('serves a résumé as an attachment to its owner and admins, 404 to everyone else', async () => {
    const info = await upload(suite.cookies.student, 'resume', 'Иванов CV.pdf', MINIMAL_PDF);
    const own = await read(info.url, suite.cookies.student);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="resume.pdf"');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
    expect(await status(info.url, 'admin')).toBe(200);
    for (const role of ['guest', 'owner', 'other'] as const) {
      const response = await read(info.url, suite.cookies[role]);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({ message: messages.fileNotFound });
    }
    expect(await status('/files/AAAAAAAAAAAAAAAAAAAAAA/', 'admin')).toBe(404);
  });

  it('lets the owner and admins destroy a file, removing row and bytes; others get 404', async () => {
    const mine = await upload(suite.cookies.owner, 'banner', 'b.png', await smallPng());
    const stored = async (id: number) =>
      (await suite.database.db.select().from(files)).find((row) => row.id === id)?.storedName;
    const storedName = await stored(mine.id);
    if (!storedName) throw new Error('not stored');
    // Someone else's file answers like a missing one, so ids cannot be probed.
    expect(await destroy(mine.id, 'other')).toMatchObject({
      status: 404,
      body: { message: messages.fileNotFound },
    });
    expect((await destroy(mine.id, 'student')).status).toBe(404);
    expect((await destroy(mine.id, 'guest')).status).toBe(401);
    const done = await destroy(mine.id, 'owner');
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect(await stored(mine.id)).toBeUndefined();
    expect(await suite.t.fileStorage.get(storedName)).toBeNull();
    expect(await status(mine.url, 'owner')).toBe(404);
    expect((await destroy(mine.id, 'owner')).status).toBe(404);

    const theirs = await upload(suite.cookies.student, 'photo', 'p.png', await smallPng());
    expect((await destroy(theirs.id, 'admin')).status).toBe(200);
    expect(await status(theirs.url, 'student')).toBe(404);
  });
});
