/** Answers of the board's API for tests, in the shapes of the shared contracts. */
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import type { CompanyDetail } from '../../../shared/contract/company.contract';
import type { DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import type { VacancyDetail, VacancyListItem } from '../../../shared/contract/vacancy.contract';
import type { RecordedRequest } from './fake-fetch';

export const COMPANY_ACCOUNT: SessionAccount = {
  id: 7,
  kind: 'company',
  email: 'hr@romashka.ru',
  name: 'ООО Ромашка',
};
const ADMIN_ACCOUNT: SessionAccount = { id: 1, kind: 'admin', email: 'root@uni.ru', name: 'Мария' };
export const AS_COMPANY = { auth: { token: 'c1', kind: 'company' }, account: COMPANY_ACCOUNT } as const;
export const AS_ADMIN = { auth: { token: 'a1', kind: 'admin' }, account: ADMIN_ACCOUNT } as const;

export function vacancyItem(overrides: Partial<VacancyListItem> = {}): VacancyListItem {
  return {
    id: 1,
    title: 'Стажёр-аналитик',
    company: { id: 7, name: 'ООО Ромашка', logoUrl: null },
    vacancyType: null,
    salary: { from: 50_000, to: 80_000, currency: 'RUR', gross: false },
    employment: 'probation',
    schedule: 'flexible',
    experience: 'noExperience',
    city: { id: 510, name: 'Москва', region: 'Москва' },
    address: null,
    lat: null,
    lng: null,
    flags: { suitsPractice: true, combinableWithStudy: true, firstYearFriendly: false, forGraduates: false },
    tags: [],
    status: 'published',
    publishedAt: '2026-03-02T10:00:00.000Z',
    snippet: '',
    hiddenReason: null,
    ...overrides,
  };
}

export function vacancyDetail(overrides: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    ...vacancyItem(),
    description: 'Анализ данных продаж.',
    requirements: 'SQL, Excel.',
    conditions: 'Гибкий график.',
    contacts: { name: 'Анна', email: 'anna@romashka.ru', phone: null },
    archivedAt: null,
    expiresAt: null,
    canEdit: true,
    ...overrides,
  };
}

export function page<T>(items: T[], hasMore = false, total = items.length, pageNumber = 1) {
  return { items, total, page: pageNumber, hasMore };
}

export function dictionaryItem(overrides: Partial<DictionaryItem> = {}): DictionaryItem {
  return { id: 1, name: 'Python', position: 0, visible: true, vacancyCount: 0, ...overrides };
}

export function companyDetail(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    id: 7,
    name: 'ООО Ромашка',
    logoUrl: null,
    summary: '',
    city: null,
    address: null,
    lat: null,
    lng: null,
    openVacancies: 2,
    status: 'approved',
    description: 'Делаем аналитику.',
    website: 'https://romashka.ru',
    bannerUrl: null,
    projects: [
      { id: 1, title: 'Альфа', description: 'Первый', imageUrl: null, link: null },
      { id: 2, title: 'Бета', description: 'Второй', imageUrl: null, link: null },
    ],
    contacts: { email: 'hr@romashka.ru', contactPerson: null, phone: null, inn: null },
    canEdit: true,
    ...overrides,
  };
}

/** The JSON body of the last request to "METHOD /path/". */
export function lastBody(requests: readonly RecordedRequest[], method: string, path: string): unknown {
  const found = requests
    .filter((request) => request.method === method && request.url.pathname === path)
    .at(-1);
  return found ? JSON.parse(found.body) : undefined;
}

export function requestsTo(
  requests: readonly RecordedRequest[],
  method: string,
  path: string,
): RecordedRequest[] {
  return requests.filter((request) => request.method === method && request.url.pathname === path);
}
