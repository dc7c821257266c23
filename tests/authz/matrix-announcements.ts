import { announcements } from '../../src/server/db/schema';
import { adminOnly, at, type Expect, type Row, row, signedIn } from './cells';
import type { World } from './world';

/** A notice straight into the table, posted by the seeded admin; `removed` marks it taken down. */
async function notice(w: World, removed = false): Promise<number> {
  const now = w.t.clock.now();
  const [created] = await w.db
    .insert(announcements)
    .values({
      text: 'Ярмарка вакансий',
      createdBy: w.ids.admin,
      createdAt: now,
      removedAt: removed ? now : null,
    })
    .returning({ id: announcements.id });
  return created?.id ?? 0;
}

/** One shown and one removed notice per world, made by the first cell that asks (cells run in turn). */
const seeded = new WeakMap<World, { shown: number; removed: number }>();

/** 200 with the shown notice on the banner and never the removed one. */
const banner: Expect = {
  status: 200,
  check(data, world) {
    const got = (data as { items?: { id: number }[] } | null)?.items?.map((item) => item.id);
    const made = seeded.get(world);
    if (!got || !made) return 'the answer has no list';
    if (got.includes(made.removed)) return `shown a removed notice: id ${made.removed}`;
    return got.includes(made.shown) ? null : `not shown the current notice: id ${made.shown}`;
  },
};

/**
 * The career centre's notices: every account reads the banner (`/` of students and companies),
 * admins list, post and remove them. The banner's content is held by announcement.db.test.ts.
 */
export const ANNOUNCEMENT_ROWS: readonly Row[] = [
  row('GET', '/api/announcement/current', signedIn(banner), async (w) => {
    if (!seeded.has(w)) seeded.set(w, { shown: await notice(w), removed: await notice(w, true) });
    return { path: '/api/announcement/current' };
  }),
  row('GET', '/api/announcement/', adminOnly(200), at('/api/announcement/')),
  row('POST', '/api/announcement/', adminOnly(201), () => ({
    path: '/api/announcement/',
    json: { text: 'День карьеры в главном корпусе', link: 'https://career.example.ru/', endsOn: '' },
  })),
  row('DELETE', '/api/announcement/:id{[0-9]+}/', adminOnly(200), async (w) => ({
    path: `/api/announcement/${await notice(w)}/`,
  })),
  row(
    'DELETE',
    '/api/announcement/:id{[0-9]+}/',
    adminOnly(404),
    () => ({ path: '/api/announcement/999999/' }),
    'an unknown id',
  ),
];
