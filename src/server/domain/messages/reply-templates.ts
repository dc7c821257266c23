import { asc, eq } from 'drizzle-orm';
import { REJECTION_TEMPLATES } from '../../../shared/contract/application.contract';
import type { Templates, TemplatesSave } from '../../../shared/contract/message.contract';
import { companies, messageTemplates } from '../../db/schema';
import type { DomainDeps } from '../deps';

/**
 * GET /api/message/templates (docs/decisions/058): the company's reply templates in its order;
 * until it saves its own, the three refusal texts of docs/decisions/020.
 */
export async function readTemplates(deps: DomainDeps, companyId: number): Promise<Templates> {
  const rows = await deps.db
    .select({ title: messageTemplates.title, text: messageTemplates.text })
    .from(messageTemplates)
    .where(eq(messageTemplates.companyId, companyId))
    .orderBy(asc(messageTemplates.position));
  if (rows.length > 0) return { items: rows, custom: true };
  return { items: REJECTION_TEMPLATES.map(({ title, text }) => ({ title, text })), custom: false };
}

/**
 * POST /api/message/templates: the list replaces the stored one in one transaction (the contract
 * bounds its count and lengths). An empty list brings the refusal texts back.
 */
export async function saveTemplates(
  deps: DomainDeps,
  companyId: number,
  input: TemplatesSave,
): Promise<Templates> {
  await deps.db.transaction(async (tx) => {
    // One save at a time per company: two parallel saves would otherwise leave both lists.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    await tx.delete(messageTemplates).where(eq(messageTemplates.companyId, companyId));
    if (input.items.length > 0)
      await tx
        .insert(messageTemplates)
        .values(input.items.map((item, position) => ({ companyId, position, ...item })));
  });
  return readTemplates(deps, companyId);
}
