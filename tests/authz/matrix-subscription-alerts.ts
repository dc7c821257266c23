import { insertSubscription } from '../helpers/subscription-fixtures';
import { all, type Row, row } from './cells';

/**
 * The alert mails' unsubscribe link (docs/decisions/024): public, the token is the authority.
 * Each cell removes a fresh subscription of the approved student; the GET only leads to the page.
 */
export const SUBSCRIPTION_ALERT_ROWS: readonly Row[] = [
  row('POST', '/api/subscription/unsubscribe/', all(200), async (w) => {
    const created = await insertSubscription(w.db, { studentId: w.ids.studentApproved, query: {} });
    return {
      path: `/api/subscription/unsubscribe/?token=${created.unsubscribeToken}`,
      json: { 'List-Unsubscribe': 'One-Click' },
    };
  }),
  row('GET', '/api/subscription/unsubscribe/', all(303), () => ({
    path: '/api/subscription/unsubscribe/?token=unknown-token-of-sixteen',
  })),
];
