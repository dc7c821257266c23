/**
 * What each role sees in the side and burger menus. One table per role; a new screen that people
 * reach from the menu is added here (CONTRIBUTING.md, «A new screen»). Only screens that exist are listed (the admin login is linked from /login/,
 * and /setup/ is never linked).
 */
import type { AccountKind } from '../../shared/contract/auth.contract';
import { paths } from '../../shared/paths';

type MenuRole = 'guest' | AccountKind;

export interface MenuEntry {
  label: string;
  href: string;
}

const home: MenuEntry = { label: 'Главная', href: paths.home };
const vacancies: MenuEntry = { label: 'Вакансии', href: paths.vacancies };
const companies: MenuEntry = { label: 'Компании', href: paths.companies };
const map: MenuEntry = { label: 'Карта', href: paths.map };

export const menuConfig: Record<MenuRole, readonly MenuEntry[]> = {
  guest: [
    home,
    vacancies,
    companies,
    map,
    // The way in is «Войти» beside the menu (app/account-box.tsx), not a second entry here.
    { label: 'Регистрация', href: paths.registration },
  ],
  student: [
    home,
    vacancies,
    { label: 'Новые вакансии', href: paths.recentVacancies },
    { label: 'Мои отклики', href: paths.applications },
    { label: 'Мои подписки', href: paths.subscriptions },
    { label: 'Избранное', href: paths.favourites },
    { label: 'Профиль', href: paths.boardStudentEdit },
    { label: 'Мои обращения', href: paths.boardFeedbacks },
    companies,
    map,
  ],
  company: [
    home,
    { label: 'Мои вакансии', href: paths.boardVacancies },
    { label: 'Отклики', href: paths.boardApplications },
    { label: 'Собеседования', href: paths.boardInterviews },
    { label: 'Новая вакансия', href: paths.boardVacancyEdit },
    { label: 'Профиль компании', href: paths.boardCompanyProfile },
    { label: 'Данные компании', href: paths.boardCompanyEdit },
    { label: 'Мои обращения', href: paths.boardFeedbacks },
    { label: 'Студенты', href: paths.students },
    { label: 'Избранное', href: paths.favourites },
    vacancies,
    companies,
  ],
  admin: [
    home,
    { label: 'Вакансии', href: paths.boardVacancies },
    { label: 'Отклики', href: paths.boardApplications },
    { label: 'Компании', href: paths.boardCompanies },
    { label: 'Студенты', href: paths.boardStudents },
    { label: 'Теги', href: paths.boardTags },
    { label: 'Типы вакансий', href: paths.boardVacancyTypes },
    { label: 'Синонимы поиска', href: paths.boardSearchSynonyms },
    { label: 'Курсы валют', href: paths.boardCurrencyRates },
    { label: 'Адреса без города', href: paths.boardUnmatchedAddresses },
    { label: 'Обращения', href: paths.boardFeedbacks },
    { label: 'Жалобы на сообщения', href: paths.boardReportedMessages },
    { label: 'Объявления', href: paths.boardAnnouncements },
    { label: 'Администраторы', href: paths.boardAdminEdit },
    { label: 'Карта', href: paths.map },
  ],
};

export function menuFor(kind: AccountKind | null): readonly MenuEntry[] {
  return menuConfig[kind ?? 'guest'];
}

/** A menu entry is current on its own path only; "/" would otherwise match everything. */
export function isCurrent(entry: MenuEntry, location: string): boolean {
  return entry.href === location;
}
