import { endpoint } from '../endpoint';
import { OutboxHealthSchema, OutboxRetryRequestSchema, OutboxRetryResultSchema } from '../outbox.contract';

/** The outbox's health and the retry of failed messages (admins; docs/decisions/022-durable-outbox.md). */
export const outboxHealth = endpoint({
  method: 'GET',
  path: '/outbox/health',
  summary: 'Состояние очереди уведомлений и последние сбои',
  access: ['admin'],
  response: OutboxHealthSchema,
});

export const outboxRetry = endpoint({
  method: 'POST',
  path: '/outbox/retry/',
  summary: 'Отправить снова сообщения, которые не удалось доставить',
  access: ['admin'],
  body: OutboxRetryRequestSchema,
  response: OutboxRetryResultSchema,
});
