/**
 * Russian texts the user sees. The first block is the specification's error catalogue
 * (docs/product.md#error-catalogue), word for word; the rest are the product's own texts shared by client and
 * server.
 */
import { notFoundMessages } from './not-found-messages';

export const messages = {
  // docs/product.md#error-catalogue
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
  fileNotYours: 'Файл не найден среди ваших загрузок.',
  unknownSkill: 'Выберите навыки из списка.',
  adminNotFound: 'Администратор не найден.',
  adminEmailTaken: 'Этот email уже занят другим администратором.',
  lastAdmin: 'Нельзя удалить последнего администратора.',
  adminSelfDelete: 'Нельзя удалить свою учётную запись, пока вы в ней.',
  fieldRequired: 'Заполните это поле.',
  fieldInvalid: 'Неверное значение поля.',

  // Files (uploads)
  fileImageOnly: 'Можно загрузить изображение JPEG, PNG или WebP до 5 МБ.',
  fileResumeOnly: 'Резюме — только PDF до 10 МБ.',
  fileTooManyPixels: 'Изображение слишком большое: не больше 40 мегапикселей.',
  fileBroken: 'Не удалось прочитать файл: он повреждён.',
  fileMissing: 'Выберите файл для загрузки.',
  fileTooLarge: 'Файл слишком большой: изображение — до 5 МБ, резюме в PDF — до 10 МБ.',
  fileNotFound: 'Файл не найден.',
  fileKindForbidden: 'Этот тип файла вам загружать нельзя.',
  fileQuotaExceeded:
    'Место для ваших файлов закончилось: не больше {files} файлов и {megabytes} МБ. Удалите старые файлы или замените их в профиле и попробуйте снова.',
  fileQuotaPending:
    'Пока учётная запись на проверке, можно хранить не больше {files} файлов и {megabytes} МБ. Удалите лишние загрузки или дождитесь подтверждения.',
  fileRateLimited: 'Слишком много загрузок подряд. Попробуйте снова через {minutes}.',
  signedLinkRateLimited: 'Слишком много скачиваний подряд. Попробуйте снова через {minutes}.',
  fileLinkRefused: 'Ссылка на файл устарела или неверна. Вернитесь в приложение и откройте файл ещё раз.',

  // Sign-in
  loginInvalid: 'Неверный email или пароль.',
  loginRateLimited: 'Слишком много попыток входа из этой сети. Попробуйте снова через {minutes}.',
  loginAccountLimited:
    'В этот аккаунт слишком часто пытались войти с неверным паролем, и вход приостановлен на {minutes}. ' +
    'Если это ваш аккаунт, восстановите пароль по ссылке «Забыли пароль?» — после этого вход откроется сразу.',
  loggedOut: 'Вы вышли из аккаунта.',
  setupInvalid: 'Ссылка для создания администратора недействительна или уже использована.',
  setupDone: 'Администратор создан. Теперь вы можете войти.',

  // Password recovery and change (issue 4, item 3)
  resetMailSent: 'Если такой аккаунт есть, мы отправили письмо со ссылкой для восстановления пароля.',
  resetRateLimited: 'Слишком много запросов на восстановление пароля. Попробуйте снова через {minutes}.',
  resetInvalid: 'Ссылка для восстановления недействительна или устарела. Запросите новую.',
  resetDone: 'Пароль изменён. Войдите с новым паролем.',
  passwordTooCommon: 'Этот пароль слишком распространён — придумайте другой.',
  passwordRepeatMismatch: 'Пароли не совпадают.',
  currentPasswordWrong: 'Неверный текущий пароль.',
  passwordChangeRateLimited: 'Слишком много неудачных попыток. Попробуйте снова через {minutes}.',
  passwordChanged: 'Пароль изменён. Другие сеансы этого аккаунта завершены.',

  // The board (issue 3)
  vacancyNotFound: notFoundMessages.vacancy,
  vacancyIncompleteToRestore:
    'Чтобы вернуть вакансию в поиск, дополните её: откройте редактирование, заполните описание и адрес (или выберите удалённую работу) и сохраните.',
  vacancyNotYours: 'Это вакансия другой компании: изменять её может только она сама.',
  vacancyDeletePublished: 'Опубликованную или архивную вакансию нельзя удалить: перенесите её в архив.',
  vacancyDeleteReturned:
    'Эту вакансию студенты уже видели: удалить её нельзя. Исправьте и опубликуйте её снова или перенесите в архив.',
  // Moderation by the career centre (issue 24, item 19; docs/decisions/052)
  vacancyHideNotPublished:
    'Скрыть можно только опубликованную вакансию: черновики и архив студенты и так не видят.',
  vacancyAlreadyHidden: 'Вакансия уже скрыта. Обновите список.',
  vacancyNotHidden: 'Вакансия не скрыта: показывать нечего. Обновите список.',
  vacancyReturnNotPublished:
    'Вернуть на доработку можно только опубликованную вакансию. Обновите список: её статус мог измениться.',
  vacancyTypeUnknown: 'Такого типа вакансии нет.',
  vacancyCityUnknown: 'Такого города нет в справочнике: выберите город из списка.',
  vacancyTagUnknown: 'Такого тега нет.',
  companyNotFound: notFoundMessages.company,
  companyNotYours: 'Изменять профиль компании может только она сама.',
  tagNotFound: notFoundMessages.tag,
  tagDuplicate: 'Такой тег уже есть.',
  vacancyTypeNotFound: notFoundMessages.vacancyType,
  vacancyTypeDuplicate: 'Такой тип вакансии уже есть.',

  // Favourites (issue 4, item 7)
  favouriteFailed: 'Не удалось обновить избранное. Попробуйте ещё раз.',
  favouriteStudentNotFound: 'Студент не найден.',
  favouriteWrongKind: 'Студенты добавляют в избранное вакансии, компании — студентов.',
  favouritesEmpty: 'В избранном пока пусто — отмечайте вакансии сердечком',

  // Career-centre announcements (the home's banner, /board/announcements/)
  announcementNotFound: 'Объявление не найдено: обновите список.',
  searchSynonymNotFound: 'Синоним не найден: возможно, его уже удалили. Обновите список.',
  currencyRateNotFound: 'Для этой валюты курс не задают: обновите список курсов.',
  // «Адреса без города» (docs/decisions/061)
  addressCityTaken: 'Город уже указан: {city}. Его выбрали, пока открыт список; обновите его.',
  addressCityRemote: 'Вакансия теперь удалённая: город ей не нужен. Обновите список.',
  announcementsTooMany:
    'На главной уже {count}: больше показывать нельзя. Снимите устаревшее объявление и опубликуйте снова.',
  announcementEndPassed: 'Этот день уже прошёл: выберите сегодняшний или более поздний.',
  announcementEndTooFar: 'Не дальше чем на год вперёд: объявление можно продлить новым.',

  // Registration and company verification (issue 4, items 1–2)
  registerDuplicate:
    'С этим email зарегистрироваться нельзя. Если адрес ваш, проверьте почту: мы написали, как войти или восстановить пароль.',
  registerRateLimited: 'Слишком много регистраций с этого адреса. Попробуйте снова через {minutes}.',
  availabilityRateLimited: 'Слишком много проверок. Попробуйте снова через {minutes}.',
  searchRateLimited:
    'Слишком много разных поисков подряд. Попробуйте снова через {minutes} — уже открытые списки работают и сейчас.',
  shareImageRateLimited:
    'Слишком много картинок для ссылок подряд. Попробуйте снова через {minutes} — страницы вакансий открываются и сейчас.',
  shareImageBusy: 'Картинки для ссылок сейчас рисуются для других. Попробуйте снова через несколько секунд.',
  searchCursorInvalid: 'Ссылка на продолжение списка устарела или повреждена: откройте поиск заново.',
  photoAlreadySet: 'Фото уже есть: заменить его можно в профиле.',

  // Telegram (docs/design.md#sessions-and-telegram)
  telegramInvalid:
    'Telegram не подтвердил вход: данные запуска неверны или устарели. Закройте приложение и откройте его из бота снова.',
  telegramUnlinked:
    'Этот Telegram ещё не привязан к аккаунту. Войдите по email или зарегистрируйтесь — дальше вход будет автоматическим.',
  telegramSignedOut: 'Вы вышли из аккаунта в Telegram. Войдите снова, чтобы продолжить.',
  telegramOff: 'Вход через Telegram на этом сервере не настроен. Войдите по email.',
  telegramWidgetInvalid:
    'Telegram не подтвердил привязку: подпись неверна или устарела. Нажмите кнопку Telegram ещё раз.',
  // Issue 11 (docs/decisions/013): a link needs the password; no second account while signed in.
  telegramLinkPasswordWrong: 'Неверный пароль. Введите пароль от этого аккаунта, чтобы привязать Telegram.',
  telegramLinkRateLimited: 'Слишком много попыток ввести пароль. Попробуйте снова через {minutes}.',
  telegramUndoDone:
    'Telegram отвязан от аккаунта, его сеансы завершены. Если это были не вы, смените пароль.',
  telegramUndoInvalid: 'Ссылка недействительна: она уже использована, устарела или Telegram уже отвязан.',
  alreadySignedInRegister: 'Вы уже вошли в аккаунт. Чтобы зарегистрировать новый, сначала выйдите.',
  alreadySignedInLink:
    'Вы уже вошли в аккаунт. Чтобы войти в другой и привязать к нему Telegram, сначала выйдите.',
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
