import { adminOnly, all, at, contacts, type Expect, type Row, row, sees } from './cells';
import type { Ids } from './world';

const seededFeedback = (ids: Ids) => [ids.feedbackOfStudent, ids.feedbackOfOwner, ids.feedbackOfGuest];
/** A non-admin sees only its own feedback (decision 011). */
const feedbackOf = (mine: (ids: Ids) => number[]): Expect =>
  sees(200, mine, (ids) => seededFeedback(ids).filter((id) => !mine(ids).includes(id)));
const noFeedback = feedbackOf(() => []);

/** Favourites are always the caller's own: the seeded ones belong to the approved student and A. */
const favouriteVacancies = (mine: boolean) =>
  mine
    ? sees(200, (ids) => [ids.vacPublishedB])
    : sees(
        200,
        () => [],
        (ids) => [ids.vacPublishedB],
      );
const favouriteStudents = (mine: boolean) =>
  mine
    ? sees(200, (ids) => [ids.studentApproved])
    : sees(
        200,
        () => [],
        (ids) => [ids.studentApproved],
      );

//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const PEOPLE_ROWS: Row[] = [
  // The students catalogue (student.routes.ts; decision 009).
  row(
    'GET',
    '/api/student/getItems',
    [
      401,
      403,
      403,
      403,
      403,
      sees(
        200,
        (ids) => [ids.studentApproved],
        (ids) => [ids.studentPending, ids.studentDenied],
      ),
      sees(
        200,
        (ids) => [ids.studentApproved],
        (ids) => [ids.studentPending, ids.studentDenied],
      ),
      sees(200, (ids) => [ids.studentApproved, ids.studentPending, ids.studentDenied]),
    ],
    at('/api/student/getItems?limit=50&status=pending,approved,denied'),
  ),
  // One student by id (the admin's «Открыть анкету»): never more than the caller sees anyway.
  row(
    'GET',
    '/api/student/getItems',
    [
      401,
      403,
      403,
      403,
      403,
      sees(
        200,
        () => [],
        (ids) => [ids.studentPending],
      ),
      sees(
        200,
        () => [],
        (ids) => [ids.studentPending],
      ),
      sees(200, (ids) => [ids.studentPending]),
    ],
    (w) => ({ path: `/api/student/getItems?status=pending&id=${w.ids.studentPending}` }),
    'id=pending student',
  ),
  row(
    'GET',
    '/api/student/:id{[0-9]+}/',
    [401, 403, 403, 403, 403, contacts(200, true), contacts(200, true), contacts(200, true)],
    (w) => ({ path: `/api/student/${w.ids.studentApproved}/` }),
    'approved student',
  ),
  // Contacts only where earned (decision 009): the approved student applied to A and B; a fresh
  // one applied to neither, so companies see the card without contacts.
  row(
    'GET',
    '/api/student/:id{[0-9]+}/',
    [401, 403, 403, 403, 403, contacts(200, false), contacts(200, false), contacts(200, true)],
    async (w) => ({ path: `/api/student/${await w.make.student('approved')}/` }),
    'approved student who applied to neither',
  ),
  row(
    'GET',
    '/api/student/:id{[0-9]+}/',
    [401, 403, 403, 403, 403, 404, 404, 200],
    (w) => ({ path: `/api/student/${w.ids.studentPending}/` }),
    'pending student',
  ),
  row('POST', '/api/student/openContacts/', adminOnly(200), async (w) => ({
    path: '/api/student/openContacts/',
    json: { id: await w.make.student('approved'), open: true },
  })),
  row('POST', '/api/student/approve/', adminOnly(200), async (w) => ({
    path: '/api/student/approve/',
    json: { id: await w.make.student('pending') },
  })),
  row('POST', '/api/student/deny/', adminOnly(200), async (w) => ({
    path: '/api/student/deny/',
    json: { id: await w.make.student('pending'), reason: 'Фото не по правилам' },
  })),

  // Favourites (favourite.routes.ts; decisions 006 and 051): students of any status keep vacancies,
  // approved companies students.
  row(
    'POST',
    '/api/favourite/switch',
    [401, 200, 200, 200, 403, 403, 403, 403],
    (w) => ({
      path: '/api/favourite/switch',
      json: { targetKind: 'vacancy', targetId: w.ids.vacPublishedA },
    }),
    'a vacancy',
  ),
  row(
    'POST',
    '/api/favourite/switch',
    [401, 403, 403, 403, 403, 200, 200, 403],
    (w) => ({
      path: '/api/favourite/switch',
      json: { targetKind: 'student', targetId: w.ids.studentApproved },
    }),
    'a student',
  ),
  row(
    'GET',
    '/api/favourite/getItems',
    [401, favouriteVacancies(false), favouriteVacancies(true), favouriteVacancies(false), 403, 403, 403, 403],
    at('/api/favourite/getItems?targetKind=vacancy'),
    'vacancies',
  ),
  row(
    'GET',
    '/api/favourite/getItems',
    [401, 403, 403, 403, favouriteStudents(false), favouriteStudents(true), favouriteStudents(false), 403],
    at('/api/favourite/getItems?targetKind=student'),
    'students',
  ),
  row(
    'GET',
    '/api/favourite/ids',
    [401, favouriteVacancies(false), favouriteVacancies(true), favouriteVacancies(false), 403, 403, 403, 403],
    at('/api/favourite/ids?targetKind=vacancy'),
  ),

  // Feedback (feedback.routes.ts; decision 011).
  row('POST', '/api/feedback/send', all(201), () => ({
    path: '/api/feedback/send',
    json: { text: 'Спасибо за сайт!', email: 'guest@example.ru' },
  })),
  row(
    'GET',
    '/api/feedback/getItems',
    [
      401,
      noFeedback,
      feedbackOf((ids) => [ids.feedbackOfStudent]),
      noFeedback,
      noFeedback,
      feedbackOf((ids) => [ids.feedbackOfOwner]),
      noFeedback,
      sees(200, seededFeedback),
    ],
    at('/api/feedback/getItems?limit=50&sort=oldest'),
  ),
  row('POST', '/api/feedback/changeStatus', adminOnly(200), async (w) => ({
    path: '/api/feedback/changeStatus',
    json: { ids: [await w.make.feedback()], status: 'in_progress' },
  })),
];
