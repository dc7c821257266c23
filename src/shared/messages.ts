/**
 * Russian texts the user sees. The first block is the specification's error catalogue (SPEC §8),
 * word for word; the rest are the product's own texts shared by client and server.
 */
export const messages = {
  // SPEC §8
  sessionExpired: 'Пожалуйста, авторизуйтесь снова!',
  logoutFailed: 'Произошла ошибка при выходе из аккаунта!',
  recentVacanciesFailed: 'Произошла ошибка при получении новых вакансий!',

  // API envelope
  xhrRequired: 'Запрос отклонён: обновите страницу и попробуйте снова.',
  jsonRequired: 'Сервер принимает только данные в формате JSON.',
  bodyTooLarge: 'Слишком большой запрос. Уменьшите объём данных и попробуйте снова.',
  notFoundApi: 'Такого адреса API нет.',
  methodNotAllowed: 'Этот метод не поддерживается для этого адреса.',
  invalidInput: 'Проверьте правильность заполнения полей.',
  invalidJson: 'Не удалось прочитать запрос: данные повреждены.',
  internalError: 'Что-то пошло не так на сервере. Попробуйте ещё раз через минуту.',
  unauthorized: 'Войдите в аккаунт, чтобы продолжить.',
  forbidden: 'У вас нет доступа к этому действию.',
  fieldRequired: 'Заполните это поле.',
  fieldInvalid: 'Неверное значение поля.',

  // Sign-in
  loginInvalid: 'Неверный email или пароль.',
  loginRateLimited: 'Слишком много попыток входа. Попробуйте снова через {minutes}.',
  loggedOut: 'Вы вышли из аккаунта.',
  setupInvalid: 'Ссылка для создания администратора недействительна или уже использована.',
  setupDone: 'Администратор создан. Теперь вы можете войти.',

  // The board (issue 3)
  vacancyNotFound: 'Вакансия не найдена.',
  vacancyNotYours: 'Это вакансия другой компании: изменять её может только она сама.',
  vacancyDeletePublished: 'Опубликованную или архивную вакансию нельзя удалить: перенесите её в архив.',
  vacancyTypeUnknown: 'Такого типа вакансии нет.',
  vacancyTagUnknown: 'Такого тега нет.',
  companyNotFound: 'Компания не найдена.',
  companyNotYours: 'Изменять профиль компании может только она сама.',
  tagNotFound: 'Тег не найден.',
  tagDuplicate: 'Такой тег уже есть.',
  vacancyTypeNotFound: 'Тип вакансии не найден.',
  vacancyTypeDuplicate: 'Такой тип вакансии уже есть.',
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

const minutePlural = new Intl.PluralRules('ru');
const minuteForms: Record<string, string> = { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' };

/** «1 минуту», «3 минуты», «15 минут» — the accusative used after «через». */
export function minutesRu(count: number): string {
  return `${count} ${minuteForms[minutePlural.select(count)] ?? 'минут'}`;
}
