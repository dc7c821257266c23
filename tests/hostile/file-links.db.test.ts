import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { SIGNED_LINK_RATE } from '../../src/server/domain/board/export-link';
import type { ExportLink } from '../../src/shared/contract/export-link.contract';
import type { StoredFileInfo } from '../../src/shared/contract/file.contract';
import { messages } from '../../src/shared/messages';
import { useBoardSuite } from '../helpers/board-suite';
import { describeOnDatabases } from '../helpers/test-database';
import { MINIMAL_PDF, uploadFile } from '../helpers/upload-fixtures';

/**
 * An attacker with a signed file address (create-file-link.ts): minting addresses in bulk to probe
 * tokens, moving a signature to another session, using an address after its session has ended.
 */
describeOnDatabases('hostile: signed file addresses', (target) => {
  const suite = useBoardSuite(target);
  const askLink = (cookie: string, url: string) =>
    suite.t.api('POST', '/api/files/link/', { cookie, json: { url } });

  async function shownResume(): Promise<StoredFileInfo> {
    const answer = await uploadFile(suite.t.app, suite.cookies.student, 'resume', {
      name: 'cv.pdf',
      bytes: MINIMAL_PDF,
    });
    const info = answer.body.data as StoredFileInfo;
    await suite.database.db
      .update(students)
      .set({ resumeFileId: info.id })
      .where(eq(students.id, suite.board.student.id));
    return info;
  }

  it('moves no signature to another session, and a logout voids every address it signed', async () => {
    const resume = await shownResume();
    const mine = (await askLink(suite.cookies.student, resume.url)).body.data as ExportLink;
    const theirs = (await askLink(suite.cookies.owner, resume.url)).body.data as ExportLink;
    const handleOf = (link: ExportLink) => new URLSearchParams(link.path.split('?')[1]).get('s') ?? '';
    const swapped = theirs.path.replace(`s=${handleOf(theirs)}`, `s=${handleOf(mine)}`);
    expect((await suite.t.app.request(swapped)).status).toBe(403);
    expect((await suite.t.app.request(theirs.path)).status).toBe(200);
    await suite.t.api('POST', '/api/logout/', { cookie: suite.cookies.owner });
    const after = await suite.t.app.request(theirs.path);
    expect(after.status).toBe(403);
    expect(await after.text()).toBe(messages.fileLinkRefused);
  });

  it('counts every request for an address, guessed tokens included, and refuses past the hourly rate', async () => {
    const resume = await shownResume();
    const guesses = Array.from({ length: SIGNED_LINK_RATE.limit }, () =>
      askLink(suite.cookies.other, `/files/${randomBytes(16).toString('base64url')}/`),
    );
    const answers = await Promise.all(guesses);
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    const refused = await askLink(suite.cookies.other, resume.url);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Слишком много скачиваний подряд\. Попробуйте снова через \d+ минут/,
    );
    // Another account keeps its own count.
    expect((await askLink(suite.cookies.admin, resume.url)).status).toBe(200);
    suite.t.clock.advance(SIGNED_LINK_RATE.windowMs);
    expect((await askLink(suite.cookies.other, resume.url)).status).toBe(200);
  });

  it('counts CSV export addresses and file addresses together: one hourly rate per account', async () => {
    const resume = await shownResume();
    suite.t.clock.advance(SIGNED_LINK_RATE.windowMs);
    const exportLink = () =>
      suite.t.api('POST', '/api/board/export/link/', {
        cookie: suite.cookies.admin,
        json: { list: 'students' },
      });
    for (let index = 0; index < SIGNED_LINK_RATE.limit; index += 1)
      expect((await exportLink()).status).toBe(200);
    const refused = await exportLink();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Слишком много скачиваний подряд/);
    expect((await askLink(suite.cookies.admin, resume.url)).status).toBe(429);
  });
});
