import { eq } from 'drizzle-orm';
import { applications, vacancies } from '../../src/server/db/schema';
import { adminOnly, at, type Expect, type Row, row, sees } from './cells';
import type { Ids } from './world';

const both = (ids: Ids) => [ids.applicationToA, ids.applicationToB];
const none: Expect = sees(200, () => [], both);
/** Company A reads the approved student's application to A, never the one to B; B the reverse. */
const ofA = sees(
  200,
  (ids) => [ids.applicationToA],
  (ids) => [ids.applicationToB],
);
const ofB = sees(
  200,
  (ids) => [ids.applicationToB],
  (ids) => [ids.applicationToA],
);

//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const APPLICATION_ROWS: Row[] = [
  // Applications (issue 12, docs/decisions/020): only an approved student applies, to a visible vacancy.
  row('POST', '/api/application/', [401, 403, 201, 403, 403, 403, 403, 403], async (w) => ({
    path: '/api/application/',
    json: { vacancyId: await w.make.vacancy(w.ids.companyOwner), letter: 'Здравствуйте!' },
  })),
  row(
    'POST',
    '/api/application/',
    [401, 403, 404, 403, 403, 403, 403, 403],
    (w) => ({ path: '/api/application/', json: { vacancyId: w.ids.vacDraftA } }),
    'a draft',
  ),
  // Each reads its own scope; a pending company is refused by its status.
  row(
    'GET',
    '/api/application/getItems',
    [401, none, sees(200, both), none, 403, ofA, ofB, sees(200, both)],
    at('/api/application/getItems?limit=50'),
  ),
  row(
    'GET',
    '/api/application/getItems',
    [401, none, sees(200, (ids) => [ids.applicationToA]), none, 403, ofA, none, ofA],
    (w) => ({ path: `/api/application/getItems?id=${w.ids.applicationToA}` }),
    'id=application to A',
  ),
  row(
    'GET',
    '/api/application/summary',
    [401, 403, 403, 403, 403, 200, 200, 200],
    at('/api/application/summary'),
  ),
  // A click on a vacancy's outside link (docs/decisions/020, «Applying elsewhere»): any student.
  row('POST', '/api/application/external/', [401, 200, 200, 200, 403, 403, 403, 403], async (w) => {
    const vacancyId = await w.make.vacancy(w.ids.companyOwner);
    await w.db
      .update(vacancies)
      .set({ applyElsewhere: 'https://example.ru/jobs' })
      .where(eq(vacancies.id, vacancyId));
    return { path: '/api/application/external/', json: { vacancyId } };
  }),
  row(
    'POST',
    '/api/application/external/',
    [401, 404, 404, 404, 403, 403, 403, 403],
    (w) => ({ path: '/api/application/external/', json: { vacancyId: w.ids.vacPublishedA } }),
    'a vacancy without a link',
  ),
  // Writes take a fresh application of the approved student to a fresh vacancy of A.
  row('POST', '/api/application/changeStatus', [401, 403, 403, 403, 403, 200, 404, 200], async (w) => ({
    path: '/api/application/changeStatus',
    json: { ids: [await w.make.application()], status: 'offer' },
  })),
  row('POST', '/api/application/withdraw/', [401, 404, 200, 404, 403, 403, 403, 403], async (w) => ({
    path: '/api/application/withdraw/',
    json: { id: await w.make.application() },
  })),
  // The student's answer (docs/decisions/059): only the student of the application; an offer here.
  row('POST', '/api/application/answer/', [401, 404, 200, 404, 403, 403, 403, 403], async (w) => {
    const id = await w.make.application();
    await w.db.update(applications).set({ status: 'offer' }).where(eq(applications.id, id));
    return { path: '/api/application/answer/', json: { id, answer: 'accept' } };
  }),
  row('POST', '/api/application/view/', [401, 404, 200, 404, 403, 200, 404, 200], async (w) => ({
    path: '/api/application/view/',
    json: { id: await w.make.application() },
  })),
  row('POST', '/api/application/note/', [401, 403, 403, 403, 403, 200, 404, 403], async (w) => ({
    path: '/api/application/note/',
    json: { id: await w.make.application(), note: 'Позвонить' },
  })),
  // The career centre's outcome figures and their CSV (docs/decisions/021): admins only.
  row('GET', '/api/application/figures', adminOnly(200), at('/api/application/figures?from=2026-01-01')),
  row('GET', '/api/application/figures/:file', adminOnly(200), at('/api/application/figures/faculties.csv')),
  // A signed address for Telegram's downloadFile (routes/application-figures.routes.ts checks it outside /api).
  row('POST', '/api/application/figures/link/', adminOnly(200), () => ({
    path: '/api/application/figures/link/',
    json: { table: 'vacancies' },
  })),
];
