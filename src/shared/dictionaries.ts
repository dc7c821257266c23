/**
 * hh.ru-compatible dictionaries (docs/product.md#dictionaries) with Russian labels. The keys are the stored
 * values; the order of each object is the order screens list them in.
 */
export const employmentLabels = {
  full: 'Полная занятость',
  part: 'Частичная занятость',
  project: 'Проектная работа',
  volunteer: 'Волонтёрство',
  probation: 'Стажировка',
} as const;
export type Employment = keyof typeof employmentLabels;
export const EMPLOYMENTS = Object.keys(employmentLabels) as Employment[];

export const scheduleLabels = {
  fullDay: 'Полный день',
  shift: 'Сменный график',
  flexible: 'Гибкий график',
  remote: 'Удалённая работа',
  hybrid: 'Гибрид: офис и удалённо',
  flyInFlyOut: 'Вахтовый метод',
} as const;
export type Schedule = keyof typeof scheduleLabels;
export const SCHEDULES = Object.keys(scheduleLabels) as Schedule[];

export const experienceLabels = {
  noExperience: 'Без опыта',
  between1And3: 'От 1 года до 3 лет',
  between3And6: 'От 3 до 6 лет',
  moreThan6: 'Более 6 лет',
} as const;
export type Experience = keyof typeof experienceLabels;
export const EXPERIENCES = Object.keys(experienceLabels) as Experience[];

export const currencySymbols = { RUR: '₽', USD: '$', EUR: '€' } as const;
export type Currency = keyof typeof currencySymbols;
export const CURRENCIES = Object.keys(currencySymbols) as Currency[];

export const vacancyStatusLabels = {
  draft: 'Черновик',
  published: 'Опубликована',
  archived: 'В архиве',
} as const;
export type VacancyStatus = keyof typeof vacancyStatusLabels;
export const VACANCY_STATUSES = Object.keys(vacancyStatusLabels) as VacancyStatus[];

/** What makes a vacancy fit a student (Facultetus's flags, docs/product.md#dictionaries). */
export const studentFlagLabels = {
  suitsPractice: 'Подходит для практики',
  combinableWithStudy: 'Можно совмещать с учёбой',
  firstYearFriendly: 'Для первокурсников',
  forGraduates: 'Для выпускников',
} as const;
export type StudentFlag = keyof typeof studentFlagLabels;
export const STUDENT_FLAGS = Object.keys(studentFlagLabels) as StudentFlag[];

export const vacancySortLabels = {
  relevance: 'По соответствию',
  newest: 'Сначала новые',
  salary: 'По зарплате',
  /** «Рядом со мной»: only with a point to measure from (docs/decisions/061). */
  distance: 'Сначала ближайшие',
} as const;
export type VacancySort = keyof typeof vacancySortLabels;
export const VACANCY_SORTS = Object.keys(vacancySortLabels) as VacancySort[];

export const accountStatusLabels = {
  pending: 'На проверке',
  approved: 'Подтверждён',
  denied: 'Отклонён',
} as const;
export type AccountStatus = keyof typeof accountStatusLabels;
export const ACCOUNT_STATUSES = Object.keys(accountStatusLabels) as AccountStatus[];
