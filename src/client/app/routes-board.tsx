/** Screens of the company and admin boards (issue 3). Each checks the role itself. */
import { type ComponentType, type JSX, type LazyExoticComponent, lazy } from 'react';
import type { AccountKind } from '../../shared/contract/auth';
import { paths } from '../../shared/paths';
import { authAtom } from '../lib/app-state';
import { useAtomValue } from '../lib/store';
import { BoardHomeWithFigures } from './board-home-route';
import { lazyScreen } from './chunk-loader';
import { type RouteEntry, withId } from './route-entry';

const vacancyEdit = lazyScreen(
  'board-vacancy-edit',
  () => import('../features/board/vacancy-edit/vacancy-edit-screen'),
  'VacancyEditScreen',
);
const tagEdit = lazyScreen(
  'board-tag-edit',
  () => import('../features/board/dictionaries/dictionary-edit-screen'),
  'TagEditScreen',
);
const vacancyTypeEdit = lazyScreen(
  'board-vacancy-type-edit',
  () => import('../features/board/dictionaries/dictionary-edit-screen'),
  'VacancyTypeEditScreen',
);

export const boardRoutes: readonly RouteEntry[] = [
  {
    path: paths.boardVacancies,
    chunkId: 'board-vacancies',
    screen: lazyScreen(
      'board-vacancies',
      () => import('../features/board/vacancies/board-vacancies-screen'),
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
      () => import('../features/board/company-profile/company-profile-screen'),
      'CompanyProfileScreen',
    ),
  },
  {
    path: paths.boardCompanies,
    chunkId: 'board-companies',
    screen: lazyScreen(
      'board-companies',
      () => import('../features/board/companies/board-companies-screen'),
      'BoardCompaniesScreen',
    ),
  },
  {
    path: paths.boardStudents,
    chunkId: 'board-students',
    screen: lazyScreen(
      'board-students',
      () => import('../features/board/students/board-students-screen'),
      'BoardStudentsScreen',
    ),
  },
  {
    path: paths.boardTags,
    chunkId: 'board-tags',
    screen: lazyScreen(
      'board-tags',
      () => import('../features/board/dictionaries/dictionary-list-screen'),
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
      () => import('../features/board/dictionaries/dictionary-list-screen'),
      'VacancyTypesScreen',
    ),
  },
  { path: paths.boardVacancyTypeEdit, chunkId: 'board-vacancy-type-edit', screen: vacancyTypeEdit },
  {
    path: paths.boardStudentEdit,
    chunkId: 'board-student-edit',
    screen: lazyScreen(
      'board-student-edit',
      () => import('../features/board/student-profile/student-edit-screen'),
      'StudentEditScreen',
    ),
  },
  {
    path: paths.boardCompanyEdit,
    chunkId: 'board-company-edit',
    screen: lazyScreen(
      'board-company-edit',
      () => import('../features/board/company-account/company-edit-screen'),
      'CompanyEditScreen',
    ),
  },
  {
    path: paths.boardAdminEdit,
    chunkId: 'board-admin-edit',
    screen: lazyScreen(
      'board-admin-edit',
      () => import('../features/board/admins/admin-edit-screen'),
      'AdminEditScreen',
    ),
  },
  { path: withId(paths.boardVacancyTypeEdit), chunkId: 'board-vacancy-type-edit', screen: vacancyTypeEdit },
  {
    path: paths.boardFeedbacks,
    chunkId: 'board-feedbacks',
    screen: lazyScreen(
      'board-feedbacks',
      () => import('../features/board/feedback/board-feedbacks-screen'),
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
];

// Each role's home is its own chunk, so a guest downloads neither the student's nor the company's
// (tests/e2e/js-budget.test.ts), and the screen is picked here, without a chunk in between.
const guestHome = lazyScreen('home', () => import('../features/home/guest-home'), 'GuestHomeScreen');
const studentHome = lazyScreen(
  'home-student',
  () => import('../features/home/student-home'),
  'StudentHomeScreen',
);
const companyHome = lazyScreen(
  'home-company',
  () => import('../features/home/company-home'),
  'CompanyHomeScreen',
);
// The board home with the applications' outcome figures, joined in the app layer (board-home-route.tsx).
const boardHome = lazy(async () => ({ default: BoardHomeWithFigures }));

const HOMES: Record<AccountKind | 'guest', LazyExoticComponent<ComponentType>> = {
  guest: guestHome,
  student: studentHome,
  company: companyHome,
  admin: boardHome,
};

/**
 * `/` by role (issue 6, issue 13 item 5, docs/decisions/025): an admin lands on the board's home
 * (what awaits a decision, the figures); a student on what needs them and what fits them; a
 * company on its new applications and vacancies' figures; a guest on the search and the newest
 * vacancies. The choice is made here in the app layer because a feature never imports another.
 */
function HomeByRole(): JSX.Element {
  const Screen = HOMES[useAtomValue(authAtom)?.kind ?? 'guest'];
  return <Screen />;
}

/** The routes table takes lazy screens; this wrapper is tiny, the homes it picks are lazy. */
export const homeScreen = lazy(async () => ({ default: HomeByRole }));
