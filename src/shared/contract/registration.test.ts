import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PhoneSchema, StudentRegistrationSchema } from './registration.contract';

const year = new Date().getFullYear();
const student = {
  email: 'a@b.ru',
  password: 'синий трактор едет в поле',
  firstName: 'Мария',
  lastName: 'Новикова',
  phone: '+7 (912) 345-67-89',
  university: 'МГУ',
  course: 1,
  graduationYear: year,
  consent: true,
};

describe('registration contract', () => {
  it('stores one spelling of a Russian mobile number', () => {
    expect(v.parse(PhoneSchema, '+7 (912) 345-67-89')).toBe('+79123456789');
    expect(v.parse(PhoneSchema, '8 912 345 67 89')).toBe('+79123456789');
    // Every spelling the mask accepts: 8…, +7…, 7…, and the ten digits alone.
    for (const typed of ['89123456789', '79123456789', '9123456789', '+7 912 345-67-89', '+7 (89123456789'])
      expect(v.parse(PhoneSchema, typed), typed).toBe('+79123456789');
    expect(v.safeParse(PhoneSchema, '+7 (495) 123-45-67').success).toBe(false);
    expect(v.safeParse(PhoneSchema, '+7 (912) 345-67').success).toBe(false);
  });

  it('bounds course and graduation year and requires consent', () => {
    expect(v.safeParse(StudentRegistrationSchema, student).success).toBe(true);
    for (const bad of [
      { course: 0 },
      { course: 7 },
      { graduationYear: year - 1 },
      { graduationYear: year + 9 },
      { consent: false },
    ]) {
      expect(v.safeParse(StudentRegistrationSchema, { ...student, ...bad }).success).toBe(false);
    }
    const { consent: _omitted, ...withoutConsent } = student;
    const result = v.safeParse(StudentRegistrationSchema, withoutConsent);
    expect(result.issues?.[0]?.message).toBe('Необходимо согласие на обработку персональных данных.');
  });
});
