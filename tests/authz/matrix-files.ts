import { FILE_TOKEN_PATTERN } from '../../src/shared/contract/file.contract';
import { all, type Row, row } from './cells';
import type { Ids, World } from './world';

const READ = `/files/:token{${FILE_TOKEN_PATTERN}}/`;
/** A GET of one of the world's files by its token URL. */
const readOf = (pick: (ids: Ids) => number) => async (w: World) => ({ path: await w.fileUrl(pick(w.ids)) });
/** The signed address of one of the world's files. */
const linkOf = (pick: (ids: Ids) => number) => async (w: World) => ({
  path: '/api/files/link/',
  json: { url: await w.fileUrl(pick(w.ids)) },
});

//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const FILE_ROWS: Row[] = [
  // Uploads (files.routes.ts): kinds by role; destroy by the owner or an admin (others: the 404 of a missing id).
  row(
    'POST',
    '/api/files/',
    [401, 201, 201, 201, 403, 403, 403, 201],
    () => ({ path: '/api/files/', upload: 'photo' }),
    'photo',
  ),
  row(
    'POST',
    '/api/files/',
    [401, 403, 403, 403, 201, 201, 201, 201],
    () => ({ path: '/api/files/', upload: 'logo' }),
    'logo',
  ),
  row(
    'POST',
    '/api/files/destroy/',
    [401, 404, 200, 404, 404, 404, 404, 200],
    async (w) => ({
      path: '/api/files/destroy/',
      json: { id: await w.make.file({ kind: 'student', id: w.ids.studentApproved }, 'photo') },
    }),
    "the approved student's file",
  ),
  row(
    'POST',
    '/api/files/destroy/',
    [401, 404, 404, 404, 404, 200, 404, 200],
    async (w) => ({
      path: '/api/files/destroy/',
      json: { id: await w.make.file({ kind: 'company', id: w.ids.companyOwner }, 'logo') },
    }),
    "A's file",
  ),
  // A signed address for Telegram's download (create-file-link.ts): for exactly those who may read
  // the file by GET below; anyone else gets the 404 of a missing file.
  row(
    'POST',
    '/api/files/link/',
    [401, 404, 200, 404, 404, 200, 200, 200],
    linkOf((ids) => ids.resumeOfStudent),
    "the approved student's current résumé",
  ),
  row(
    'POST',
    '/api/files/link/',
    [401, 200, 404, 404, 404, 404, 404, 200],
    linkOf((ids) => ids.resumeOfPending),
    "the pending student's résumé",
  ),

  // Reads of uploads, outside /api, by token (decision 014): a file is readable by those who may
  // see what it belongs to; anyone else gets the 404 of a missing file.
  row(
    'GET',
    READ,
    [404, 404, 200, 404, 404, 200, 200, 200],
    readOf((ids) => ids.photoOfStudent),
    "the approved student's photo",
  ),
  row(
    'GET',
    READ,
    [404, 200, 404, 404, 404, 404, 404, 200],
    readOf((ids) => ids.photoOfPending),
    "the pending student's photo",
  ),
  row(
    'GET',
    READ,
    [404, 404, 404, 200, 404, 404, 404, 200],
    readOf((ids) => ids.photoOfDenied),
    "the denied student's photo",
  ),
  row(
    'GET',
    READ,
    [404, 404, 200, 404, 404, 200, 200, 200],
    readOf((ids) => ids.resumeOfStudent),
    "the approved student's current résumé",
  ),
  row(
    'GET',
    READ,
    [404, 404, 200, 404, 404, 404, 404, 200],
    readOf((ids) => ids.oldResumeOfStudent),
    "the approved student's older résumé",
  ),
  row(
    'GET',
    READ,
    [404, 200, 404, 404, 404, 404, 404, 200],
    readOf((ids) => ids.resumeOfPending),
    "the pending student's résumé",
  ),
  row(
    'GET',
    READ,
    all(200),
    readOf((ids) => ids.logoOfOwner),
    "approved A's logo",
  ),
  row(
    'GET',
    READ,
    [404, 404, 404, 404, 404, 200, 404, 200],
    readOf((ids) => ids.unshownLogoOfOwner),
    "A's uploaded logo it does not show yet",
  ),
  row(
    'GET',
    READ,
    [404, 404, 404, 404, 200, 404, 404, 200],
    readOf((ids) => ids.bannerOfPending),
    "the pending company's banner",
  ),
];
