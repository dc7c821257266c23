import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useBoardSuite } from '../../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../../tests/helpers/test-database';
import { MINIMAL_PDF, smallPng, uploadFile } from '../../../../tests/helpers/upload-fixtures';
import type { StoredFileInfo } from '../../../shared/contract/file.contract';
import { companies, companyProjects, files, students } from '../../db/schema';
import {
  removeIfUnattached,
  sweepOrphanFiles,
  sweepUnattachedFiles,
  UNATTACHED_MAX_AGE_MS,
} from './file-sweeps';

const HOUR = 3_600_000;

describeOnDatabases('file sweeps', (target) => {
  const suite = useBoardSuite(target);
  const deps = () => ({ ...suite.t.deps, storage: suite.t.fileStorage });
  const upload = async (cookie: string, kind: string, bytes: Uint8Array) => {
    const response = await uploadFile(suite.t.app, cookie, kind, { name: 'f', bytes });
    expect(response.status).toBe(201);
    return response.body.data as StoredFileInfo;
  };
  const exists = async (id: number) =>
    (await suite.database.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;

  it('sweeps stored bytes no row names once they are old enough', async () => {
    const kept = await upload(suite.cookies.student, 'photo', await smallPng());
    const storage = suite.t.fileStorage;
    await storage.put('orphanorphanorphan01.webp', new Uint8Array([1]));
    // A fresh orphan may be an upload whose row is not committed yet: left alone.
    expect(await sweepOrphanFiles(deps())).toBe(0);
    suite.t.clock.advance(2 * HOUR);
    expect(await sweepOrphanFiles(deps())).toBe(1);
    expect(await storage.get('orphanorphanorphan01.webp')).toBeNull();
    expect(await exists(kept.id)).toBe(true);
  });

  it('removes uploads nothing shows after a day, row and bytes, and keeps every attached one', async () => {
    const db = suite.database.db;
    // Whatever the test before left unattached is swept first, so the counts below are this test's.
    suite.t.clock.advance(UNATTACHED_MAX_AGE_MS);
    await sweepUnattachedFiles(deps());
    const png = await smallPng();
    const photo = await upload(suite.cookies.student, 'photo', png);
    const resume = await upload(suite.cookies.student, 'resume', MINIMAL_PDF);
    const logo = await upload(suite.cookies.owner, 'logo', png);
    const banner = await upload(suite.cookies.owner, 'banner', png);
    const project = await upload(suite.cookies.owner, 'project', png);
    const abandoned = await upload(suite.cookies.student, 'photo', png);
    const abandonedLogo = await upload(suite.cookies.pending, 'logo', png);
    await db
      .update(students)
      .set({ photoFileId: photo.id, resumeFileId: resume.id })
      .where(eq(students.id, suite.board.student.id));
    await db
      .update(companies)
      .set({ logoUrl: logo.url, bannerUrl: banner.url })
      .where(eq(companies.id, suite.board.owner.id));
    await db
      .insert(companyProjects)
      .values({ companyId: suite.board.owner.id, title: 'П', imageUrl: project.url });
    const [abandonedRow] = await db.select().from(files).where(eq(files.id, abandoned.id));
    if (!abandonedRow) throw new Error('not stored');

    // Younger than a day: an upload whose form is still open.
    suite.t.clock.advance(UNATTACHED_MAX_AGE_MS - HOUR);
    expect(await sweepUnattachedFiles(deps())).toBe(0);
    suite.t.clock.advance(2 * HOUR);
    expect(await sweepUnattachedFiles(deps())).toBe(2);
    expect(await exists(abandoned.id)).toBe(false);
    expect(await exists(abandonedLogo.id)).toBe(false);
    expect(await suite.t.fileStorage.get(abandonedRow.storedName)).toBeNull();
    for (const kept of [photo, resume, logo, banner, project]) expect(await exists(kept.id)).toBe(true);
    // The abandoned files no longer count: nothing else is left to sweep.
    expect(await sweepUnattachedFiles(deps())).toBe(0);
  });

  it('keeps an old upload that a save is attaching while the sweep runs', async () => {
    const db = suite.database.db;
    const photo = await upload(suite.cookies.student, 'photo', await smallPng());
    suite.t.clock.advance(UNATTACHED_MAX_AGE_MS + HOUR);
    const cutoff = new Date(suite.t.clock.now().getTime() - UNATTACHED_MAX_AGE_MS);
    let sweep: Promise<boolean> = Promise.resolve(true);
    // As PUT /api/student/me/ does: the file is checked (share-locked), then the row points at it.
    await db.transaction(async (tx) => {
      await tx.select({ id: files.id }).from(files).where(eq(files.id, photo.id)).for('share');
      sweep = removeIfUnattached(deps(), photo.id, cutoff);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await tx.update(students).set({ photoFileId: photo.id }).where(eq(students.id, suite.board.student.id));
    });
    expect(await sweep).toBe(false);
    expect(await exists(photo.id)).toBe(true);
  });
});
