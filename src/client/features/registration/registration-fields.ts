/** What each registration form asks, in order: one form component draws both. */
import {
  CompanyRegistrationSchema,
  PHONE_MASK,
  type RegisterRequest,
  StudentRegistrationSchema,
} from '../../../shared/contract/registration.contract';
import { type Verdict, verdictOf } from '../../lib/use-form';

export type RegistrationKind = 'student' | 'company';

type TextName =
  | 'lastName'
  | 'firstName'
  | 'email'
  | 'phone'
  | 'university'
  | 'faculty'
  | 'course'
  | 'graduationYear'
  | 'password'
  | 'name'
  | 'inn'
  | 'contactPerson';

/** The form's values: the typed text of the kind's fields, and the consent. */
export type RegistrationValues = Partial<Record<TextName, string>> & { consent: boolean };

export interface FieldSpec {
  name: TextName;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  autoComplete?: string;
  mask?: string;
  /** Asked on blur: is this INN free (POST /api/validation/)? Emails are never asked about. */
  availability?: 'inn';
  hint?: string;
}

const common: Record<'email' | 'password' | 'phone', FieldSpec> = {
  email: { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  password: {
    name: 'password',
    label: 'Пароль',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Не короче 8 символов. Подойдёт фраза из нескольких слов.',
  },
  phone: { name: 'phone', label: 'Мобильный телефон', type: 'tel', autoComplete: 'tel', mask: PHONE_MASK },
};

export const FIELDS: Record<RegistrationKind, readonly FieldSpec[]> = {
  student: [
    { name: 'lastName', label: 'Фамилия', autoComplete: 'family-name' },
    { name: 'firstName', label: 'Имя', autoComplete: 'given-name' },
    common.email,
    common.phone,
    { name: 'university', label: 'Вуз', autoComplete: 'organization' },
    { name: 'faculty', label: 'Факультет (необязательно)' },
    { name: 'course', label: 'Курс', type: 'number' },
    { name: 'graduationYear', label: 'Год выпуска', type: 'number' },
    common.password,
  ],
  company: [
    { name: 'name', label: 'Название компании', autoComplete: 'organization' },
    {
      name: 'inn',
      label: 'ИНН',
      mask: '############',
      availability: 'inn',
      hint: '10 цифр у организации, 12 у ИП.',
    },
    { name: 'contactPerson', label: 'Контактное лицо', autoComplete: 'name' },
    common.email,
    common.phone,
    common.password,
  ],
};

const NUMBERS: ReadonlySet<string> = new Set(['course', 'graduationYear']);

/** The form's strings as the contract wants them: numbers as numbers, an empty faculty left out. */
function toRequest(kind: RegistrationKind, values: RegistrationValues): unknown {
  const out: Record<string, unknown> = { kind, consent: values.consent };
  for (const field of FIELDS[kind]) {
    const raw = values[field.name] ?? '';
    if (field.name === 'faculty' && raw.trim() === '') continue;
    out[field.name] = NUMBERS.has(field.name) ? (raw.trim() === '' ? undefined : Number(raw)) : raw;
  }
  return out;
}

/** Validates with the shared contract; errors keyed by field, first message each. */
export function validate(kind: RegistrationKind, values: RegistrationValues): Verdict<RegisterRequest> {
  const schema = kind === 'student' ? StudentRegistrationSchema : CompanyRegistrationSchema;
  const verdict = verdictOf(schema, toRequest(kind, values), undefined, {
    message: (issue) => (issue.received === 'undefined' ? 'Заполните это поле.' : 'Проверьте это поле.'),
  });
  return verdict.ok ? { ok: true, input: { kind, ...verdict.input } as RegisterRequest } : verdict;
}
