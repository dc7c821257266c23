import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Board, type Role, roleCookies, seedBoard } from '../../../tests/helpers/board-fixtures';
import { recordingNotifier, type SentNotification } from '../../../tests/helpers/outbox-delivery';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { CompanyAccount } from '../../shared/contract/company-account.contract';
import type { IdentityChangeReview } from '../../shared/contract/verification.contract';
import { verificationMessages } from '../../shared/verification-messages';
import type { DatabaseHandle } from '../db/client';
import { admins, companies, companyIdentityChanges, students, telegramUsers } from '../db/schema';
import type { MailMessage } from '../mail/mailer';

const approvedIdentity = { name: 'ООО «Ромашка»', inn: '7707083893', contactPerson: 'Ольга' };
const proposed = { name: 'Ромашка Групп', inn: '500100732259', contactPerson: 'Пётр' };

describeOnDatabases('re-verification: identity changes and review requests', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;
  let cookies: Record<Role, string>;
  const sent: SentNotification[] = [];
  const letters: MailMessage[] = [];
  const notifier = recordingNotifier(sent);
  /** The admin's and the owner company's linked Telegram chats. */
  const chats = { admin: 9100, owner: 9200 };

  beforeAll(async () => {
    database = await target.open();
    // Letters are captured, not delivered.
    t = createTestApp(
      database,
      undefined,
      { send: async (message) => void letters.push(message) },
      { notifier },
    );
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, t.clock.now());
    await database.db.update(companies).set(approvedIdentity).where(eq(companies.id, board.owner.id));
    await database.db.insert(telegramUsers).values([{ id: chats.admin }, { id: chats.owner }]);
    await database.db.update(admins).set({ telegramUserId: chats.admin });
    await database.db
      .update(companies)
      .set({ telegramUserId: chats.owner })
      .where(eq(companies.id, board.owner.id));
  });
  afterAll(async () => {
    await database.close();
  });

  const propose = (identity: typeof proposed) =>
    t.api('PUT', '/api/company/me/', { cookie: cookies.owner, json: { ...identity, phone: '+79120000001' } });
  const pendingList = async () =>
    (await t.api('GET', '/api/company/identity-changes/', { cookie: cookies.admin })).body.data as {
      items: IdentityChangeReview[];
    };
  const ownerRow = async () =>
    (await database.db.select().from(companies).where(eq(companies.id, board.owner.id)))[0];

  it('the admin sees the old and new identity, and a denial keeps the approved one with the reason', async () => {
    // Another company already gives the proposed INN: the admin is told.
    await database.db.update(companies).set({ inn: proposed.inn }).where(eq(companies.id, board.other.id));
    sent.length = 0;
    expect((await propose(proposed)).status).toBe(200);
    expect(sent).toEqual([
      {
        chatId: chats.admin,
        notification: expect.objectContaining({ type: 'registration-pending', again: 'identity' }),
      },
    ]);
    const { items } = await pendingList();
    expect(items).toEqual([
      expect.objectContaining({
        companyId: board.owner.id,
        email: 'hr@company.ru',
        current: approvedIdentity,
        proposed,
        innAlsoAt: ['Альфа'],
      }),
    ]);
    // The admin home counts it among what awaits a decision.
    const summary = await t.api('GET', '/api/board/summary/', { cookie: cookies.admin });
    expect((summary.body.data as { identityChanges: number }).identityChanges).toBe(1);

    letters.length = 0;
    const denied = await t.api('POST', '/api/company/identity-change/deny/', {
      cookie: cookies.admin,
      json: { id: board.owner.id, reason: 'ИНН принадлежит другой организации' },
    });
    expect(denied.status).toBe(200);
    expect(letters).toEqual([
      expect.objectContaining({
        to: 'hr@company.ru',
        subject: 'Новые данные компании не подтверждены',
        text: expect.stringContaining('Причина: ИНН принадлежит другой организации'),
      }),
    ]);
    expect(await ownerRow()).toMatchObject(approvedIdentity);
    const account = (await t.api('GET', '/api/company/me/', { cookie: cookies.owner })).body
      .data as CompanyAccount;
    expect(account.identityChange).toMatchObject({
      status: 'denied',
      proposed,
      reason: 'ИНН принадлежит другой организации',
    });
    expect((await pendingList()).items).toEqual([]);
    // A decided change cannot be decided again.
    const again = await t.api('POST', '/api/company/identity-change/approve/', {
      cookie: cookies.admin,
      json: { id: board.owner.id },
    });
    expect(again).toMatchObject({
      status: 404,
      body: { message: verificationMessages.identityChangeNotFound },
    });
    expect(await ownerRow()).toMatchObject(approvedIdentity);
  });

  it('does not decide a proposal newer than the one the admin saw', async () => {
    expect((await propose(proposed)).status).toBe(200);
    const seen = (await pendingList()).items[0]?.requestedAt;
    t.clock.advance(60_000);
    expect((await propose({ ...proposed, name: 'Ромашка Холдинг' })).status).toBe(200);
    const stale = await t.api('POST', '/api/company/identity-change/approve/', {
      cookie: cookies.admin,
      json: { id: board.owner.id, requestedAt: seen },
    });
    expect(stale).toMatchObject({ status: 409, body: { message: verificationMessages.identityChangeNewer } });
    expect(await ownerRow()).toMatchObject(approvedIdentity);
    // Back to the approved identity: the proposal is withdrawn.
    expect((await propose(approvedIdentity)).status).toBe(200);
    expect((await pendingList()).items).toEqual([]);
  });

  it('an approval makes the new identity public and tells the company', async () => {
    expect((await propose(proposed)).status).toBe(200);
    sent.length = 0;
    const approved = await t.api('POST', '/api/company/identity-change/approve/', {
      cookie: cookies.admin,
      json: { id: board.owner.id },
    });
    expect(approved.status).toBe(200);
    expect(await ownerRow()).toMatchObject({ ...proposed, status: 'approved' });
    const publicProfile = await t.api('GET', `/api/company/${board.owner.id}/`);
    expect(publicProfile.body.data).toMatchObject({ name: proposed.name });
    const left = await database.db.select().from(companyIdentityChanges);
    expect(left).toEqual([]);
    expect(sent).toEqual([
      {
        chatId: chats.owner,
        notification: { type: 'account-approved', kind: 'company', about: 'identity' },
      },
    ]);
  });

  it('a denied student asks for another review once; pending and approved accounts cannot', async () => {
    await database.db
      .update(students)
      .set({ status: 'denied', statusReason: 'Нет фото' })
      .where(eq(students.id, board.student.id));
    sent.length = 0;
    const asked = await t.api('POST', '/api/account/review-request/', { cookie: cookies.student });
    expect(asked).toMatchObject({ status: 200, body: { data: { status: 'pending' } } });
    const [row] = await database.db.select().from(students).where(eq(students.id, board.student.id));
    expect(row?.status).toBe('pending');
    expect(sent).toEqual([
      {
        chatId: chats.admin,
        notification: expect.objectContaining({
          kind: 'student',
          accountId: board.student.id,
          again: 'review',
        }),
      },
    ]);
    const twice = await t.api('POST', '/api/account/review-request/', { cookie: cookies.student });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: verificationMessages.reviewAlreadyPending },
    });
    const approved = await t.api('POST', '/api/account/review-request/', { cookie: cookies.owner });
    expect(approved).toMatchObject({ status: 409, body: { message: verificationMessages.reviewNotNeeded } });
    expect(sent).toHaveLength(1);
    await database.db.update(students).set({ status: 'approved' }).where(eq(students.id, board.student.id));
  });

  it('a denied company asks for another review and its status returns to pending', async () => {
    await database.db.update(companies).set({ status: 'denied' }).where(eq(companies.id, board.other.id));
    const asked = await t.api('POST', '/api/account/review-request/', { cookie: cookies.other });
    expect(asked.status).toBe(200);
    const [row] = await database.db.select().from(companies).where(eq(companies.id, board.other.id));
    expect(row?.status).toBe('pending');
  });
});
