/** Russian texts of verification: statuses, re-review and identity changes (decision 015). */
export const verificationMessages = {
  // A refusal because of the account's status (403 with a STATUS_REFUSAL_CODES code).
  studentPending:
    'Профиль ещё на проверке у карьерного центра: это действие станет доступно после подтверждения.',
  studentDenied:
    'Карьерный центр не подтвердил ваш профиль, поэтому это действие недоступно. Исправьте профиль и нажмите «Запросить повторную проверку».',
  companyPending:
    'Компания ещё на проверке у карьерного центра: это действие станет доступно после подтверждения.',
  companyDenied:
    'Карьерный центр не подтвердил компанию, поэтому это действие недоступно. Исправьте данные и нажмите «Запросить повторную проверку».',

  // Asking for another review.
  reviewRequested: 'Запрос отправлен: карьерный центр проверит профиль снова.',
  reviewAlreadyPending: 'Профиль уже на проверке: дождитесь решения карьерного центра.',
  reviewNotNeeded: 'Профиль уже подтверждён: повторная проверка не нужна.',
  reviewOnlyAccounts: 'Повторную проверку запрашивают студенты и компании.',

  // A verified student's name or studies; a new photo (docs/decisions/051).
  studentSentToReview:
    'Профиль сохранён и снова на проверке: вы изменили имя, вуз или факультет. До подтверждения компании его не видят, а откликаться нельзя.',
  studentPhotoToCheck:
    'Профиль сохранён. Новое фото карьерный центр посмотрит позже, а откликаться можно как обычно.',

  // A verified company's name, INN or contact person.
  identitySentToReview:
    'Новые название, ИНН или контактное лицо отправлены на проверку. До подтверждения студенты видят прежние данные.',
  identityChangeNotFound: 'Заявка на изменение данных не найдена: возможно, её уже рассмотрели.',
  identityChangeNewer: 'Компания уже изменила заявку: обновите страницу и посмотрите новые данные.',
  identityApproved: 'Изменение данных компании подтверждено.',
  identityDenied: 'Изменение данных компании отклонено.',
} as const;
