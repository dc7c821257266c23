import * as v from 'valibot';
import { normalisePhone } from '../phone';
import { EmailSchema } from './auth.contract';
import { OptionalInitDataSchema } from './init-data.contract';
import { isValidInn } from './inn';
import { ChosenPasswordSchema } from './password.contract';
import { idInRange } from './query';
import { singleLine } from './text';

/** The mask of a Russian mobile number, in the language of docs/product.md#input-masks (# is a digit). */
export { PHONE_MASK } from '../phone';

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`Введите ${label}.`),
    v.trim(),
    singleLine,
    v.nonEmpty(`Введите ${label}.`),
    v.maxLength(max, `Не длиннее ${max} символов.`),
  );

/** Stored as +79XXXXXXXXX: one spelling, whatever mask or paste (8…, +7…, 7…, 9…) the client used. */
export const PhoneSchema = v.pipe(
  v.string('Введите телефон.'),
  v.check((value) => normalisePhone(value) !== null, 'Введите мобильный номер: +7 (9XX) XXX-XX-XX.'),
  v.transform((value) => normalisePhone(value) ?? value),
);

export const InnSchema = v.pipe(
  v.string('Введите ИНН.'),
  v.trim(),
  v.regex(/^(\d{10}|\d{12})$/, 'ИНН — 10 цифр у организации или 12 у ИП.'),
  v.check(isValidInn, 'ИНН с ошибкой: не сходится контрольная цифра.'),
);

const CONSENT_REQUIRED = 'Необходимо согласие на обработку персональных данных.';

/** Optional in shape only: a missing key would otherwise get the generic «required» text, not this one. */
const ConsentSchema = v.pipe(
  v.optional(v.unknown(), false),
  v.check((value) => value === true, CONSENT_REQUIRED),
  v.transform((): true => true),
);

/** Graduation years a registering student may give: this year up to eight ahead. */
function graduationYearRange(now = new Date()): { min: number; max: number } {
  const min = now.getFullYear();
  return { min, max: min + 8 };
}

const GraduationYearSchema = v.pipe(
  v.number('Укажите год выпуска.'),
  v.integer('Укажите год выпуска.'),
  v.check((year) => {
    const { min, max } = graduationYearRange();
    return year >= min && year <= max;
  }, 'Год выпуска — от текущего и не позже чем через 8 лет.'),
);

export const StudentRegistrationSchema = v.object({
  email: EmailSchema,
  password: ChosenPasswordSchema,
  firstName: text('имя', 100),
  lastName: text('фамилию', 100),
  phone: PhoneSchema,
  university: text('вуз', 200),
  faculty: v.optional(v.pipe(v.string(), v.trim(), singleLine, v.maxLength(200, 'Не длиннее 200 символов.'))),
  course: v.pipe(
    v.number('Укажите курс.'),
    v.integer('Укажите курс.'),
    v.minValue(1, 'Курс — от 1 до 6.'),
    v.maxValue(6, 'Курс — от 1 до 6.'),
  ),
  graduationYear: GraduationYearSchema,
  consent: ConsentSchema,
});

export const CompanyRegistrationSchema = v.object({
  email: EmailSchema,
  password: ChosenPasswordSchema,
  name: text('название компании', 200),
  inn: InnSchema,
  contactPerson: text('контактное лицо', 200),
  phone: PhoneSchema,
  consent: ConsentSchema,
});

/** POST /api/register/ */
export const RegisterRequestSchema = v.variant('kind', [
  v.object({
    kind: v.literal('student'),
    ...StudentRegistrationSchema.entries,
    initData: OptionalInitDataSchema,
  }),
  v.object({
    kind: v.literal('company'),
    ...CompanyRegistrationSchema.entries,
    initData: OptionalInitDataSchema,
  }),
]);
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/** POST /api/validation/: is this email (or a company's INN) free? Answers `{ available }` only. */
/**
 * Only a company's INN is asked about before registering: whether an email is registered is
 * nobody's to learn (issue 24, item 30; docs/decisions/056), and a taken email is said by the
 * registration itself, with a mail to the address's owner.
 */
export const AvailabilityRequestSchema = v.object({
  field: v.picklist(['inn'], 'Заранее проверяется только ИНН компании.'),
  value: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)),
  kind: v.picklist(['student', 'company'], 'Выберите тип аккаунта.'),
});
export type AvailabilityRequest = v.InferOutput<typeof AvailabilityRequestSchema>;
export const AvailabilityAnswerSchema = v.object({ available: v.boolean() });

/** POST /api/company/approve/ and /api/company/deny/ */
export const CompanyIdRequestSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), idInRange),
});
export const DenyRequestSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), idInRange),
  reason: v.pipe(
    v.string('Укажите причину отказа.'),
    v.trim(),
    v.nonEmpty('Укажите причину отказа.'),
    v.maxLength(500, 'Причина — не длиннее 500 символов.'),
  ),
});

/** POST /api/register/photo/: the photo uploaded at the registration's image step. */
export const AttachPhotoRequestSchema = v.object({
  fileId: v.pipe(v.number(), v.integer(), v.minValue(1), idInRange),
});
