import { eq } from 'drizzle-orm';
import { vacancies } from '../../src/server/db/schema';
import { invalidatePublicLists } from '../helpers/board-fixtures';
import { adminOnly, all, type Expect, type Row, row } from './cells';
import type { World } from './world';

/** A published vacancy of A that an admin hid (docs/decisions/052), straight into the table. */
async function hiddenVacancy(w: World): Promise<number> {
  const id = await w.make.vacancy(w.ids.companyOwner);
  await w.db
    .update(vacancies)
    .set({ hiddenAt: w.t.clock.now(), hiddenBy: w.ids.admin })
    .where(eq(vacancies.id, id));
  await invalidatePublicLists(w.db);
  return id;
}

/** One hidden vacancy per world for the reading rows, made by the first cell that asks. */
const seeded = new WeakMap<World, number>();
async function seededHidden(w: World): Promise<number> {
  const known = seeded.get(w);
  if (known !== undefined) return known;
  const id = await hiddenVacancy(w);
  seeded.set(w, id);
  return id;
}

/** 200 with a list that never holds the hidden vacancy. */
const withoutHidden: Expect = {
  status: 200,
  check(data, world) {
    const got = (data as { items?: { id: number }[] } | null)?.items?.map((item) => item.id);
    const hidden = seeded.get(world);
    if (!got || hidden === undefined) return 'the answer has no list';
    return got.includes(hidden) ? `shown a hidden vacancy: id ${hidden}` : null;
  },
};

/**
 * The career centre's moderation of vacancies (issue 24, item 19): only admins hide, show again
 * and return; a company cannot undo a hide of its own vacancy; students and guests never see a
 * hidden one, in the list or by its id. What each move does is held by
 * src/server/routes/vacancy-moderation.db.test.ts.
 */
export const MODERATION_ROWS: readonly Row[] = [
  row(
    'GET',
    '/api/vacancy/getItems',
    all(withoutHidden),
    async (w) => {
      await seededHidden(w);
      return { path: '/api/vacancy/getItems?limit=50' };
    },
    'a hidden vacancy of A, public scope',
  ),
  row(
    'GET',
    '/api/vacancy/:id{[0-9]+}/',
    [404, 404, 404, 404, 404, 200, 404, 200],
    async (w) => ({ path: `/api/vacancy/${await seededHidden(w)}/` }),
    'hidden by an admin, of A',
  ),
  row('POST', '/api/vacancy/moderation/hide/', adminOnly(200), async (w) => ({
    path: '/api/vacancy/moderation/hide/',
    json: { id: await w.make.vacancy(w.ids.companyOwner) },
  })),
  row('POST', '/api/vacancy/moderation/show/', adminOnly(200), async (w) => ({
    path: '/api/vacancy/moderation/show/',
    json: { id: await hiddenVacancy(w) },
  })),
  row('POST', '/api/vacancy/moderation/return/', adminOnly(200), async (w) => ({
    path: '/api/vacancy/moderation/return/',
    json: { id: await w.make.vacancy(w.ids.companyOwner), reason: 'Укажите обязанности и зарплату.' },
  })),
];
