/** Test data of saved searches (tests only). */
import { endpoints } from '../../../shared/contract/endpoints';
import type { SubscriptionItem } from '../../../shared/contract/subscription.contract';
import type { TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import { dictionaryItem, page } from './board-fixtures';
import { type Stub, stub } from './fake-fetch';

export const AS_STUDENT = {
  auth: { token: 's1', kind: 'student' },
  account: { id: 3, kind: 'student', email: 'pavel@uni.ru', name: 'Павел' },
} as const;
export const AS_COMPANY = {
  auth: { token: 'c1', kind: 'company' },
  account: { id: 7, kind: 'company', email: 'hr@romashka.ru', name: 'ООО Ромашка' },
} as const;

/** The Telegram link's status, as the link's read and write endpoints answer it. */
export const linkStatus = (overrides: Partial<TelegramLinkStatus> = {}): { data: TelegramLinkStatus } => ({
  data: { linked: false, username: null, botBlocked: false, allowsWriteToPm: null, ...overrides },
});

export function subscriptionItem(overrides: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    id: 5,
    query: { text: 'python', tags: '4' },
    channel: 'email',
    frequency: 'daily',
    digestMinute: 540,
    paused: false,
    matches: 3,
    unseen: 2,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** The dictionaries the summary names ids with. */
export const DICTIONARIES: readonly Stub[] = [
  stub(endpoints.dictionary.vacancyTypeEndpoints.list, {
    data: page([dictionaryItem(1, 'Стажировка', 12)], 1),
  }),
  stub(endpoints.dictionary.tagEndpoints.list, {
    data: page([dictionaryItem(3, 'TypeScript', 7), dictionaryItem(4, 'Python', 5)], 2),
  }),
];
