import * as v from 'valibot';
import { idInRange } from './query';

const APPLY_ELSEWHERE_MAX = 500;

export const applyElsewhereMessages = {
  invalid:
    'Укажите ссылку, начинающуюся с https:// (например, https://company.ru/jobs/42), или email (hr@company.ru).',
  tooLong: `Не длиннее ${APPLY_ELSEWHERE_MAX} символов.`,
  /** POST /api/application/ on such a vacancy (409). */
  applyThere:
    'Эта компания принимает отклики на своём сайте или по email: нажмите «Откликнуться на сайте компании» или «Написать работодателю» на странице вакансии.',
  /** POST /api/application/external/ on a vacancy without an outside link (404). */
  notExternal: 'У этой вакансии нет внешней ссылки для отклика: откликнитесь на странице вакансии.',
} as const;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * An https address with a host (no spaces, no credentials): what a student may be sent to from a
 * vacancy, or from a career-centre notice (announcement.contract.ts).
 */
export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://') || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * Where a vacancy sends applicants instead of the board (issue 12, docs/decisions/020 «Applying
 * elsewhere»): an https link opens the company's site, anything else is an email address.
 */
export function applyElsewhereKind(value: string): 'link' | 'email' {
  return value.startsWith('https://') ? 'link' : 'email';
}

/** The address the button opens: the link itself, or `mailto:` for an email. */
export function applyElsewhereHref(value: string): string {
  return applyElsewhereKind(value) === 'link' ? value : `mailto:${value}`;
}

/** Whether a trimmed value is acceptable: empty (apply on the board), an https link or an email. */
function isApplyElsewhere(value: string): boolean {
  return value === '' || isHttpsUrl(value) || EMAIL.test(value);
}

/** The vacancy form's field (VacancyInputSchema): '' keeps applying on the board. */
export const ApplyElsewhereInputSchema = v.optional(
  v.pipe(
    v.string(applyElsewhereMessages.invalid),
    v.trim(),
    v.maxLength(APPLY_ELSEWHERE_MAX, applyElsewhereMessages.tooLong),
    v.check(isApplyElsewhere, applyElsewhereMessages.invalid),
  ),
  '',
);

/** POST /api/application/external/ (students): the click on a vacancy's outside link or email. */
export const ApplicationExternalSchema = v.object({
  vacancyId: v.pipe(
    v.number('Неверный идентификатор вакансии.'),
    v.integer('Неверный идентификатор вакансии.'),
    v.minValue(1, 'Неверный идентификатор вакансии.'),
    idInRange,
  ),
});

/** Its answer: false when this student's click on this vacancy was already counted today. */
export const ApplicationExternalResultSchema = v.object({ counted: v.boolean() });
export type ApplicationExternalResult = v.InferOutput<typeof ApplicationExternalResultSchema>;

/** Per vacancy: how many students went to the outside link or email (de-duplicated per day). */
export const ExternalCountSchema = v.object({ vacancyId: v.number(), clicks: v.number() });
export type ExternalCount = v.InferOutput<typeof ExternalCountSchema>;
