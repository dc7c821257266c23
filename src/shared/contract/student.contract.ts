import * as v from 'valibot';
import { ACCOUNT_STATUSES, type AccountStatus } from '../dictionaries';
import { nationalPhoneDigits } from '../phone';
import { idInRange } from './query';
import { multiLine, singleLine } from './text';

/** The Russian mobile number in the one form stored: +7 and ten digits starting with 9. */
const PHONE_PATTERN = /^\+79\d{9}$/;
const PHONE_MESSAGE = 'Введите мобильный номер: +7 (9XX) XXX-XX-XX.';

/**
 * A Russian mobile as typed (mask, 8 or +7 prefix): kept as +79XXXXXXXXX. Empty means none.
 * Normalised here so the server and the form agree on one spelling. null (none) is taken too:
 * the forms send what this schema gave them, and it gives null for an empty field.
 */
export const RussianMobileSchema = v.pipe(
  v.nullable(v.string(PHONE_MESSAGE)),
  v.transform((raw) => {
    const typed = raw?.trim() ?? '';
    if (typed.replace(/\D/g, '') === '') return null;
    return `+7${nationalPhoneDigits(typed)}`;
  }),
  v.nullable(v.pipe(v.string(), v.regex(PHONE_PATTERN, PHONE_MESSAGE))),
);

const text = (max: number, label: string) =>
  v.pipe(
    v.string(`${label}: введите текст.`),
    v.trim(),
    singleLine,
    v.maxLength(max, `${label} не длиннее ${max} символов.`),
  );

const longText = (max: number, label: string) =>
  v.pipe(
    v.string(`${label}: введите текст.`),
    v.trim(),
    multiLine,
    v.maxLength(max, `${label} не длиннее ${max} символов.`),
  );

const requiredText = (max: number, label: string) =>
  v.pipe(text(max, label), v.nonEmpty(`Заполните поле «${label}».`));

export const SKILLS_MAX = 20;
const COURSE_MIN = 1;
const COURSE_MAX = 6;
const GRADUATION_YEAR_MIN = 1950;
const GRADUATION_YEAR_MAX = 2100;

const fileId = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange));

/** PUT /api/student/me/ — the student's own profile. */
export const StudentProfileInputSchema = v.object({
  firstName: requiredText(60, 'Имя'),
  lastName: requiredText(60, 'Фамилия'),
  phone: RussianMobileSchema,
  university: text(200, 'Вуз'),
  faculty: text(200, 'Факультет'),
  course: v.nullable(
    v.pipe(
      v.number('Курс — число.'),
      v.integer('Курс — целое число.'),
      v.minValue(COURSE_MIN, `Курс от ${COURSE_MIN} до ${COURSE_MAX}.`),
      v.maxValue(COURSE_MAX, `Курс от ${COURSE_MIN} до ${COURSE_MAX}.`),
    ),
  ),
  graduationYear: v.nullable(
    v.pipe(
      v.number('Год выпуска — число.'),
      v.integer('Год выпуска — целое число.'),
      v.minValue(GRADUATION_YEAR_MIN, `Год выпуска от ${GRADUATION_YEAR_MIN} до ${GRADUATION_YEAR_MAX}.`),
      v.maxValue(GRADUATION_YEAR_MAX, `Год выпуска от ${GRADUATION_YEAR_MIN} до ${GRADUATION_YEAR_MAX}.`),
    ),
  ),
  about: longText(3000, 'О себе'),
  skillIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange)),
    v.maxLength(SKILLS_MAX, `Не больше ${SKILLS_MAX} навыков.`),
  ),
  photoFileId: fileId,
  resumeFileId: fileId,
});
export type StudentProfileInput = v.InferInput<typeof StudentProfileInputSchema>;
export type StudentProfileValues = v.InferOutput<typeof StudentProfileInputSchema>;

/** GET /api/student/me/ — the student's own view, status and the reason of a refusal included. */
export const StudentProfileSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullable(v.string()),
  university: v.string(),
  faculty: v.string(),
  course: v.nullable(v.number()),
  graduationYear: v.nullable(v.number()),
  about: v.string(),
  status: v.picklist(ACCOUNT_STATUSES as unknown as readonly [AccountStatus, ...AccountStatus[]]),
  statusReason: v.nullable(v.string()),
  photoFileId: v.nullable(v.number()),
  photoUrl: v.nullable(v.string()),
  resumeFileId: v.nullable(v.number()),
  resume: v.nullable(v.object({ url: v.string() })),
  skills: v.array(v.object({ id: v.number(), name: v.string() })),
  /**
   * The career centre lets every approved company see this student's contacts; otherwise only
   * companies the student applied to see them (docs/decisions/009). Shown to the student.
   */
  contactsOpenToCompanies: v.optional(v.boolean()),
});
export type StudentProfile = v.InferOutput<typeof StudentProfileSchema>;
