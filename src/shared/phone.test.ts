import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RussianMobileSchema } from './contract/student.contract';
import { VacancyInputSchema } from './contract/vacancy-input.contract';
import { formatPhone, nationalPhoneDigits, normalisePhone } from './phone';

describe('Russian phone numbers', () => {
  it('reads a mobile in every usual spelling as one number', () => {
    for (const typed of [
      '89161234567',
      '8 916 123 45 67',
      '8 (916) 123-45-67',
      '+7 (916) 123-45-67',
      '+79161234567',
      '79161234567',
      '7 916 123 45 67',
      '9161234567',
      '916 123-45-67',
      // «+7 (» shown by the mask, then a domestic number typed or pasted after it.
      '+7 (89161234567',
    ]) {
      expect(normalisePhone(typed), typed).toBe('+79161234567');
    }
  });

  it('refuses what is not a mobile, and text', () => {
    for (const typed of [
      'позвоните Пете',
      '',
      '+7 (916) 123-45',
      '+7 (495) 123-45-67',
      '123',
      '+7 (916) 123-45-678',
    ])
      expect(normalisePhone(typed), typed).toBeNull();
  });

  it('takes landlines where they are allowed (a vacancy’s contact)', () => {
    expect(normalisePhone('8 (812) 123-45-67', 'any')).toBe('+78121234567');
    expect(normalisePhone('+7 812 123 45 67', 'any')).toBe('+78121234567');
    expect(normalisePhone('8121234567', 'any')).toBe('+78121234567');
    expect(normalisePhone('8 800 555-35-35', 'any')).toBe('+78005553535');
    expect(normalisePhone('89161234567', 'any')).toBe('+79161234567');
    expect(normalisePhone('позвоните Пете', 'any')).toBeNull();
    // While typing, a landline's leading 8 is kept until the number has eleven digits.
    expect(nationalPhoneDigits('8812', 'any')).toBe('8812');
    expect(nationalPhoneDigits('8', 'mobile')).toBe('');
  });

  it('writes a valid number the way the mask does', () => {
    expect(formatPhone('89161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('+78121234567')).toBe('+7 (812) 123-45-67');
    expect(formatPhone('позвоните Пете')).toBeNull();
  });

  it('the profile and vacancy contracts accept the same spellings as the mask', () => {
    for (const typed of ['89161234567', '8 916 123 45 67', '+7 (916) 123-45-67', '79161234567', '9161234567'])
      expect(v.parse(RussianMobileSchema, typed), typed).toBe('+79161234567');
    expect(v.parse(RussianMobileSchema, '')).toBeNull();
    const vacancy = (contactPhone: string) =>
      v.safeParse(VacancyInputSchema, {
        title: 'Стажёр',
        employment: 'probation',
        schedule: 'flexible',
        experience: 'noExperience',
        contactPhone,
      });
    const refused = vacancy('позвоните Пете');
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toMatch(/^Введите телефон в формате \+7 \(XXX\) XXX-XX-XX/);
    const accepted = vacancy('8 916 123 45 67');
    expect(accepted.success && accepted.output.contactPhone).toBe('+79161234567');
  });
});
