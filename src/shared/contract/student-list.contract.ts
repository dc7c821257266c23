import * as v from 'valibot';
import { ACCOUNT_STATUSES } from '../dictionaries';
import {
  enumListParam,
  idListParam,
  LimitParamSchema,
  optionalId,
  PageParamSchema,
  pageSchema,
  SearchTextParamSchema,
} from './query';

const tuple = <T extends string>(list: readonly T[]) => list as unknown as readonly [T, ...T[]];

/** Courses a student may be on: bachelor 1–4, specialist 5–6. */
export const COURSE_MAX = 6;

/**
 * GET /api/student/getItems: approved companies see approved students; admins see every status
 * and may filter by it (ignored for companies). Tags match ANY of the ids (docs/decisions/005).
 */
export const StudentListQuerySchema = v.object({
  text: SearchTextParamSchema,
  tags: idListParam(20),
  course: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]$/, 'Курс должен быть числом.'),
      v.transform(Number),
      v.maxValue(COURSE_MAX, `Курс не больше ${COURSE_MAX}.`),
    ),
  ),
  status: enumListParam(tuple(ACCOUNT_STATUSES), 'Неизвестный статус.'),
  /** One student by id: the admin's «Открыть анкету» (start parameter `student_N`) opens it. */
  id: optionalId,
  page: PageParamSchema,
  limit: LimitParamSchema,
});
export type StudentListQuery = v.InferOutput<typeof StudentListQuerySchema>;

/**
 * The parts of a student's profile whose changes the admin's card lists (docs/decisions/051).
 * `IDENTITY_FIELDS` send an approved student back to review; a new photo does not, but waits for
 * the admin's look; the rest are the student's to keep current.
 */
export const STUDENT_CHANGE_FIELDS = [
  'name',
  'university',
  'faculty',
  'photo',
  'course',
  'graduationYear',
  'about',
  'resume',
  'skills',
  'phone',
] as const;
export type StudentChangeField = (typeof STUDENT_CHANGE_FIELDS)[number];

export const STUDENT_IDENTITY_FIELDS: readonly StudentChangeField[] = ['name', 'university', 'faculty'];

export const studentChangeLabels: Record<StudentChangeField, string> = {
  name: 'имя',
  university: 'вуз',
  faculty: 'факультет',
  photo: 'фото',
  course: 'курс',
  graduationYear: 'год выпуска',
  about: '«О себе»',
  resume: 'резюме',
  skills: 'навыки',
  phone: 'телефон',
};

/** Admins only: what changed since the last decision, and when that decision was. */
const StudentChangesSchema = v.object({
  fields: v.array(v.picklist(STUDENT_CHANGE_FIELDS)),
  reviewedAt: v.nullable(v.string()),
});

const StudentContactsSchema = v.object({ email: v.string(), phone: v.nullable(v.string()) });

const StudentListItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  photoUrl: v.nullable(v.string()),
  university: v.nullable(v.string()),
  faculty: v.nullable(v.string()),
  course: v.nullable(v.number()),
  graduationYear: v.nullable(v.number()),
  skills: v.array(v.object({ id: v.number(), name: v.string() })),
  /** The first characters of «О себе». */
  about: v.string(),
  status: v.picklist(tuple(ACCOUNT_STATUSES)),
  /**
   * Admins always; a company only for a student who applied to one of its vacancies (any status)
   * or whose contacts the career centre opened (docs/decisions/009); null otherwise.
   */
  contacts: v.nullable(StudentContactsSchema),
  /** Admins only: whether the career centre opened the contacts to every company. */
  contactsOpenToCompanies: v.optional(v.boolean()),
  /** Admins only: the résumé, to decide without opening the profile elsewhere. */
  resumeUrl: v.optional(v.nullable(v.string())),
  /** Admins only: the fields changed since the last decision (docs/decisions/051). */
  changes: v.optional(StudentChangesSchema),
});
export type StudentListItem = v.InferOutput<typeof StudentListItemSchema>;

export const StudentPageSchema = pageSchema(StudentListItemSchema);

/** GET /api/student/:id/ — the card: the full «О себе», the résumé link and the denial reason. */
export const StudentDetailSchema = v.object({
  ...StudentListItemSchema.entries,
  about: v.string(),
  resume: v.nullable(v.object({ url: v.string() })),
  statusReason: v.nullable(v.string()),
});
export type StudentDetail = v.InferOutput<typeof StudentDetailSchema>;

export const STATUS_REASON_MAX = 500;

const StudentIdSchema = v.pipe(
  v.number('Неверный идентификатор.'),
  v.integer('Неверный идентификатор.'),
  v.minValue(1, 'Неверный идентификатор.'),
  v.maxValue(2_147_483_647, 'Неверный идентификатор.'),
);

/** POST /api/student/openContacts/ (admins): open or close a student's contacts to every company. */
export const StudentOpenContactsRequestSchema = v.object({
  id: StudentIdSchema,
  open: v.boolean('Укажите, открыть ли контакты.'),
});

export const StudentOpenContactsResultSchema = v.object({
  id: v.number(),
  contactsOpenToCompanies: v.boolean(),
});
export type StudentOpenContactsResult = v.InferOutput<typeof StudentOpenContactsResultSchema>;

/** Where a company does not see a student's contacts (the catalogue's card says it). */
export const CONTACTS_HIDDEN_TEXT = 'Контакты откроются, когда студент откликнется на вашу вакансию';

/** POST /api/student/approve/ (admins). */
export const StudentApproveRequestSchema = v.object({ id: StudentIdSchema });

/** The answer of approve and deny: `mailed` says whether a letter was queued (no transport: none). */
export const StudentReviewSchema = v.object({
  id: v.number(),
  status: v.picklist(['approved', 'denied']),
  mailed: v.boolean(),
});
export type StudentReview = v.InferOutput<typeof StudentReviewSchema>;

/** POST /api/student/deny/ (admins): the reason is shown to the student and mailed to them. */
export const StudentDenyRequestSchema = v.object({
  id: StudentIdSchema,
  reason: v.pipe(
    v.string('Укажите причину отказа.'),
    v.trim(),
    v.minLength(1, 'Укажите причину отказа.'),
    v.maxLength(STATUS_REASON_MAX, `Причина не длиннее ${STATUS_REASON_MAX} символов.`),
  ),
});
