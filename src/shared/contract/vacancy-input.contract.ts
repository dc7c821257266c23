import * as v from 'valibot';
import { CURRENCIES, EMPLOYMENTS, EXPERIENCES, SCHEDULES } from '../dictionaries';
import { normalisePhone } from '../phone';
import { APPLICATION_MESSAGE_MAX } from './application-limits.contract';
import { ApplyElsewhereInputSchema } from './apply-elsewhere.contract';
import { idInRange } from './query';
import { multiLine, singleLine } from './text';
import { SALARY_MAX, StudentFlagsSchema, VACANCY_TAGS_MAX } from './vacancy.contract';

/**
 * What a company writes: a vacancy's form (create, edit) and archiving. Apart from
 * contract/vacancy.contract.ts so the public list's first screen does not download the form's rules
 * (phones, outside links, messages; tests/e2e/js-budget.journey.test.ts).
 */
const tuple = <T extends string>(list: readonly T[]) => list as unknown as readonly [T, ...T[]];

const optionalText = (max: number, label: string) =>
  v.optional(
    v.pipe(v.string(), v.trim(), multiLine, v.maxLength(max, `${label} не длиннее ${max} символов.`)),
    '',
  );

const optionalLine = (max: number, label: string) =>
  v.optional(
    v.pipe(v.string(), v.trim(), singleLine, v.maxLength(max, `${label} не длиннее ${max} символов.`)),
    '',
  );

const salaryAmount = v.nullable(
  v.pipe(
    v.number('Зарплата — число.'),
    v.integer('Зарплата — целое число.'),
    v.minValue(0, 'Зарплата не может быть отрицательной.'),
    v.maxValue(SALARY_MAX, 'Слишком большая зарплата.'),
  ),
);

/**
 * A vacancy's contact phone: none, or a Russian number (landlines too) in any usual spelling,
 * stored as +7XXXXXXXXXX, so the page can always offer it as a `tel:` link.
 */
const ContactPhoneSchema = v.optional(
  v.pipe(
    v.string('Телефон: введите номер.'),
    v.trim(),
    v.check(
      (value) => value === '' || normalisePhone(value, 'any') !== null,
      'Введите телефон в формате +7 (XXX) XXX-XX-XX — например, +7 (495) 123-45-67.',
    ),
    v.transform((value) => (value === '' ? '' : (normalisePhone(value, 'any') ?? value))),
  ),
  '',
);

/** POST /api/vacancy/ (create) and PUT /api/vacancy/:id/ (edit). */
export const VacancyInputSchema = v.pipe(
  v.object({
    title: v.pipe(
      v.string('Введите название вакансии.'),
      v.trim(),
      singleLine,
      v.minLength(3, 'Название не короче 3 символов.'),
      v.maxLength(150, 'Название не длиннее 150 символов.'),
    ),
    vacancyTypeId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange)), null),
    description: optionalText(10_000, 'Описание'),
    requirements: optionalText(5_000, 'Требования'),
    conditions: optionalText(5_000, 'Условия'),
    salaryFrom: v.optional(salaryAmount, null),
    salaryTo: v.optional(salaryAmount, null),
    salaryCurrency: v.optional(v.picklist(tuple(CURRENCIES), 'Выберите валюту.'), 'RUR'),
    salaryGross: v.optional(v.boolean(), false),
    employment: v.picklist(tuple(EMPLOYMENTS), 'Выберите тип занятости.'),
    schedule: v.picklist(tuple(SCHEDULES), 'Выберите график.'),
    experience: v.picklist(tuple(EXPERIENCES), 'Выберите опыт работы.'),
    tagIds: v.optional(
      v.pipe(
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange)),
        v.maxLength(VACANCY_TAGS_MAX, `Не больше ${VACANCY_TAGS_MAX} тегов.`),
      ),
      [],
    ),
    /**
     * The dictionary's city (docs/decisions/061); null — none (remote work). Left out, the server
     * finds it in the address, as the migration did for the addresses written before.
     */
    cityId: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), idInRange))),
    address: optionalLine(300, 'Адрес'),
    lat: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))), null),
    lng: v.optional(v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))), null),
    contactName: optionalLine(120, 'Имя контакта'),
    contactEmail: v.optional(
      v.union([
        v.literal(''),
        v.pipe(v.string(), v.trim(), v.email('Введите email в формате name@example.ru.')),
      ]),
      '',
    ),
    contactPhone: ContactPhoneSchema,
    /** '' — students apply on the board; an https link or an email — they are sent there. */
    applyElsewhere: ApplyElsewhereInputSchema,
    flags: v.optional(StudentFlagsSchema, {
      suitsPractice: false,
      combinableWithStudy: false,
      firstYearFriendly: false,
      forGraduates: false,
    }),
    /** Save as a draft, or publish at once. Archiving has its own call. */
    publish: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check(
      (input) => input.salaryFrom === null || input.salaryTo === null || input.salaryFrom <= input.salaryTo,
      'Зарплата «от» не может быть больше зарплаты «до».',
    ),
    ['salaryTo'],
  ),
  v.forward(
    v.check(
      (input) => (input.lat === null) === (input.lng === null),
      'Укажите обе координаты точки или ни одной.',
    ),
    ['lng'],
  ),
);
export type VacancyInput = v.InferOutput<typeof VacancyInputSchema>;

/** A published vacancy's description is at least this long: what the work is, in a few sentences. */
export const PUBLISH_DESCRIPTION_MIN = 100;

export const PUBLISH_INCOMPLETE =
  'Чтобы опубликовать вакансию, заполните поля, отмеченные красным. Черновик можно сохранить и так.';

/**
 * What a student needs to decide, asked of a vacancy that goes (or stays) live: a description of
 * the work and where it is — an address or city, or the «Удалённая работа» schedule. Employment,
 * schedule and experience the schema always asks for. Drafts may stay partial. One rule for the
 * form (features/vacancies-management) and the server (domain/vacancies/save-vacancy.ts,
 * archive-vacancy.ts); an empty answer means the vacancy may be published.
 */
export function publishProblems(
  input: Pick<VacancyInput, 'description' | 'address' | 'schedule' | 'cityId'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  // Counted as a reader sees it: runs of blanks are one space, invisible format characters nothing.
  const description = input.description
    .replace(/\p{Cf}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim().length;
  if (description < PUBLISH_DESCRIPTION_MIN)
    problems.description =
      description === 0
        ? `Опишите вакансию: чем предстоит заниматься, чему научится студент (не меньше ${PUBLISH_DESCRIPTION_MIN} символов).`
        : `Описание слишком короткое: ${description} из ${PUBLISH_DESCRIPTION_MIN} символов. Расскажите, чем предстоит заниматься.`;
  // Said at the city, the place's first field in the forms (features/vacancies-management).
  if (input.schedule !== 'remote' && input.address.trim() === '' && !input.cityId)
    problems.cityId = 'Укажите город или адрес — или выберите график «Удалённая работа».';
  return problems;
}

/** POST /api/vacancy/archive/: archive (or restore to published) a vacancy. */
export const VacancyArchiveRequestSchema = v.object({
  id: v.pipe(
    v.number('Неверный идентификатор.'),
    v.integer(),
    v.minValue(1, 'Неверный идентификатор.'),
    idInRange,
  ),
  archived: v.boolean('Укажите, архивировать ли вакансию.'),
  /**
   * Archiving rejects the vacancy's open applications (docs/decisions/020) with this message to
   * the students; absent or empty: ARCHIVE_REJECTION_MESSAGE (contract/application.contract.ts).
   */
  rejectionMessage: v.optional(
    v.pipe(
      v.string('Ожидается текст.'),
      v.trim(),
      multiLine,
      v.maxLength(APPLICATION_MESSAGE_MAX, `Сообщение не длиннее ${APPLICATION_MESSAGE_MAX} символов.`),
    ),
  ),
});
export type VacancyArchiveRequest = v.InferOutput<typeof VacancyArchiveRequestSchema>;
