import { asc, eq, inArray } from 'drizzle-orm';
import type { IdentityChangeReview } from '../../../shared/contract/verification.contract';
import { quoted } from '../../../shared/format';
import { verificationMessages } from '../../../shared/verification-messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import { companies, companyIdentityChanges } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, success } from '../result';
import { identityOf } from './identity-change';

/** GET /api/company/identity-changes/ (admins): pending proposals, oldest first, old beside new. */
export async function listIdentityChanges(deps: DomainDeps): Promise<{ items: IdentityChangeReview[] }> {
  const rows = await deps.db
    .select({ change: companyIdentityChanges, company: companies })
    .from(companyIdentityChanges)
    .innerJoin(companies, eq(companies.id, companyIdentityChanges.companyId))
    .where(eq(companyIdentityChanges.status, 'pending'))
    .orderBy(asc(companyIdentityChanges.requestedAt), asc(companyIdentityChanges.companyId));
  const inns = [...new Set(rows.map(({ change }) => change.inn))];
  const holders =
    inns.length > 0
      ? await deps.db
          .select({ id: companies.id, name: companies.name, inn: companies.inn })
          .from(companies)
          .where(inArray(companies.inn, inns))
      : [];
  return {
    items: rows.map(({ change, company }) => ({
      companyId: company.id,
      email: company.email,
      companyStatus: company.status,
      current: identityOf(company),
      proposed: identityOf(change),
      requestedAt: change.requestedAt.toISOString(),
      innAlsoAt: holders
        .filter((holder) => holder.inn === change.inn && holder.id !== company.id)
        .map((holder) => holder.name),
    })),
  };
}

/** `requestedAt`: the proposal the admin saw; a newer one from the company is not decided blind. */
type IdentityDecision = ({ decision: 'approved' } | { decision: 'denied'; reason: string }) & {
  requestedAt?: string | undefined;
};

/**
 * POST /api/company/identity-change/approve/ and /deny/ (admins). Approval copies the proposal
 * onto the company (lists and vacancies show the name: both caches are bumped); denial keeps the
 * approved identity and tells the company why. Only a pending proposal can be decided.
 */
export async function decideIdentityChange(
  deps: DomainDeps,
  companyId: number,
  input: IdentityDecision,
): Promise<DomainResult<{ companyId: number; decision: 'approved' | 'denied' }>> {
  const decided = await deps.db.transaction(async (tx) => {
    // The company row first, as the company's own save locks it: one lock order, no deadlock.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [change] = await tx
      .select()
      .from(companyIdentityChanges)
      .where(eq(companyIdentityChanges.companyId, companyId))
      .for('update');
    if (change?.status !== 'pending') return 'gone';
    if (input.requestedAt !== undefined && change.requestedAt.toISOString() !== input.requestedAt)
      return 'newer';
    if (input.decision === 'denied') {
      await tx
        .update(companyIdentityChanges)
        .set({ status: 'denied', reason: input.reason })
        .where(eq(companyIdentityChanges.companyId, companyId));
    } else {
      await tx
        .update(companies)
        .set({
          name: change.name,
          inn: change.inn,
          contactPerson: change.contactPerson,
          updatedAt: deps.now(),
        })
        .where(eq(companies.id, companyId));
      await tx.delete(companyIdentityChanges).where(eq(companyIdentityChanges.companyId, companyId));
      await bumpCacheVersions(tx, ['companies', 'vacancies']);
    }
    // The bot and the letter are queued with the decision (docs/decisions/022-durable-outbox.md).
    await enqueueNotification(
      deps,
      tx,
      { account: { kind: 'company', id: companyId } },
      input.decision === 'approved'
        ? { type: 'account-approved', kind: 'company', about: 'identity' }
        : { type: 'account-denied', kind: 'company', reason: input.reason, about: 'identity' },
    );
    const [company] = await tx
      .select({ email: companies.email, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (company)
      await enqueueMail(
        deps,
        tx,
        'identity-decision',
        identityDecisionMail(company.email, company.name, input),
      );
    return 'done';
  });
  if (decided === 'gone') return failure('not-found', verificationMessages.identityChangeNotFound);
  if (decided === 'newer') return failure('conflict', verificationMessages.identityChangeNewer);
  return success({ companyId, decision: input.decision });
}

function identityDecisionMail(to: string, name: string, input: IdentityDecision): MailMessage {
  if (input.decision === 'approved') {
    return {
      to,
      subject: 'Новые данные компании подтверждены',
      text: ['Здравствуйте!', '', `Карьерный центр подтвердил новые данные компании ${quoted(name)}.`].join(
        '\n',
      ),
    };
  }
  return {
    to,
    subject: 'Новые данные компании не подтверждены',
    text: [
      'Здравствуйте!',
      '',
      `Карьерный центр не подтвердил новые название, ИНН или контактное лицо компании ${quoted(name)}.`,
      `Причина: ${input.reason}`,
      '',
      'Студенты по-прежнему видят прежние данные. Исправьте их в разделе «Данные компании» и сохраните снова.',
    ].join('\n'),
  };
}
