/**
 * A valid `PUT /api/student/me/` body (src/shared/contract/student.contract.ts) for the board suite's
 * student (tests/helpers/board-suite.ts): the profile suites start from it and override what their
 * case is about.
 */
export const STUDENT_PROFILE_INPUT = {
  firstName: 'Иван',
  lastName: 'Студентов',
  phone: '+7 (912) 345-67-89',
  university: 'МГУ',
  faculty: 'ВМК',
  course: 3,
  graduationYear: 2028,
  about: 'Люблю базы данных.',
  skillIds: [] as number[],
  photoFileId: null as number | null,
  resumeFileId: null as number | null,
};
