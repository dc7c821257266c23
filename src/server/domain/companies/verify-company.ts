import { eq } from 'drizzle-orm';
import { quoted } from '../../../shared/format';
import { messages } from '../../../shared/messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import { companies } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import type { DomainDeps } from '../deps';
import { enqueueMail, enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, success } from '../result';
import { queueCompanyVacancies } from '../subscription-alerts/queue-vacancy-match';

type Verification = { id: number; decision: 'approved' } | { id: number; decision: 'denied'; reason: string };

/**
 * POST /api/company/approve/ and /deny/ (admins; the route checks). A company's status decides
 * whether its vacancies are public, so all three cached areas are bumped in the same transaction.
 * The bot message and the letter are queued in that transaction (docs/decisions/022-durable-outbox.md):
 * they leave after the commit, and a failed send never undoes the decision.
 */
export async function verifyCompany(
  deps: DomainDeps,
  input: Verification,
): Promise<DomainResult<{ id: number; status: 'approved' | 'denied' }>> {
  const reason = input.decision === 'denied' ? input.reason : null;
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(companies)
      .set({ status: input.decision, statusReason: reason, updatedAt: deps.now() })
      .where(eq(companies.id, input.id))
      .returning({ id: companies.id, email: companies.email, name: companies.name });
    if (!updated) return undefined;
    await bumpCacheVersions(tx, ['vacancies', 'companies', 'dictionaries']);
    // Its published vacancies become visible: match them against the saved searches.
    if (input.decision === 'approved') await queueCompanyVacancies(tx, updated.id, deps.now());
    await enqueueNotification(
      deps,
      tx,
      { account: { kind: 'company', id: updated.id } },
      reason === null
        ? { type: 'account-approved', kind: 'company' }
        : { type: 'account-denied', kind: 'company', reason },
    );
    await enqueueMail(
      deps,
      tx,
      'company-verification',
      verificationMail(updated.email, updated.name, reason),
    );
    return updated;
  });
  if (!row) return failure('not-found', messages.companyNotFound);
  return success({ id: row.id, status: input.decision });
}

function verificationMail(to: string, name: string, reason: string | null): MailMessage {
  if (reason === null) {
    return {
      to,
      subject: 'Компания подтверждена',
      text: [
        'Здравствуйте!',
        '',
        `Компания подтверждена: карьерный центр проверил профиль ${quoted(name)}.`,
        'Теперь ваши опубликованные вакансии видны студентам.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Профиль компании не подтверждён',
    text: [
      'Здравствуйте!',
      '',
      `Карьерный центр не подтвердил профиль ${quoted(name)}.`,
      `Причина: ${reason}`,
      '',
      'Исправьте данные компании и нажмите «Запросить повторную проверку» в разделе «Данные компании».',
      'Если считаете решение ошибочным, ответьте на это письмо.',
    ].join('\n'),
  };
}
