/**
 * What the bot says, in Russian, as Telegram HTML (parse_mode 'HTML'). Everything that comes from
 * people (names, reasons, replies) is escaped and shortened: Telegram refuses a message over 4096
 * characters or with a stray `<`, and a refused notification is a lost one.
 */
import type { Notification } from '../src/server/notify/notifier';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '../src/shared/contract/application.contract';
import { STUDENT_ANSWER_LABELS } from '../src/shared/contract/application-answer.contract';
import { quoted } from '../src/shared/format';
import type { StartTarget } from '../src/shared/start-param';
import { interviewText, SLOT_TEXT } from './interview-messages';
import { SUBSCRIPTION_BUTTONS, subscriptionAlertText } from './subscription-messages';
import { THREAD_TEXT, threadNoticeText } from './thread-messages';

/** Telegram HTML needs only these three escaped outside attributes (core.telegram.org/bots/api#html-style). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const QUOTE_MAX = 1000;
const NAME_MAX = 200;

/** Trimmed and cut at `max` characters with an ellipsis. */
function cut(text: string, max: number): string {
  const clean = text.trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** Escaped, trimmed and cut at `max` characters. */
function shown(text: string, max: number): string {
  return escapeHtml(cut(text, max));
}

/** A title, cut, in «» unless it carries its own quotes (`quoted`, src/shared/format.ts), escaped. */
function named(title: string): string {
  return escapeHtml(quoted(cut(title, NAME_MAX)));
}

const profileOf = { student: 'профиль студента', company: 'профиль компании' } as const;

export function notificationText(notification: Notification): string {
  switch (notification.type) {
    case 'account-approved':
      if (notification.about === 'identity')
        return 'Карьерный центр подтвердил новые данные компании: теперь студенты видят их.';
      return notification.kind === 'student'
        ? 'Ваш профиль студента одобрен: теперь вы можете откликаться на вакансии. Компании видят вашу анкету.'
        : 'Профиль компании одобрен. Теперь ваши опубликованные вакансии видны студентам, а вам доступны анкеты студентов.';
    case 'account-denied':
      if (notification.about === 'identity')
        return [
          'Карьерный центр не подтвердил новые данные компании: студенты по-прежнему видят прежние.',
          `Причина: ${shown(notification.reason, QUOTE_MAX)}`,
          'Исправьте данные в разделе «Данные компании» и сохраните их снова.',
        ].join('\n');
      return [
        `Ваш ${profileOf[notification.kind]} не одобрен.`,
        `Причина: ${shown(notification.reason, QUOTE_MAX)}`,
        'Исправьте профиль и нажмите «Запросить повторную проверку».',
      ].join('\n');
    case 'feedback-reply':
      return [
        `Карьерный центр ответил на ваше обращение №${notification.feedbackId}:`,
        `<blockquote>${shown(notification.reply, QUOTE_MAX)}</blockquote>`,
      ].join('\n');
    case 'feedback-closed':
      return `Карьерный центр закрыл ваше обращение №${notification.feedbackId}. Если вопрос остался, напишите нам снова.`;
    case 'feedback-new':
      return [
        `Новое обращение №${notification.feedbackId} от ${shown(notification.author, NAME_MAX)}:`,
        `<blockquote>${shown(notification.excerpt, QUOTE_MAX)}</blockquote>`,
      ].join('\n');
    case 'registration-pending': {
      const who = notification.kind === 'student' ? 'студент' : 'компания';
      const name = shown(notification.name, NAME_MAX);
      if (notification.again === 'review') return `Просят проверить снова: ${who} ${name}.`;
      if (notification.again === 'identity')
        return notification.kind === 'student'
          ? `Студент ${name} изменил имя, вуз или факультет: профиль снова ждёт проверки.`
          : `Компания ${name} изменила название, ИНН или контактное лицо: изменение ждёт проверки.`;
      if (notification.again === 'photo')
        return `Студент ${name} сменил фото. Профиль остаётся подтверждённым: посмотрите фото и отметьте «Фото в порядке» или отклоните профиль с причиной.`;
      return `Новая регистрация ждёт проверки: ${who} ${name}.`;
    }
    case 'application-status':
      return applicationStatusText(notification);
    case 'application-answer':
      return applicationAnswerText(notification);
    case 'application-new':
      return [
        `Новый отклик на вакансию ${named(notification.vacancyTitle)}:`,
        `${shown(notification.studentName, NAME_MAX)}. Откройте отклик, чтобы посмотреть анкету и резюме.`,
      ].join('\n');
    case 'vacancy-moderated':
      return vacancyModeratedText(notification);
    case 'interview':
      return interviewText(notification);
    case 'thread-message':
      return threadNoticeText(notification);
    case 'sign-in-confirmation':
      return SIGN_IN_CONFIRMATION.question;
    case 'subscription-alert':
    case 'subscription-digest':
      return subscriptionAlertText(notification);
  }
}

/** What each move means for the student (docs/decisions/020); «viewed» is never sent. */
const APPLICATION_STATUS_NEWS: Record<ApplicationStatus, string> = {
  new: 'принят к рассмотрению',
  viewed: 'просмотрен',
  invited: 'компания приглашает вас на собеседование',
  offer: 'компания делает вам предложение',
  accepted: 'вы приняли предложение',
  declined: 'вы отказались',
  hired: 'вас приняли — поздравляем!',
  rejected: 'компания ответила отказом',
  withdrawn: 'отозван',
};

function applicationStatusText(notification: Extract<Notification, { type: 'application-status' }>): string {
  const lines = [
    `Отклик на вакансию ${named(notification.vacancyTitle)} (${shown(notification.companyName, NAME_MAX)}): ${APPLICATION_STATUS_NEWS[notification.status]}.`,
    `Статус: ${APPLICATION_STATUS_LABELS[notification.status]}.`,
  ];
  if (notification.message) lines.push(`<blockquote>${shown(notification.message, QUOTE_MAX)}</blockquote>`);
  if (notification.slots?.times.length) lines.push(SLOT_TEXT.choose);
  return lines.join('\n');
}

/** The student's answer to the company's invitation or offer (docs/decisions/059). */
function applicationAnswerText(notification: Extract<Notification, { type: 'application-answer' }>): string {
  const said = STUDENT_ANSWER_LABELS[notification.asked][notification.answer] ?? '';
  const lines = [
    `${shown(notification.studentName, NAME_MAX)} ${said} (вакансия ${named(notification.vacancyTitle)}).`,
  ];
  if (notification.message) lines.push(`<blockquote>${shown(notification.message, QUOTE_MAX)}</blockquote>`);
  return lines.join('\n');
}

/** The career centre hid, showed or returned a company's vacancy (docs/decisions/052). */
function vacancyModeratedText(notification: Extract<Notification, { type: 'vacancy-moderated' }>): string {
  const name = named(notification.vacancyTitle);
  switch (notification.action) {
    case 'hidden':
      return [
        `Карьерный центр скрыл вакансию ${name}: студенты её не видят.`,
        'Если считаете это ошибкой, напишите карьерному центру через обратную связь.',
      ].join('\n');
    case 'shown':
      return `Карьерный центр снова показал вакансию ${name}: студенты видят её в поиске.`;
    case 'returned':
      return [
        `Карьерный центр вернул вакансию ${name} на доработку: пока студенты её не видят.`,
        `Что исправить:<blockquote>${shown(notification.reason ?? '', QUOTE_MAX)}</blockquote>`,
        'Исправьте вакансию и опубликуйте её снова.',
      ].join('\n');
  }
}

/** The bot's question for an admin's sign-in (docs/decisions/016) and its answers. */
export const SIGN_IN_CONFIRMATION = {
  question: [
    'Кто-то ввёл ваш пароль администратора и входит на биржу.',
    'Если это вы — нажмите «Подтвердить вход». Если нет — «Это не я», и смените пароль.',
  ].join('\n'),
  confirm: 'Подтвердить вход',
  decline: 'Это не я',
  confirmed: 'Вход подтверждён.',
  declined: 'Вход отклонён. Смените пароль, если его кто-то узнал.',
  stale: 'Этот запрос устарел: войдите заново.',
} as const;

/** Answers to a button press that no handler could serve (bot/bot.ts): Telegram stops its spinner. */
export const BUTTON_ANSWERS = {
  unknown: 'Эта кнопка устарела. Откройте биржу командой /start.',
  failed: 'Не получилось. Попробуйте ещё раз через минуту.',
} as const;

/** The label of the button under a notification. */
export function notificationButtonText(notification: Notification): string {
  switch (notification.type) {
    case 'account-approved':
      return notification.kind === 'student' && notification.about !== 'identity'
        ? 'Смотреть вакансии'
        : 'Открыть профиль';
    case 'account-denied':
      return 'Открыть профиль';
    case 'feedback-reply':
    case 'feedback-closed':
    case 'feedback-new':
      return 'Открыть обращение';
    case 'registration-pending':
      return notification.kind === 'student' ? 'Открыть анкету' : 'Открыть список компаний';
    case 'application-status':
    case 'application-answer':
    case 'application-new':
    case 'interview':
      return 'Открыть отклик';
    case 'thread-message':
      return THREAD_TEXT.open;
    case 'vacancy-moderated':
      return notification.action === 'returned' ? 'Исправить вакансию' : 'Открыть вакансию';
    case 'sign-in-confirmation':
      return SIGN_IN_CONFIRMATION.confirm;
    case 'subscription-alert':
      return SUBSCRIPTION_BUTTONS.vacancy;
    case 'subscription-digest':
      return SUBSCRIPTION_BUTTONS.list;
  }
}

export const OPEN_BOARD = 'Открыть биржу';

export const GREETING = [
  'Здравствуйте! Это биржа вакансий и стажировок карьерного центра.',
  'Откройте её кнопкой ниже: вакансии, компании и ваш профиль — прямо в Telegram.',
].join('\n');

/** The answer to `/start <payload>`: what the button under it opens. */
export function startTargetText(target: StartTarget): { text: string; button: string } {
  switch (target.kind) {
    case 'vacancy':
      return { text: 'Вакансия откроется по кнопке ниже.', button: 'Открыть вакансию' };
    case 'company':
      return { text: 'Страница компании откроется по кнопке ниже.', button: 'Открыть компанию' };
    case 'recent':
      return { text: 'Новые вакансии откроются по кнопке ниже.', button: 'Новые вакансии' };
    case 'feedback':
      return { text: 'Обращение откроется по кнопке ниже.', button: 'Открыть обращение' };
    case 'student':
      return { text: 'Анкета студента откроется по кнопке ниже.', button: 'Открыть анкету' };
    case 'application':
      return { text: 'Ваш отклик откроется по кнопке ниже.', button: 'Открыть отклик' };
    case 'applicant':
      return { text: 'Отклик на вакансию откроется по кнопке ниже.', button: 'Открыть отклик' };
    case 'search':
      return { text: 'Вакансии по вашему запросу откроются по кнопке ниже.', button: 'Открыть вакансии' };
    case 'subscriptions':
      return { text: 'Ваши подписки откроются по кнопке ниже.', button: 'Мои подписки' };
    case 'list':
      return {
        text: 'Вакансии по вашей подписке откроются по кнопке ниже.',
        button: SUBSCRIPTION_BUTTONS.list,
      };
    case 'companies':
      return { text: 'Компания на проверке откроется по кнопке ниже.', button: 'Открыть список компаний' };
    case 'editvacancy':
      return { text: 'Ваша вакансия откроется в редакторе по кнопке ниже.', button: 'Открыть вакансию' };
    case 'screen':
      return target.screen === 'vacancies'
        ? { text: 'Вакансии откроются по кнопке ниже.', button: 'Смотреть вакансии' }
        : { text: 'Ваш профиль откроется по кнопке ниже.', button: 'Открыть профиль' };
  }
}

/** Without PUBLIC_URL over https and without a Mini App link there is nothing to press. */
export const NO_BUTTON_HINT = 'Биржа пока доступна только на сайте карьерного центра.';

/** The /start command in the command menu. */
export const START_COMMAND_DESCRIPTION = 'Открыть биржу вакансий';

/** The menu button next to the message field. */
export const MENU_BUTTON_TEXT = 'Биржа';
