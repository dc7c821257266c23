/**
 * The specification's routes (docs/product.md#screens-and-paths), with the trailing slashes it shows. Detail
 * and edit routes take the id as the last segment (docs/design.md#api-rules): /vacancy/42/,
 * /board/vacancy/edit/42/.
 */
export const paths = {
  home: '/',
  login: '/login/',
  adminLogin: '/login/admin/',
  registration: '/registration/',
  recoveryStudent: '/recovery/student/',
  recoveryCompany: '/recovery/company/',
  setup: '/setup/',
  students: '/students/',
  boardStudents: '/board/students/',
  boardStudentEdit: '/board/student/edit/',
  boardCompanies: '/board/companies/',
  boardCompanyProfile: '/board/company/profile/',
  boardCompanyEdit: '/board/company/edit/',
  companies: '/companies/',
  company: '/company/',
  boardAdminEdit: '/board/admin/edit/',
  vacancies: '/vacancies/',
  vacancy: '/vacancy/',
  boardVacancies: '/board/vacancies/',
  boardVacancyEdit: '/board/vacancy/edit/',
  recentVacancies: '/vacancies/recent/',
  boardTags: '/board/tags/',
  boardTagEdit: '/board/tag/edit/',
  favourites: '/favourites/',
  boardFeedbacks: '/board/feedbacks/',
  /** «Мои отклики» (issue 12): the student's applications. */
  applications: '/applications/',
  /** The company's and the career centre's applications (issue 12). */
  boardApplications: '/board/applications/',
  /** The student's thread of one application (issue 25, docs/decisions/058): `/applications/messages/42/`. */
  applicationMessages: '/applications/messages/',
  /** The company's thread of one application, and an admin's reading of a reported one. */
  boardApplicationMessages: '/board/applications/messages/',
  /** The career centre's reported messages (docs/decisions/058). */
  boardReportedMessages: '/board/messages/reported/',
  /** «Мои подписки» (issue 13): the student's saved searches. */
  subscriptions: '/subscriptions/',
  /** The career centre's notices on the students' and companies' home (admins). */
  boardAnnouncements: '/board/announcements/',
  boardSearchSynonyms: '/board/search-synonyms/',
  /** The career centre's exchange rates for the salary order and filter (docs/decisions/063). */
  boardCurrencyRates: '/board/currency-rates/',
  /** «Адреса без города»: addresses no city of the dictionary was matched to (docs/decisions/061). */
  boardUnmatchedAddresses: '/board/addresses/',
  // Not in the specification's table, which names these features without paths.
  map: '/map/',
  boardVacancyTypes: '/board/vacancy-types/',
  boardVacancyTypeEdit: '/board/vacancy-type/edit/',
  /** The company's upcoming interviews by day (issue 25, docs/decisions/057). */
  boardInterviews: '/board/interviews/',
  /** The «это был не я» link mailed after a Telegram link (docs/decisions/013). */
  telegramUndo: '/telegram/undo/',
  /** A saved search's unsubscribe link from an alert mail, without signing in (docs/decisions/024). */
  unsubscribe: '/unsubscribe/',
} as const;

/** Every path the specification lists, for tests that walk them all. */
export const specificationPaths: readonly string[] = Object.values(paths).filter(
  (path) => path !== paths.setup && path !== paths.telegramUndo && path !== paths.unsubscribe,
);

/**
 * Routes that also take an id as their last segment (docs/design.md#api-rules): /vacancy/42/,
 * /board/tag/edit/3/.
 */
const pathsWithId: readonly string[] = [
  paths.vacancy,
  paths.company,
  paths.boardVacancyEdit,
  paths.boardTagEdit,
  paths.boardVacancyTypeEdit,
  paths.boardAdminEdit,
  paths.boardStudentEdit,
  paths.boardCompanyEdit,
  paths.applicationMessages,
  paths.boardApplicationMessages,
];

const knownPaths = new Set<string>(Object.values(paths));

/** Whether a pathname is a screen of the app: the server answers 200 for these and 404 otherwise. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (knownPaths.has(path)) return true;
  const withId = path.match(/^(.*\/)(\d{1,10})\/$/);
  return withId?.[1] !== undefined && pathsWithId.includes(withId[1]);
}

/** The thread of an application (docs/decisions/058): the student's screen, or the board's (company, admin). */
export function messagesPath(applicationId: number, reader: 'student' | 'board'): string {
  return `${reader === 'student' ? paths.applicationMessages : paths.boardApplicationMessages}${applicationId}/`;
}
