import * as v from 'valibot';
import { ACCOUNT_STATUSES, type AccountStatus } from '../dictionaries';
import { idInRange } from './query';
import { RussianMobileSchema } from './student';

export const COMPANY_NAME_MAX = 150;
export const CONTACT_PERSON_MAX = 120;
export const INN_MESSAGE = 'ИНН — 10 цифр для организации или 12 для ИП.';

const fileChoice = v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange)));

/**
 * PUT /api/company/me/ — the company's private details. logoFileId / bannerFileId: absent keeps
 * the picture, null removes it, an id of the company's own upload of that kind sets it (the
 * server writes the public profile's logoUrl / bannerUrl, so the public contract stays as it is).
 */
export const CompanyAccountInputSchema = v.object({
  name: v.pipe(
    v.string('Введите название.'),
    v.trim(),
    v.nonEmpty('Введите название.'),
    v.maxLength(COMPANY_NAME_MAX, `Название не длиннее ${COMPANY_NAME_MAX} символов.`),
  ),
  inn: v.pipe(v.string(INN_MESSAGE), v.trim(), v.regex(/^(\d{10}|\d{12})$/, INN_MESSAGE)),
  contactPerson: v.pipe(
    v.string('Введите имя контактного лица.'),
    v.trim(),
    v.maxLength(CONTACT_PERSON_MAX, `Имя не длиннее ${CONTACT_PERSON_MAX} символов.`),
  ),
  phone: RussianMobileSchema,
  logoFileId: fileChoice,
  bannerFileId: fileChoice,
});
export type CompanyAccountInput = v.InferInput<typeof CompanyAccountInputSchema>;
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
});
export type CompanyAccount = v.InferOutput<typeof CompanyAccountSchema>;
