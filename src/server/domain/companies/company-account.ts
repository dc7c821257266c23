import { eq } from 'drizzle-orm';
import type { CompanyAccount, CompanyAccountValues } from '../../../shared/contract/company-account.contract';
import { messages } from '../../../shared/messages';
import { bumpCacheVersions } from '../../cache/cache-versions';
import { companies } from '../../db/schema';
import type { DomainDeps } from '../deps';
import { enqueueNotification } from '../outbox/enqueue';
import { type DomainResult, failure, success } from '../result';
import { applyIdentity, readIdentityChange } from '../verification/identity-change';

type Row = typeof companies.$inferSelect;

export async function getCompanyAccount(deps: DomainDeps, id: number): Promise<DomainResult<CompanyAccount>> {
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, id));
  if (!row) return failure('not-found', messages.companyNotFound);
  return success(accountOf(row, await readIdentityChange(deps.db, id)));
}

const accountOf = (row: Row, identityChange: CompanyAccount['identityChange']): CompanyAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  inn: row.inn ?? '',
  contactPerson: row.contactPerson ?? '',
  phone: row.phone,
  status: row.status,
  statusReason: row.statusReason,
  logoUrl: row.logoUrl,
  bannerUrl: row.bannerUrl,
  identityChange,
});

/**
 * PUT /api/company/me/. The phone is the company's to change at once; the name, INN and contact
 * person of a verified company wait for an admin and the approved ones stay public meanwhile
 * (decision 015). The row is locked so two saves cannot interleave.
 */
export async function updateCompanyAccount(
  deps: DomainDeps,
  id: number,
  input: CompanyAccountValues,
): Promise<DomainResult<CompanyAccount>> {
  const result = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!current) return null;
    const proposed = { name: input.name, inn: input.inn, contactPerson: input.contactPerson || null };
    const { identity, filed } = await applyIdentity(tx, current, proposed, deps.now());
    await tx
      .update(companies)
      .set({ ...identity, phone: input.phone, updatedAt: deps.now() })
      .where(eq(companies.id, id));
    // Company lists and vacancy items show the name.
    if (identity.name !== current.name) await bumpCacheVersions(tx, ['companies', 'vacancies']);
    if (filed) {
      await enqueueNotification(
        deps,
        tx,
        { admins: true },
        {
          type: 'registration-pending',
          kind: 'company',
          accountId: id,
          name: current.name,
          again: 'identity',
        },
      );
    }
    return { filed };
  });
  if (!result) return failure('not-found', messages.companyNotFound);
  return getCompanyAccount(deps, id);
}
