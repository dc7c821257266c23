/**
 * Screens of the company and admin boards (issue 3). Each checks the role itself. The routes
 * table loads this table lazily for any /board/ address (routes.tsx), so a public page's entry
 * does not carry the board's rows (docs/decisions/068-first-screen-chunks.md).
 */
import type { JSX } from 'react';
import { paths } from '../../shared/paths';
import { lazyScreen } from './chunk-loader';
import { type RouteEntry, withId } from './route-entry';
import { RouteSwitch } from './route-switch';

const vacancyEdit = lazyScreen(
  'board-vacancy-edit',
  () => import('../features/vacancies-management/vacancy-edit-screen'),
  'VacancyEditScreen',
);
const tagEdit = lazyScreen(
  'board-tag-edit',
  () => import('../features/dictionaries/dictionary-edit-screen'),
  'TagEditScreen',
);
const vacancyTypeEdit = lazyScreen(
  'board-vacancy-type-edit',
  () => import('../features/dictionaries/dictionary-edit-screen'),
  'VacancyTypeEditScreen',
);

export const boardRoutes: readonly RouteEntry[] = [
  {
    path: paths.boardVacancies,
    chunkId: 'board-vacancies',
    screen: lazyScreen(
      'board-vacancies',
      () => import('../features/vacancies-management/board-vacancies-screen'),
      'BoardVacanciesScreen',
    ),
  },
  // Create and edit share one screen (and one chunk): the id decides.
  { path: paths.boardVacancyEdit, chunkId: 'board-vacancy-edit', screen: vacancyEdit },
  { path: withId(paths.boardVacancyEdit), chunkId: 'board-vacancy-edit', screen: vacancyEdit },
  {
    path: paths.boardCompanyProfile,
    chunkId: 'board-company-profile',
    screen: lazyScreen(
      'board-company-profile',
      () => import('../features/company-profile/company-profile-screen'),
      'CompanyProfileScreen',
    ),
  },
  {
    path: paths.boardCompanies,
    chunkId: 'board-companies',
    screen: lazyScreen(
      'board-companies',
      () => import('../features/company-review/board-companies-screen'),
      'BoardCompaniesScreen',
    ),
  },
  {
    path: paths.boardStudents,
    chunkId: 'board-students',
    screen: lazyScreen(
      'board-students',
      () => import('../features/student-review/board-students-screen'),
      'BoardStudentsScreen',
    ),
  },
  {
    path: paths.boardTags,
    chunkId: 'board-tags',
    screen: lazyScreen(
      'board-tags',
      () => import('../features/dictionaries/dictionary-list-screen'),
      'TagsScreen',
    ),
  },
  { path: paths.boardTagEdit, chunkId: 'board-tag-edit', screen: tagEdit },
  { path: withId(paths.boardTagEdit), chunkId: 'board-tag-edit', screen: tagEdit },
  {
    path: paths.boardVacancyTypes,
    chunkId: 'board-vacancy-types',
    screen: lazyScreen(
      'board-vacancy-types',
      () => import('../features/dictionaries/dictionary-list-screen'),
      'VacancyTypesScreen',
    ),
  },
  { path: paths.boardVacancyTypeEdit, chunkId: 'board-vacancy-type-edit', screen: vacancyTypeEdit },
  {
    path: paths.boardStudentEdit,
    chunkId: 'board-student-edit',
    screen: lazyScreen(
      'board-student-edit',
      () => import('../features/student-profile/student-edit-screen'),
      'StudentEditScreen',
    ),
  },
  {
    path: paths.boardCompanyEdit,
    chunkId: 'board-company-edit',
    screen: lazyScreen(
      'board-company-edit',
      () => import('../features/company-account/company-edit-screen'),
      'CompanyEditScreen',
    ),
  },
  {
    path: paths.boardAdminEdit,
    chunkId: 'board-admin-edit',
    screen: lazyScreen(
      'board-admin-edit',
      () => import('../features/admins/admin-edit-screen'),
      'AdminEditScreen',
    ),
  },
  { path: withId(paths.boardVacancyTypeEdit), chunkId: 'board-vacancy-type-edit', screen: vacancyTypeEdit },
  {
    path: paths.boardSearchSynonyms,
    chunkId: 'board-search-synonyms',
    screen: lazyScreen(
      'board-search-synonyms',
      () => import('../features/search-synonyms/search-synonyms-screen'),
      'SearchSynonymsScreen',
    ),
  },
  {
    path: paths.boardCurrencyRates,
    chunkId: 'board-currency-rates',
    screen: lazyScreen(
      'board-currency-rates',
      () => import('../features/currency-rates/currency-rates-screen'),
      'CurrencyRatesScreen',
    ),
  },
  {
    path: paths.boardUnmatchedAddresses,
    chunkId: 'board-unmatched-addresses',
    screen: lazyScreen(
      'board-unmatched-addresses',
      () => import('../features/unmatched-addresses/unmatched-addresses-screen'),
      'UnmatchedAddressesScreen',
    ),
  },
  {
    path: paths.boardAnnouncements,
    chunkId: 'board-announcements',
    screen: lazyScreen(
      'board-announcements',
      () => import('../features/announcements/announcements-screen'),
      'AnnouncementsScreen',
    ),
  },
  {
    path: paths.boardFeedbacks,
    chunkId: 'board-feedbacks',
    screen: lazyScreen(
      'board-feedbacks',
      () => import('../features/feedback-desk/board-feedbacks-screen'),
      'BoardFeedbacksScreen',
    ),
  },
  {
    path: paths.boardApplications,
    chunkId: 'board-applications',
    screen: lazyScreen(
      'board-applications',
      () => import('../features/applications/board/applications-board-screen'),
      'BoardApplicationsScreen',
    ),
  },
  {
    path: paths.boardInterviews,
    chunkId: 'board-interviews',
    screen: lazyScreen(
      'board-interviews',
      () => import('../features/interviews/interviews-screen'),
      'InterviewsScreen',
    ),
  },
  // The company's thread of one application, and the career centre's reading of a reported one.
  {
    path: withId(paths.boardApplicationMessages),
    chunkId: 'board-application-messages',
    screen: lazyScreen(
      'board-application-messages',
      () => import('../features/messages/thread-screen'),
      'BoardThreadScreen',
    ),
  },
  {
    path: paths.boardReportedMessages,
    chunkId: 'board-reported-messages',
    screen: lazyScreen(
      'board-reported-messages',
      () => import('../features/messages/reported-screen'),
      'ReportedMessagesScreen',
    ),
  },
];

/** The board's screens by address; an address the board does not have is not found. */
export function BoardRoutes(): JSX.Element {
  return <RouteSwitch entries={boardRoutes} />;
}
