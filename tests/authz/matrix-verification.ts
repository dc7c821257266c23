import { eq } from 'drizzle-orm';
import { companies, companyIdentityChanges, students } from '../../src/server/db/schema';
import { adminOnly, at, companiesOnly, type Row, row } from './cells';
import type { World } from './world';

/** A fresh approved company that proposed a new identity, for the decision cells to consume. */
async function companyWithChange(w: World): Promise<number> {
  const id = await w.make.company('approved');
  await w.db.insert(companyIdentityChanges).values({
    companyId: id,
    name: 'Новое название',
    inn: '500100732259',
    contactPerson: 'Пётр',
    requestedAt: w.t.clock.now(),
  });
  return id;
}

/**
 * Re-verification (verification.routes.ts; docs/decisions/015): admins decide a verified company's new
 * identity; a denied account asks for another review. Every cell of the review request puts the
 * denied student back to denied first, so the cell that moves it to pending leaves the world
 * as the other rows expect it once the row is done.
 */
export const VERIFICATION_ROWS: readonly Row[] = [
  row('GET', '/api/company/identity-changes/', adminOnly(200), at('/api/company/identity-changes/')),
  row('POST', '/api/company/identity-change/approve/', adminOnly(200), async (w) => ({
    path: '/api/company/identity-change/approve/',
    json: { id: await companyWithChange(w) },
  })),
  row('POST', '/api/company/identity-change/deny/', adminOnly(200), async (w) => ({
    path: '/api/company/identity-change/deny/',
    json: { id: await companyWithChange(w), reason: 'ИНН не совпадает с выпиской' },
  })),
  row(
    'POST',
    '/api/company/identity-change/approve/',
    adminOnly(404),
    async (w) => ({
      path: '/api/company/identity-change/approve/',
      json: { id: await w.make.company('approved') },
    }),
    'a company with no pending change',
  ),
  row('POST', '/api/account/review-request/', [401, 409, 409, 200, 409, 409, 409, 403], async (w) => {
    await w.db.update(students).set({ status: 'denied' }).where(eq(students.id, w.ids.studentDenied));
    return { path: '/api/account/review-request/' };
  }),
  row(
    'PUT',
    '/api/company/me/',
    companiesOnly(400),
    async (w, caller) => {
      const [current] = await w.db
        .select()
        .from(companies)
        .where(eq(companies.id, w.account(caller)?.id ?? 0));
      return {
        path: '/api/company/me/',
        json: {
          name: current?.name ?? 'Компания',
          inn: '7707083894',
          contactPerson: 'Ольга',
          phone: '+79120000001',
        },
      };
    },
    'an INN whose checksum fails',
  ),
  // The public profile's pictures are the company's own uploads (company-pictures.ts).
  row(
    'PUT',
    '/api/company/:id{[0-9]+}/',
    [401, 403, 403, 403, 403, 400, 403, 400],
    async (w) => {
      const stranger = { kind: 'company' as const, id: await w.make.company('approved') };
      const logo = await w.make.file(stranger, 'logo');
      return { path: `/api/company/${w.ids.companyOwner}/`, json: { logoUrl: await w.fileUrl(logo) } };
    },
    "another company's logo",
  ),
];
