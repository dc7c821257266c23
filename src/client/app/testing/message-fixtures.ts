/** Thread answers for the messages feature's tests, in the shapes of the shared contract (docs/decisions/058). */
import type { ThreadItem, ThreadPage } from '../../../shared/contract/message.contract';

export function threadItem(overrides: Partial<ThreadItem> = {}): ThreadItem {
  return {
    kind: 'message',
    id: 1,
    at: '2026-11-21T11:05:00.000Z',
    author: 'company',
    mine: false,
    text: 'Здравствуйте!',
    status: null,
    file: null,
    readByOther: null,
    reported: false,
    ...overrides,
  };
}

/** A page as the server answers it: `items` newest first (the client asks `sort=newest`). */
export function threadPage(items: ThreadItem[], overrides: Partial<ThreadPage> = {}): ThreadPage {
  return {
    items,
    total: items.length,
    page: 1,
    hasMore: false,
    writable: true,
    closedReason: null,
    ...overrides,
  };
}

/** The cover letter, a move to «Приглашение» and two messages, newest first. */
export const SAMPLE_THREAD: ThreadItem[] = [
  threadItem({
    id: 8,
    at: '2026-11-22T08:00:00.000Z',
    author: 'student',
    mine: true,
    text: 'Спасибо, приду.',
    readByOther: true,
  }),
  threadItem({
    id: 7,
    at: '2026-11-21T12:00:00.000Z',
    text: 'Пришлите, пожалуйста, тестовое.',
    file: { url: '/files/abcdefghijklmnopqrstuvwx/', mime: 'application/pdf', size: 20480 },
  }),
  threadItem({
    kind: 'status',
    id: 8,
    at: '2026-11-21T10:00:00.000Z',
    text: 'Ждём вас во вторник в 11:00.',
    status: { from: 'new', to: 'invited' },
  }),
  threadItem({
    kind: 'letter',
    id: 11,
    at: '2026-11-20T21:30:00.000Z',
    author: 'student',
    mine: true,
    text: 'Хочу у вас работать.',
  }),
];
