import { eq } from 'drizzle-orm';
import { students } from '../../src/server/db/schema';
import { at, type Expect, type Row, row, sees } from './cells';
import { LINKED_TELEGRAM_ID, unique } from './world';

const mine = (own: 'subscriptionOfApproved' | 'subscriptionOfPending'): Expect =>
  sees(
    200,
    (ids) => [ids[own]],
    (ids) => [own === 'subscriptionOfApproved' ? ids.subscriptionOfPending : ids.subscriptionOfApproved],
  );
const neither = sees(
  200,
  () => [],
  (ids) => [ids.subscriptionOfApproved, ids.subscriptionOfPending],
);

//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const SUBSCRIPTION_ROWS: Row[] = [
  // Saved searches (issue 13, docs/decisions/023): students only; a denied one may not save.
  row('POST', '/api/subscription/', [401, 201, 201, 403, 403, 403, 403, 403], () => ({
    path: '/api/subscription/',
    json: { query: { text: unique('python ') }, channel: 'email', frequency: 'daily' },
  })),
  // Each student reads only their own.
  row(
    'GET',
    '/api/subscription/getItems',
    [401, mine('subscriptionOfPending'), mine('subscriptionOfApproved'), neither, 403, 403, 403, 403],
    at('/api/subscription/getItems'),
  ),
  // Another student's id is «not found»; the seeded one of the approved student is only paused.
  row('POST', '/api/subscription/update/', [401, 404, 200, 404, 403, 403, 403, 403], (w) => ({
    path: '/api/subscription/update/',
    json: { id: w.ids.subscriptionOfApproved, paused: true },
  })),
  row('POST', '/api/subscription/destroy/', [401, 404, 200, 404, 403, 403, 403, 403], async (w) => ({
    path: '/api/subscription/destroy/',
    json: { id: await w.make.subscription() },
  })),
  // requestWriteAccess's answer (docs/decisions/023): any account, for its own linked Telegram.
  row('POST', '/api/telegram/write-access/', [401, 409, 200, 409, 409, 409, 409, 409], async (w) => {
    await w.db
      .update(students)
      .set({ telegramUserId: LINKED_TELEGRAM_ID })
      .where(eq(students.id, w.ids.studentApproved));
    return { path: '/api/telegram/write-access/', json: { allowed: true } };
  }),
];
