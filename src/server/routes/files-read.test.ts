import { expect, it } from 'vitest';
import type { Role } from '../../../tests/helpers/board-fixtures';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MINIMAL_PDF, smallPng, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../shared/contract/file';
import { messages } from '../../shared/messages';
import { files } from '../db/schema';
import { sweepOrphanFiles } from '../domain/files/files';

describeOnDatabases('GET /files/:id/ and POST /api/files/destroy/', (target) => {
  const suite = useBoardSuite(target);
  const upload = async (role: Role, kind: string, name: string, bytes: Uint8Array) => {
    const response = await uploadFile(suite.t.app, suite.cookies[role], kind, { name, bytes });
    expect(response.status).toBe(201);
    return response.body.data as StoredFileInfo;
  };
  /** A plain GET as an <img> or a link makes it: no X-Requested-With. */
  const read = (url: string, role: Role) =>
    suite.t.app.request(url, { headers: suite.cookies[role] ? { cookie: suite.cookies[role] } : {} });
  const destroy = (id: number, role: Role) =>
    suite.t.api('POST', '/api/files/destroy/', { cookie: suite.cookies[role], json: { id } });

  it('serves an image to everyone, inline, with nosniff and its stored type', async () => {
    const info = await upload('owner', 'logo', 'Лого "Ромашки".png', await smallPng());
    const response = await read(info.url, 'guest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="______________.webp"; filename*=UTF-8''${encodeURIComponent('Лого "Ромашки"')}.webp`,
    );
    expect((await response.arrayBuffer()).byteLength).toBe(info.size);
  });

  it('serves a résumé as an attachment to its owner and admins, 404 to everyone else', async () => {
    const info = await upload('student', 'resume', 'cv.pdf', MINIMAL_PDF);
    const own = await read(info.url, 'student');
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
    expect((await read(info.url, 'admin')).status).toBe(200);
    for (const role of ['guest', 'owner', 'other'] as const) {
      const response = await read(info.url, role);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: messages.fileNotFound });
    }
    expect((await read('/files/999999/', 'admin')).status).toBe(404);
  });

  it('lets the owner and admins destroy a file, removing row and bytes; others get 403', async () => {
    const mine = await upload('owner', 'banner', 'b.png', await smallPng());
    const stored = async (id: number) =>
      (await suite.database.db.select().from(files)).find((row) => row.id === id)?.storedName;
    const storedName = await stored(mine.id);
    if (!storedName) throw new Error('not stored');
    expect((await destroy(mine.id, 'other')).status).toBe(403);
    expect((await destroy(mine.id, 'student')).status).toBe(403);
    expect((await destroy(mine.id, 'guest')).status).toBe(401);
    const done = await destroy(mine.id, 'owner');
    expect(done).toMatchObject({ status: 200, body: { success: true } });
    expect(await stored(mine.id)).toBeUndefined();
    expect(await suite.t.fileStorage.get(storedName)).toBeNull();
    expect((await read(mine.url, 'owner')).status).toBe(404);
    expect((await destroy(mine.id, 'owner')).status).toBe(404);

    const theirs = await upload('student', 'photo', 'p.png', await smallPng());
    expect((await destroy(theirs.id, 'admin')).status).toBe(200);
    expect((await read(theirs.url, 'guest')).status).toBe(404);
  });

  it('sweeps stored files no row names once they are old enough', async () => {
    const kept = await upload('student', 'photo', 'k.png', await smallPng());
    const storage = suite.t.fileStorage;
    await storage.put('orphanorphanorphan01.webp', new Uint8Array([1]));
    const deps = { ...suite.t.deps, storage };
    // A fresh orphan may be an upload whose row is not committed yet: left alone.
    expect(await sweepOrphanFiles(deps)).toBe(0);
    suite.t.clock.advance(2 * 3_600_000);
    expect(await sweepOrphanFiles(deps)).toBe(1);
    expect(await storage.get('orphanorphanorphan01.webp')).toBeNull();
    expect((await read(kept.url, 'guest')).status).toBe(200);
  });
});
