import { endpoint } from '../endpoint';
import { CompanyIdRequestSchema, DenyRequestSchema } from '../registration.contract';
import {
  CompanyDecisionSchema,
  IdentityApproveSchema,
  IdentityChangeListSchema,
  IdentityDecisionSchema,
  IdentityDenySchema,
  ReviewRequestResultSchema,
} from '../verification.contract';

/** Admins verify a newly registered company (the letter is queued with the decision). */
export const companyApprove = endpoint({
  method: 'POST',
  path: '/company/approve/',
  summary: 'Подтвердить компанию',
  access: ['admin'],
  body: CompanyIdRequestSchema,
  response: CompanyDecisionSchema,
});

export const companyDeny = endpoint({
  method: 'POST',
  path: '/company/deny/',
  summary: 'Отклонить компанию с причиной',
  access: ['admin'],
  body: DenyRequestSchema,
  response: CompanyDecisionSchema,
});

/** Re-verification (docs/decisions/015): a verified company's proposed name, INN or contact person. */
export const identityChanges = endpoint({
  method: 'GET',
  path: '/company/identity-changes/',
  summary: 'Ожидающие проверки изменения данных подтверждённых компаний',
  access: ['admin'],
  response: IdentityChangeListSchema,
});

export const identityApprove = endpoint({
  method: 'POST',
  path: '/company/identity-change/approve/',
  summary: 'Принять новые данные компании',
  access: ['admin'],
  body: IdentityApproveSchema,
  response: IdentityDecisionSchema,
});

export const identityDeny = endpoint({
  method: 'POST',
  path: '/company/identity-change/deny/',
  summary: 'Отклонить новые данные компании с причиной',
  access: ['admin'],
  body: IdentityDenySchema,
  response: IdentityDecisionSchema,
});

/** A denied student or company goes back to the admins' queue. */
export const reviewRequest = endpoint({
  method: 'POST',
  path: '/account/review-request/',
  summary: 'Запросить повторную проверку своего аккаунта',
  access: ['student', 'company'],
  response: ReviewRequestResultSchema,
});
