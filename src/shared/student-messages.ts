/** Russian texts of the students catalogue (kept apart from messages.ts to keep that file small). */
export const studentMessages = {
  companyNotApproved: 'Доступно после проверки компании карьерным центром.',
  notFound: 'Студент не найден.',
  whoMaySee:
    'Анкеты студентов видят проверенные компании-работодатели и карьерный центр. Студенты видят вакансии — загляните в раздел «Вакансии».',
  approved: 'Студент подтверждён.',
  denied: 'Студенту отказано.',
  reviewFailed: 'Не удалось изменить статус. Попробуйте ещё раз.',
} as const;
