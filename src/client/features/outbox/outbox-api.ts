/** The outbox health calls (admins; the server checks): docs/decisions/022-durable-outbox.md. */
import { outboxHealth, outboxRetry } from '../../../shared/contract/endpoints/outbox.endpoints';
import type { OutboxHealth } from '../../../shared/contract/outbox.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchOutboxHealth(http: HttpClient): Promise<HttpResult<OutboxHealth>> {
  return http.api(outboxHealth);
}

export function retryOutboxMessages(
  http: HttpClient,
  ids: number[],
): Promise<HttpResult<{ retried: number }>> {
  return http.api(outboxRetry, { body: { ids } });
}

/** What each topic is, in the admin's words; an unknown topic (a newer server) shows as is. */
const TOPIC_LABELS: Record<string, string> = {
  'account-approved': 'Профиль одобрен',
  'account-denied': 'Профиль не одобрен',
  'feedback-reply': 'Ответ на обращение',
  'feedback-closed': 'Обращение закрыто',
  'feedback-new': 'Новое обращение',
  'registration-pending': 'Регистрация ждёт проверки',
  'application-status': 'Статус отклика',
  'application-new': 'Новый отклик',
  'application-digest': 'Сводка откликов',
  'vacancy-moderated': 'Модерация вакансии',
  'sign-in-confirmation': 'Подтверждение входа',
  'password-reset': 'Восстановление пароля',
  'telegram-link-notice': 'Привязка Telegram',
  'company-verification': 'Проверка компании',
  'identity-decision': 'Новые данные компании',
  'student-review': 'Проверка студента',
  alert: 'Подписка на вакансии',
};

export const topicLabel = (topic: string): string => TOPIC_LABELS[topic] ?? topic;

/** The worker's short error codes, said so the admin knows where to look. */
export function errorHint(code: string | null): string {
  if (!code) return 'Причина не записана.';
  if (code === 'blocked') return 'Пользователь заблокировал бота или не начинал с ним чат.';
  if (code === 'no-bot') return 'Бот не настроен (нет BOT_TOKEN).';
  if (code === 'no-mailer') return 'Почта не настроена.';
  if (code.startsWith('smtp-5')) return 'Почтовый сервер отказал: проверьте адрес получателя.';
  if (code.startsWith('smtp-4')) return 'Почтовый сервер просит повторить позже.';
  if (code === 'telegram-429') return 'Telegram ограничил частоту сообщений.';
  if (code.startsWith('telegram-')) return 'Telegram не принял сообщение.';
  return 'Сеть или сервер недоступны: проверьте SMTP_URL и доступ к Telegram.';
}
