/** Answers of the application API for the board's tests, in the shapes of the shared contract. */

import type { ApplicationItem, ApplicationSummary } from '../../../shared/contract/application.contract';
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import type { RecordedRequest } from './fake-fetch';

const COMPANY: SessionAccount = { id: 7, kind: 'company', email: 'hr@romashka.ru', name: 'ООО Ромашка' };
const ADMIN: SessionAccount = { id: 1, kind: 'admin', email: 'root@uni.ru', name: 'Мария' };
export const AS_COMPANY = { auth: { token: 'c1', kind: 'company' }, account: COMPANY } as const;
export const AS_ADMIN = { auth: { token: 'a1', kind: 'admin' }, account: ADMIN } as const;

export const GET_ITEMS = endpoints.application.applicationItems;
export const SUMMARY = endpoints.application.applicationSummary;
export const CHANGE = endpoints.application.applicationChangeStatus;
export const VIEW = endpoints.application.applicationView;
export const NOTE = endpoints.application.applicationNote;

export function page<T>(items: T[], hasMore = false, total = items.length) {
  return { items, total, page: 1, hasMore };
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
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    letter: 'Хочу к вам на стажировку.',
    lastMessage: null,
    note: null,
    vacancy: {
      id: 3,
      title: 'Стажёр-аналитик',
      status: 'published',
      companyId: 7,
      companyName: 'ООО Ромашка',
    },
    student: {
      id: 5,
      firstName: 'Иван',
      lastName: 'Петров',
      university: 'МГУ',
      faculty: 'ВМК',
      course: 3,
      graduationYear: 2028,
      about: 'Люблю SQL.',
      skills: [{ id: 1, name: 'Python' }],
      photoUrl: null,
      resumeUrl: '/uploads/resume/5.pdf',
      email: 'ivan@uni.ru',
      phone: '+79161234567',
      telegramUsername: 'ivan_p',
    },
    history: [
      { from: null, to: 'new', by: 'student', answer: null, message: null, at: '2026-11-20T09:30:00.000Z' },
    ],
    ...overrides,
  };
}

export function summary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    byStatus: {
      new: 2,
      viewed: 1,
      invited: 0,
      offer: 0,
      accepted: 0,
      declined: 0,
      hired: 0,
      rejected: 1,
      withdrawn: 0,
    },
    byVacancy: [{ vacancyId: 3, total: 4, new: 2 }],
    ...overrides,
  };
}

export function requestsTo(
  requests: readonly RecordedRequest[],
  method: string,
  path: string,
): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.url.pathname === path);
}

/** The JSON body of the last request to "METHOD /path/". */
export function lastBody(requests: readonly RecordedRequest[], method: string, path: string): unknown {
  const found = requestsTo(requests, method, path).at(-1);
  return found ? JSON.parse(found.body) : undefined;
}
