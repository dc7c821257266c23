import type { StudentListItem } from '../../../shared/contract/student-list.contract';

/** A student as the catalogue and a company's favourites list one (contract/student-list.contract.ts). */
export function studentListItem(overrides: Partial<StudentListItem> = {}): StudentListItem {
  return {
    id: 3,
    name: 'Анна Ёлкина',
    photoUrl: null,
    university: 'МГУ',
    faculty: 'ВМК',
    course: 3,
    graduationYear: 2028,
    skills: [{ id: 1, name: 'Python' }],
    about: 'Люблю базы данных.',
    status: 'approved',
    contacts: { email: 'anna@example.ru', phone: '+7 900 000-00-01' },
    ...overrides,
  };
}
