/** Screens of the public board: vacancies, companies, the map (issue 3). */
import { paths } from '../../shared/paths';
import { lazyScreen } from './chunk-loader';
import { guestOnly } from './guest-only';
import { type RouteEntry, withId } from './route-entry';

export const publicRoutes: readonly RouteEntry[] = [
  // Registration (issue 4): students, and companies with ?kind=company.
  {
    path: paths.registration,
    chunkId: 'registration',
    screen: guestOnly(
      lazyScreen(
        'registration',
        () => import('../features/registration/registration-screen'),
        'RegistrationScreen',
      ),
    ),
  },
  // Password recovery (issue 4): the email form, or the new password from the mailed link.
  {
    path: paths.recoveryStudent,
    chunkId: 'recovery-student',
    screen: guestOnly(
      lazyScreen(
        'recovery-student',
        () => import('../features/recovery/recovery-screen'),
        'RecoveryStudentScreen',
      ),
    ),
  },
  {
    path: paths.recoveryCompany,
    chunkId: 'recovery-company',
    screen: guestOnly(
      lazyScreen(
        'recovery-company',
        () => import('../features/recovery/recovery-screen'),
        'RecoveryCompanyScreen',
      ),
    ),
  },
  // The «это был не я» link mailed after a new Telegram link (docs/decisions/013): anyone.
  {
    path: paths.telegramUndo,
    chunkId: 'telegram-undo',
    screen: lazyScreen(
      'telegram-undo',
      () => import('../features/telegram-undo/telegram-undo-screen'),
      'TelegramUndoScreen',
    ),
  },
  // A saved search's unsubscribe link from an alert mail (docs/decisions/024): anyone.
  {
    path: paths.unsubscribe,
    chunkId: 'unsubscribe',
    screen: lazyScreen(
      'unsubscribe',
      () => import('../features/unsubscribe/unsubscribe-screen'),
      'UnsubscribeScreen',
    ),
  },
  {
    path: paths.vacancies,
    chunkId: 'vacancies',
    // «Подписаться» joined to the list (vacancies-route.tsx), lazy like every screen.
    screen: lazyScreen('vacancies', () => import('./vacancies-route'), 'VacanciesWithSubscribe'),
  },
  {
    path: paths.recentVacancies,
    chunkId: 'recent-vacancies',
    screen: lazyScreen('recent-vacancies', () => import('../features/recent/recent-screen'), 'RecentScreen'),
  },
  {
    path: withId(paths.vacancy),
    chunkId: 'vacancy',
    // The page with «Откликнуться» and its related vacancies (vacancy-route.tsx).
    screen: lazyScreen('vacancy', () => import('./vacancy-route'), 'VacancyWithApply'),
  },
  // «Мои отклики» (issue 12): the student's applications; the screen tells others where to go.
  {
    path: paths.applications,
    chunkId: 'applications',
    screen: lazyScreen(
      'applications',
      () => import('../features/applications/student/my-applications-screen'),
      'MyApplicationsScreen',
    ),
  },
  // The student's thread of one application (docs/decisions/058).
  {
    path: withId(paths.applicationMessages),
    chunkId: 'application-messages',
    screen: lazyScreen(
      'application-messages',
      () => import('../features/messages/thread-screen'),
      'StudentThreadScreen',
    ),
  },
  {
    path: paths.companies,
    chunkId: 'companies',
    screen: lazyScreen(
      'companies',
      () => import('../features/companies/companies-screen'),
      'CompaniesScreen',
    ),
  },
  {
    path: withId(paths.company),
    chunkId: 'company',
    screen: lazyScreen('company', () => import('../features/companies/company-screen'), 'CompanyScreen'),
  },
  {
    path: paths.students,
    chunkId: 'students',
    screen: lazyScreen('students', () => import('../features/students/students-screen'), 'StudentsScreen'),
  },
  {
    path: paths.map,
    chunkId: 'map',
    screen: lazyScreen('map', () => import('../features/map/map-screen'), 'MapScreen'),
  },
  // «Мои подписки» (issue 13): the student's saved searches.
  {
    path: paths.subscriptions,
    chunkId: 'subscriptions',
    screen: lazyScreen(
      'subscriptions',
      () => import('../features/subscriptions/subscriptions-screen'),
      'SubscriptionsScreen',
    ),
  },
  {
    path: paths.favourites,
    chunkId: 'favourites',
    screen: lazyScreen(
      'favourites',
      () => import('../features/favourites/favourites-screen'),
      'FavouritesScreen',
    ),
  },
];
