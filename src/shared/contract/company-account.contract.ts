import * as v from 'valibot';
import { ACCOUNT_STATUSES, type AccountStatus } from '../dictionaries';
import { InnSchema } from './registration.contract';
import { RussianMobileSchema } from './student.contract';
import { singleLine } from './text';
import { IdentityChangeSchema } from './verification.contract';

const COMPANY_NAME_MAX = 150;
const CONTACT_PERSON_MAX = 120;

/**
 * PUT /api/company/me/ — the company's account: its verified identity (name, INN with its
 * checksum, contact person) and phone. The logo and banner belong to the public profile
 * (PUT /api/company/:id/). A verified company's new identity waits for an admin (decision 015).
 */
export const CompanyAccountInputSchema = v.object({
  name: v.pipe(
    v.string('Введите название.'),
    v.trim(),
    singleLine,
    v.nonEmpty('Введите название.'),
    v.maxLength(COMPANY_NAME_MAX, `Название не длиннее ${COMPANY_NAME_MAX} символов.`),
  ),
  inn: InnSchema,
  contactPerson: v.pipe(
    v.string('Введите имя контактного лица.'),
    v.trim(),
    singleLine,
    v.maxLength(CONTACT_PERSON_MAX, `Имя не длиннее ${CONTACT_PERSON_MAX} символов.`),
  ),
  phone: RussianMobileSchema,
});
export type CompanyAccountValues = v.InferOutput<typeof CompanyAccountInputSchema>;

/** GET /api/company/me/ — what the edit form shows. */
export const CompanyAccountSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  inn: v.string(),
  contactPerson: v.string(),
  phone: v.nullable(v.string()),
  status: v.picklist(ACCOUNT_STATUSES as unknown as readonly [AccountStatus, ...AccountStatus[]]),
  statusReason: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  bannerUrl: v.nullable(v.string()),
  /** A proposed name, INN or contact person an admin has not yet approved (or has refused). */
  identityChange: v.nullable(IdentityChangeSchema),
});
export type CompanyAccount = v.InferOutput<typeof CompanyAccountSchema>;
