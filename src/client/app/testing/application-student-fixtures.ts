/** Application answers for the student side's tests, in the shapes of the shared contract. */
import type { ApplicationItem } from '../../../shared/contract/application.contract';
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import type { endpoints } from '../../../shared/contract/endpoints';
import type { StudentProfile } from '../../../shared/contract/student.contract';
import type { FakeAnswer, RecordedRequest } from './fake-fetch';

const STUDENT_ACCOUNT: SessionAccount = {
  id: 3,
  kind: 'student',
  email: 'pavel@uni.ru',
  name: 'Павел',
};
export const AS_STUDENT = { auth: { token: 's1', kind: 'student' }, account: STUDENT_ACCOUNT } as const;
export const AS_COMPANY = {
  auth: { token: 'c1', kind: 'company' },
  account: { id: 7, kind: 'company', email: 'hr@romashka.ru', name: 'ООО Ромашка' },
} as const;
export const AS_ADMIN = {
  auth: { token: 'a1', kind: 'admin' },
  account: { id: 1, kind: 'admin', email: 'root@uni.ru', name: 'Мария' },
} as const;

/** The student's own list: `stub(endpoints.application.applicationItems, listOf([…]))`. */
export function listOf(
  items: ApplicationItem[],
  total = items.length,
  hasMore = false,
): FakeAnswer<typeof endpoints.application.applicationItems> {
  return { data: { items, total, page: 1, hasMore } };
}

export function studentProfile(overrides: Partial<StudentProfile> = {}): StudentProfile {
  return {
    id: 3,
    email: 'pavel@uni.ru',
    firstName: 'Павел',
    lastName: 'Петров',
    phone: null,
    university: 'МГУ',
    faculty: 'ВМК',
    course: 3,
    graduationYear: 2028,
    about: '',
    status: 'approved',
    statusReason: null,
    photoFileId: null,
    photoUrl: null,
    resumeFileId: 9,
    resume: { url: '/api/file/9/' },
    skills: [],
    ...overrides,
  };
}

export function applicationItem(overrides: Partial<ApplicationItem> = {}): ApplicationItem {
  const status = overrides.status ?? 'new';
  const studentAnswer = overrides.studentAnswer ?? null;
  return {
    // As the server computes it (domain/applications/application-rows.ts, awaitsStudent).
    awaitingStudent: (status === 'invited' || status === 'offer') && studentAnswer === null,
    studentAnswer,
    answerBy: null,
    id: 11,
    status: 'new',
    // 23:30 UTC is already the next day in Moscow: the date shown must be the Moscow one.
    createdAt: '2026-11-20T21:30:00.000Z',
    updatedAt: '2026-11-20T21:30:00.000Z',
    letter: '',
    lastMessage: null,
    note: null,
    vacancy: {
      id: 5,
      title: 'Стажёр-разработчик 5',
      status: 'published',
      companyId: 7,
      companyName: 'Ромашка',
    },
    student: {
      id: 3,
      firstName: 'Павел',
      lastName: 'Петров',
      university: 'МГУ',
      faculty: 'ВМК',
      course: 3,
      graduationYear: 2028,
      about: '',
      skills: [],
      photoUrl: null,
      resumeUrl: null,
      email: null,
      phone: null,
      telegramUsername: null,
    },
    history: [
      { from: null, to: 'new', by: 'student', answer: null, message: null, at: '2026-11-20T21:30:00.000Z' },
    ],
    ...overrides,
  };
}

/** The getItems calls, in order. */
export function listCalls(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.url.pathname === '/api/application/getItems');
}
