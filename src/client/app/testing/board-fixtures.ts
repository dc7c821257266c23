/** Response bodies of the public board's API for tests (shapes from src/shared/contract). */
import type { CompanyDetail, CompanyListItem } from '../../../shared/contract/company.contract';
import type { DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import type { VacancyDetail, VacancyListItem } from '../../../shared/contract/vacancy.contract';

export function vacancyItem(id: number, overrides: Partial<VacancyListItem> = {}): VacancyListItem {
  return {
    id,
    title: `Стажёр-разработчик ${id}`,
    company: { id: 7, name: 'Ромашка', logoUrl: null },
    vacancyType: { id: 1, name: 'Стажировка' },
    salary: { from: 40_000, to: 60_000, currency: 'RUR', gross: false },
    employment: 'probation',
    schedule: 'flexible',
    experience: 'noExperience',
    city: { id: 510, name: 'Москва', region: 'Москва' },
    address: 'Москва, ул. Льва Толстого, 16',
    lat: 55.7339,
    lng: 37.5886,
    flags: { suitsPractice: true, combinableWithStudy: true, firstYearFriendly: false, forGraduates: false },
    tags: [{ id: 3, name: 'TypeScript' }],
    status: 'published',
    publishedAt: new Date().toISOString(),
    snippet: 'Пишем интерфейсы на React.',
    hiddenReason: null,
    ...overrides,
  };
}

export function vacancyDetail(id: number, overrides: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    ...vacancyItem(id),
    // Long enough to publish (PUBLISH_DESCRIPTION_MIN): saving it as published is allowed.
    description:
      'Первый абзац.\n\nВторой абзац <b>без разметки</b>.\n\nТретий абзац: наставник, задачи на живых данных и разбор кода.',
    requirements: '- React\n- TypeScript',
    conditions: 'Гибкий график.',
    contacts: { name: 'Анна', email: 'hr@romashka.ru', phone: '+7 (900) 000-00-00' },
    archivedAt: null,
    expiresAt: null,
    canEdit: false,
    ...overrides,
  };
}

/** One page of a list answer's `data`. */
export function page<T>(items: T[], total: number, pageNumber = 1, hasMore = false) {
  return { items, total, page: pageNumber, hasMore };
}

export function dictionaryItem(id: number, name: string, vacancyCount: number): DictionaryItem {
  return { id, name, position: id, visible: true, vacancyCount };
}

export function companyItem(id: number, overrides: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    id,
    name: `Компания ${id}`,
    logoUrl: null,
    summary: 'Делаем сервисы для студентов.',
    city: null,
    address: 'Москва, Тверская, 1',
    lat: 55.757,
    lng: 37.615,
    openVacancies: 3,
    status: 'approved',
    ...overrides,
  };
}

export function companyDetail(id: number, overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...companyItem(id),
    description: 'О нас.\n\nМы любим студентов.',
    website: 'https://www.romashka.ru/about',
    bannerUrl: null,
    projects: [
      {
        id: 1,
        title: 'Платформа практик',
        description: 'Сервис для вузов.',
        imageUrl: null,
        link: 'https://example.ru/p1',
      },
      { id: 2, title: 'Карьерный бот', description: 'Бот в Telegram.', imageUrl: null, link: null },
    ],
    contacts: null,
    canEdit: false,
    ...overrides,
  };
}
