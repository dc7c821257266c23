/** Feedback answers for the board's tests, in the shapes of the shared contract. */
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import type { FeedbackItem } from '../../../shared/contract/feedback.contract';
import type { RecordedRequest } from './fake-fetch';

const STUDENT_ACCOUNT: SessionAccount = {
  id: 3,
  kind: 'student',
  email: 'pavel@uni.ru',
  name: 'Павел',
};
export const AS_STUDENT = { auth: { token: 's1', kind: 'student' }, account: STUDENT_ACCOUNT } as const;

export function feedbackItem(overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    id: 5,
    text: 'Не могу загрузить резюме',
    status: 'new',
    createdAt: '2026-11-20T09:30:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    page: '/board/student/edit/',
    author: { kind: 'student', id: 3, name: 'Павел Петров', email: 'pavel@uni.ru' },
    reply: null,
    repliedAt: null,
    replyChannel: null,
    history: [],
    ...overrides,
  };
}

/** The getItems list calls (the «Новые» counter asks for one row and is left out). */
export function listCalls(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (request) =>
      request.url.pathname === '/api/feedback/getItems' && request.url.searchParams.get('limit') !== '1',
  );
}
