import { type Expect, type Row, row, sees } from './cells';
import type { Ids } from './world';

const both = (ids: Ids) => [ids.interviewOfA, ids.interviewOfB];
const none: Expect = sees(200, () => [], both);
const ofA = sees(
  200,
  (ids) => [ids.interviewOfA],
  (ids) => [ids.interviewOfB],
);
const ofB = sees(
  200,
  (ids) => [ids.interviewOfB],
  (ids) => [ids.interviewOfA],
);
const slot = (w: { t: { clock: { now: () => Date } } }, days: number) => ({
  startsAt: new Date(w.t.clock.now().getTime() + days * 86_400_000).toISOString(),
  durationMin: 45,
});

// Interviews (issue 25, docs/decisions/057): only the interview's student and company read or
// change it; anyone else's id is «not found». Admins have none of their own.
//                                   guest sPend sOk sDen cPend cOwn cOther admin
export const INTERVIEW_ROWS: Row[] = [
  row('POST', '/api/interview/', [401, 403, 403, 403, 403, 201, 404, 403], async (w) => ({
    path: '/api/interview/',
    json: {
      applicationId: await w.make.application(),
      format: 'office',
      place: 'Москва, ул. Тверская, д. 1',
      slots: [slot(w, 3)],
    },
  })),
  row('GET', '/api/interview/getItems', [401, none, sees(200, both), none, 403, ofA, ofB, 403], () => ({
    path: '/api/interview/getItems?limit=50',
  })),
  row('POST', '/api/interview/book/', [401, 403, 200, 403, 403, 403, 403, 403], async (w) => {
    const interview = await w.make.interview();
    return { path: '/api/interview/book/', json: { id: interview.id, slotId: interview.slotId } };
  }),
  row(
    'POST',
    '/api/interview/reschedule/',
    [401, 403, 400, 403, 403, 200, 404, 403],
    async (w) => ({
      path: '/api/interview/reschedule/',
      json: { id: (await w.make.interview()).id, slots: [slot(w, 4)], message: 'Перенесём' },
    }),
    'new times (the company)',
  ),
  row(
    'POST',
    '/api/interview/reschedule/',
    [401, 403, 200, 403, 403, 400, 400, 403],
    async (w) => ({
      path: '/api/interview/reschedule/',
      json: { id: (await w.make.interview()).id, message: 'Можно в другой день?' },
    }),
    'another time asked (the student)',
  ),
  row('POST', '/api/interview/cancel/', [401, 403, 200, 403, 403, 200, 404, 403], async (w) => ({
    path: '/api/interview/cancel/',
    json: { id: (await w.make.interview()).id, message: 'Не получится' },
  })),
  row('GET', '/api/interview/:id{[0-9]+}/ics', [401, 404, 200, 404, 404, 200, 404, 403], (w) => ({
    path: `/api/interview/${w.ids.interviewOfA}/ics`,
  })),
  row(
    'GET',
    '/api/interview/:id{[0-9]+}/ics',
    [401, 404, 200, 404, 404, 404, 200, 403],
    (w) => ({ path: `/api/interview/${w.ids.interviewOfB}/ics` }),
    'the interview with B',
  ),
  row('POST', '/api/interview/link/', [401, 404, 200, 404, 404, 200, 404, 403], (w) => ({
    path: '/api/interview/link/',
    json: { id: w.ids.interviewOfA },
  })),
];
