import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { MINIMAL_PDF, uploadFile } from '../../../tests/helpers/upload-fixtures';
import type { ExportLink } from '../../shared/contract/export-link.contract';
import type { StoredFileInfo } from '../../shared/contract/file.contract';
import { messages } from '../../shared/messages';
import { students } from '../db/schema';
import { EXPORT_LINK_TTL_MS } from '../domain/board/export-link';

describeOnDatabases('POST /api/files/link/ and GET /files/:token/ at a signed address', (target) => {
  const suite = useBoardSuite(target);
  /** A plain GET as Telegram's downloadFile makes it: no cookie, no bearer, no X-Requested-With. */
  const plainGet = (path: string) => suite.t.app.request(path);
  const askLink = (cookie: string, url: string) =>
    suite.t.api('POST', '/api/files/link/', { cookie, json: { url } });

  /** The approved student's current résumé, which every approved company may read. */
  async function shownResume(): Promise<StoredFileInfo> {
    const answer = await uploadFile(suite.t.app, suite.cookies.student, 'resume', {
      name: 'Иванов CV.pdf',
      bytes: MINIMAL_PDF,
    });
    const info = answer.body.data as StoredFileInfo;
    await suite.database.db
      .update(students)
      .set({ resumeFileId: info.id })
      .where(eq(students.id, suite.board.student.id));
    return info;
  }

  async function linkFor(role: 'owner' | 'student', url: string): Promise<ExportLink> {
    const answer = await askLink(suite.cookies[role], url);
    expect(answer.status).toBe(200);
    return answer.body.data as ExportLink;
  }

  it('gives a company that may read the résumé an address that downloads it with no session', async () => {
    const resume = await shownResume();
    const issued = await linkFor('owner', resume.url);
    expect(issued.path).toMatch(new RegExp(`^${resume.url}\\?s=[\\w-]+&e=\\d+&sig=[\\w-]+$`));
    expect(issued.fileName).toBe('resume.pdf');
    expect(new Date(issued.expiresAt).getTime() - suite.t.clock.now().getTime()).toBeLessThanOrEqual(
      EXPORT_LINK_TTL_MS,
    );
    const answer = await plainGet(issued.path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="resume.pdf"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await answer.arrayBuffer()).equals(MINIMAL_PDF)).toBe(true);
    // The student reads their own the same way.
    expect((await plainGet((await linkFor('student', resume.url)).path)).status).toBe(200);
  });

  it('refuses strangers the address, as if the file did not exist, and guests with 401', async () => {
    const resume = await shownResume();
    // A company still awaiting approval may not read it.
    const stranger = await askLink(suite.cookies.pending, resume.url);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ message: messages.fileNotFound });
    expect((await askLink('', resume.url)).status).toBe(401);
    const other = await askLink(suite.cookies.owner, '/files/AAAAAAAAAAAAAAAAAAAAAA/');
    expect(other.status).toBe(404);
    const outside = await askLink(suite.cookies.owner, 'https://example.com/files/x/');
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toMatchObject({ url: 'Укажите адрес файла с этой доски: /files/…/.' });
  });

  it('refuses an altered, borrowed or expired signature, and an address whose access has ended', async () => {
    const resume = await shownResume();
    const issued = await linkFor('owner', resume.url);
    const query = issued.path.slice(issued.path.indexOf('?'));
    const sig = new URLSearchParams(query).get('sig') ?? '';
    const altered = issued.path.replace(
      `sig=${sig}`,
      `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
    );
    const stretched = issued.path.replace(/e=(\d+)/, (_, e: string) => `e=${Number(e) + 60}`);
    for (const path of [altered, stretched, `${resume.url}?sig=${sig}`]) {
      const answer = await plainGet(path);
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toBe(messages.fileLinkRefused);
    }
    // Once the student removes the résumé, the address still signed reads nothing.
    await suite.database.db
      .update(students)
      .set({ resumeFileId: null })
      .where(eq(students.id, suite.board.student.id));
    expect((await plainGet(issued.path)).status).toBe(404);
    // The same signature on another file's path: bound to the file it was made for.
    const next = await shownResume();
    expect((await plainGet(`${next.url}${query}`)).status).toBe(403);
    const fresh = await linkFor('owner', next.url);
    suite.t.clock.advance(EXPORT_LINK_TTL_MS + 1000);
    const late = await plainGet(fresh.path);
    expect(late.status).toBe(403);
    expect(await late.text()).toBe(messages.fileLinkRefused);
  });
});
