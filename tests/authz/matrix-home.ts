import { at, type Expect, type Row, row, studentsOnly } from './cells';
import type { Ids } from './world';

/** The home's application ids (a student's answers, a company's new applications). */
function homeApplicationIds(data: unknown): number[] | null {
  const home = data as {
    kind?: string;
    replies?: { items?: { applicationId: number }[] };
    newApplications?: { items?: { applicationId: number }[] };
  } | null;
  const items = home?.kind === 'student' ? home.replies?.items : home?.newApplications?.items;
  return Array.isArray(items) ? items.map((item) => item.applicationId) : null;
}

/** 200, and the home never names an application of `hides`. */
const homeWithout = (hides: (ids: Ids) => number[]): Expect => ({
  status: 200,
  check(data, world) {
    const got = homeApplicationIds(data);
    if (!got) return 'the answer is not a home';
    const leaked = hides(world.ids).filter((id) => got.includes(id));
    return leaked.length > 0 ? `shown what it must not see: ids ${leaked.join(', ')}` : null;
  },
});

const neither = homeWithout((ids) => [ids.applicationToA, ids.applicationToB]);

//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const HOME_ROWS: Row[] = [
  // `/` of a student or a company (docs/decisions/025): each reads its own; admins keep the board's home.
  row(
    'GET',
    '/api/home/',
    [
      401,
      neither,
      // The approved student applied to both: either may show, nobody else's can.
      homeWithout(() => []),
      neither,
      403,
      homeWithout((ids) => [ids.applicationToB]),
      homeWithout((ids) => [ids.applicationToA]),
      403,
    ],
    at('/api/home/'),
  ),
  row('POST', '/api/home/seen/', studentsOnly(200), () => ({ path: '/api/home/seen/', json: {} })),
];
