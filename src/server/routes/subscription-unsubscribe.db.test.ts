import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { useBoardSuite } from '../../../tests/helpers/board-suite';
import { insertSubscription } from '../../../tests/helpers/subscription-fixtures';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import { unsubscribeMessages } from '../../shared/unsubscribe-messages';
import { subscriptions } from '../db/schema';
import { ONE_CLICK_BODY } from './subscription-unsubscribe.routes';

describeOnDatabases('POST /api/subscription/unsubscribe/: the one-click link of alert mails', (target) => {
  const suite = useBoardSuite(target);
  let token = '';

  beforeEach(async () => {
    await suite.database.db.delete(subscriptions);
    token = (await insertSubscription(suite.database.db, { studentId: suite.board.student.id, query: {} }))
      .unsubscribeToken;
  });

  const remaining = async () => (await suite.database.db.select().from(subscriptions)).length;
  /** As a mail client sends it (RFC 8058): a form body, no cookie, no X-Requested-With. */
  const oneClick = (query: string, body = ONE_CLICK_BODY) =>
    suite.t.app.request(`/api/subscription/unsubscribe/${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });

  it('removes the subscription of the token, without a session or the API’s header', async () => {
    const response = await oneClick(`?token=${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { removed: true } });
    expect(await remaining()).toBe(0);
    // Again, or with a token nobody has: a clear answer, nothing changes.
    const again = await oneClick(`?token=${token}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: unsubscribeMessages.invalid });
  });

  it('an unknown, malformed or missing token changes nothing', async () => {
    for (const query of ['?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '?token=%27%3B--', '']) {
      const response = await oneClick(query);
      expect(response.status, query).toBe(404);
    }
    expect(await remaining()).toBe(1);
  });

  it('refuses a POST that is not the one-click body, and a GET only leads to the page', async () => {
    const wrong = await oneClick(`?token=${token}`, 'List-Unsubscribe=Yes');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ success: false, message: unsubscribeMessages.oneClickOnly });
    const opened = await suite.t.app.request(`/api/subscription/unsubscribe/?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe/#token=${token}`);
    expect(await remaining()).toBe(1);
  });

  it('takes the same request as JSON from the unsubscribe page', async () => {
    const response = await suite.t.api('POST', `/api/subscription/unsubscribe/?token=${token}`, {
      json: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(response.status).toBe(200);
    expect(
      await suite.database.db.select().from(subscriptions).where(eq(subscriptions.unsubscribeToken, token)),
    ).toEqual([]);
  });
});
