import { all, at, type Row, row } from './cells';

/**
 * The share images outside /api (routes/share-image.routes.ts, docs/decisions/067-share-images.md):
 * the same for every caller, signed in or not, since a link preview has no session; only what a
 * guest may see is drawn, so even its own company gets a 404 for a draft.
 */
export const SHARE_IMAGE_ROWS: readonly Row[] = [
  row(
    'GET',
    '/og/vacancy/:file',
    all(200),
    (w) => ({ path: `/og/vacancy/${w.ids.vacPublishedA}.png` }),
    'published',
  ),
  row(
    'GET',
    '/og/vacancy/:file',
    all(404),
    (w) => ({ path: `/og/vacancy/${w.ids.vacDraftA}.png` }),
    'a draft',
  ),
  row(
    'GET',
    '/og/vacancy/:file',
    all(404),
    (w) => ({ path: `/og/vacancy/${w.ids.vacOfPending}.png` }),
    'of a pending company',
  ),
  row(
    'GET',
    '/og/company/:file',
    all(200),
    (w) => ({ path: `/og/company/${w.ids.companyOwner}.png` }),
    'approved',
  ),
  row(
    'GET',
    '/og/company/:file',
    all(404),
    (w) => ({ path: `/og/company/${w.ids.companyPending}.png` }),
    'pending',
  ),
  row('GET', '/og/board.png', all(200), at('/og/board.png')),
];
