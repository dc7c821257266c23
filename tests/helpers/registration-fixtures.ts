/**
 * A valid student's `POST /api/register/` body (src/shared/contract/registration.contract.ts): the suites
 * that register someone start from it and override what their case is about.
 */
export const REGISTRATION_PASSWORD = 'синий трактор едет в поле';

export function studentRegistration(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'student',
    email: 'maria@example.ru',
    password: REGISTRATION_PASSWORD,
    firstName: 'Мария',
    lastName: 'Новикова',
    phone: '+7 (912) 345-67-89',
    university: 'МГУ',
    course: 2,
    graduationYear: new Date().getFullYear() + 3,
    consent: true,
    ...overrides,
  };
}
