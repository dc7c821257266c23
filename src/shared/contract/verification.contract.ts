import * as v from 'valibot';
import { ACCOUNT_STATUSES, type AccountStatus } from '../dictionaries';
import { idInRange } from './query';

/** What an admin verified about a company: a change of any of these goes to review (decision 015). */
const CompanyIdentitySchema = v.object({
  name: v.string(),
  inn: v.string(),
  contactPerson: v.nullable(v.string()),
});
export type CompanyIdentity = v.InferOutput<typeof CompanyIdentitySchema>;

/** A verified company's proposed identity: waiting for an admin, or refused with a reason. */
export const IdentityChangeSchema = v.object({
  status: v.picklist(['pending', 'denied']),
  proposed: CompanyIdentitySchema,
  reason: v.nullable(v.string()),
  requestedAt: v.string(),
});
export type IdentityChange = v.InferOutput<typeof IdentityChangeSchema>;

/** GET /api/company/identity-changes/ (admins): each pending change with the values it replaces. */
const IdentityChangeReviewSchema = v.object({
  companyId: v.number(),
  email: v.string(),
  companyStatus: v.picklist(ACCOUNT_STATUSES as unknown as readonly [AccountStatus, ...AccountStatus[]]),
  current: CompanyIdentitySchema,
  proposed: CompanyIdentitySchema,
  requestedAt: v.string(),
  /** Other companies that already give the proposed INN (registration does not forbid it). */
  innAlsoAt: v.array(v.string()),
});
export type IdentityChangeReview = v.InferOutput<typeof IdentityChangeReviewSchema>;
export const IdentityChangeListSchema = v.object({ items: v.array(IdentityChangeReviewSchema) });

const companyId = v.pipe(v.number(), v.integer(), v.minValue(1), idInRange);
/** The proposal the admin looked at (its requestedAt), so a newer one is not decided unseen. */
const seenAt = v.optional(v.pipe(v.string(), v.isoTimestamp('Неверная дата заявки.')));

/** POST /api/company/identity-change/approve/ */
export const IdentityApproveSchema = v.object({ id: companyId, requestedAt: seenAt });
/** POST /api/company/identity-change/deny/ */
export const IdentityDenySchema = v.object({
  id: companyId,
  requestedAt: seenAt,
  reason: v.pipe(
    v.string('Укажите причину отказа.'),
    v.trim(),
    v.nonEmpty('Укажите причину отказа.'),
    v.maxLength(500, 'Причина — не длиннее 500 символов.'),
  ),
});

/** The answer of both identity decisions: which company, and what was decided. */
export const IdentityDecisionSchema = v.object({
  companyId: v.number(),
  decision: v.picklist(['approved', 'denied']),
});

/** The answer of POST /api/company/approve/ and /api/company/deny/: the company's new status. */
export const CompanyDecisionSchema = v.object({ id: v.number(), status: v.picklist(['approved', 'denied']) });
export type CompanyDecision = v.InferOutput<typeof CompanyDecisionSchema>;

/** POST /api/account/review-request/: the account is back in the admins' queue. */
export const ReviewRequestResultSchema = v.object({ status: v.literal('pending') });

/** The `code` of a 403 refused because of the account's status, so a screen can say what to do. */
export const STATUS_REFUSAL_CODES = { pending: 'account-pending', denied: 'account-denied' } as const;
