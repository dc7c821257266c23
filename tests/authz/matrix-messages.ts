import { eq } from 'drizzle-orm';
import { applicationMessages, applications } from '../../src/server/db/schema';
import { FILE_TOKEN_PATTERN } from '../../src/shared/contract/file.contract';
import { adminOnly, at, type Check, companiesOnly, type Expect, type Row, row } from './cells';
import type { Ids, World } from './world';

/**
 * Message threads (docs/decisions/058-message-threads.md): the student of the application and
 * the company applied to read and write; an admin reads a thread once a message of it was
 * reported; everyone else gets «not found» (a pending company its status refusal, as for the
 * applications themselves).
 */

/** A message straight into a thread (the application's student and company copied, as send does). */
async function message(
  w: World,
  applicationId: number,
  author: 'student' | 'company',
  extra: { reportedAt?: Date; fileId?: number } = {},
) {
  const [application] = await w.db.select().from(applications).where(eq(applications.id, applicationId));
  if (!application) throw new Error('no application');
  const [row] = await w.db
    .insert(applicationMessages)
    .values({
      applicationId,
      studentId: application.studentId,
      companyId: application.companyId,
      author,
      authorId: author === 'student' ? application.studentId : application.companyId,
      text: 'Сообщение',
      ...extra,
    })
    .returning({ id: applicationMessages.id });
  if (!row) throw new Error('seed failed');
  return row.id;
}

/** `/api/message/unread` lists exactly the threads `shows` picks among the world's two. */
function unreadOf(shows: (ids: Ids) => readonly number[]): Expect {
  const check: Check = (data, world) => {
    const got = ((data as { byApplication?: { applicationId: number }[] }).byApplication ?? []).map(
      (item) => item.applicationId,
    );
    const mine = shows(world.ids);
    const leaked = [world.ids.applicationToA, world.ids.applicationToB].filter(
      (id) => got.includes(id) && !mine.includes(id),
    );
    if (leaked.length > 0) return `counts another's thread: ${leaked.join(', ')}`;
    const missing = mine.filter((id) => !got.includes(id));
    return missing.length > 0 ? `misses its own unread thread: ${missing.join(', ')}` : null;
  };
  return { status: 200, check };
}

const READ = `/files/:token{${FILE_TOKEN_PATTERN}}/`;

//                                  guest sPend sOk sDen cPend cOwn cOther admin
export const MESSAGE_ROWS: Row[] = [
  row(
    'GET',
    '/api/message/getItems',
    [401, 404, 200, 404, 403, 200, 404, 404],
    (w) => ({ path: `/api/message/getItems?applicationId=${w.ids.applicationToA}` }),
    'a thread nobody reported',
  ),
  row(
    'GET',
    '/api/message/getItems',
    [401, 404, 200, 404, 403, 200, 404, 200],
    async (w) => {
      const applicationId = await w.make.application();
      await message(w, applicationId, 'company', { reportedAt: new Date() });
      return { path: `/api/message/getItems?applicationId=${applicationId}` };
    },
    'a reported thread',
  ),
  // Writes take a fresh application each, so no cell meets another's hourly count.
  row('POST', '/api/message/send', [401, 404, 201, 404, 403, 201, 404, 403], async (w) => ({
    path: '/api/message/send',
    json: { applicationId: await w.make.application(), text: 'Здравствуйте!' },
  })),
  row(
    'GET',
    '/api/message/unread',
    [
      401,
      unreadOf(() => []),
      unreadOf((ids) => [ids.applicationToA]),
      unreadOf(() => []),
      unreadOf(() => []),
      unreadOf(() => []),
      unreadOf((ids) => [ids.applicationToB]),
      403,
    ],
    async (w) => {
      // Unread for the student in A's thread, for company B in B's thread.
      await message(w, w.ids.applicationToA, 'company');
      await message(w, w.ids.applicationToB, 'student');
      return { path: '/api/message/unread' };
    },
  ),
  // The receiving side reports; the author's own message is a 409 in its own thread.
  row('POST', '/api/message/report', [401, 404, 200, 404, 403, 409, 404, 403], async (w) => ({
    path: '/api/message/report',
    json: { id: await message(w, await w.make.application(), 'company'), reason: 'Спам' },
  })),
  row('GET', '/api/message/reported', adminOnly(200), at('/api/message/reported')),
  row('POST', '/api/message/block', adminOnly(200), async (w) => ({
    path: '/api/message/block',
    json: { companyId: await w.make.company('approved'), blocked: true },
  })),
  row('GET', '/api/message/templates', companiesOnly(200), at('/api/message/templates')),
  row('POST', '/api/message/templates', companiesOnly(200), () => ({
    path: '/api/message/templates',
    json: { items: [{ title: 'Приглашение', text: 'Приходите в среду.' }] },
  })),
  // An attachment of A's thread: its two sides and admins (domain/messages/attachment-access.ts).
  row(
    'GET',
    READ,
    [404, 404, 200, 404, 404, 200, 404, 200],
    async (w) => {
      const fileId = await w.make.file({ kind: 'company', id: w.ids.companyOwner }, 'attachment');
      await message(w, await w.make.application(), 'company', { fileId });
      return { path: await w.fileUrl(fileId) };
    },
    "an attachment of A's thread",
  ),
];
