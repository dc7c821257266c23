import { endpoint } from '../endpoint';
import {
  FeedbackChangeResultSchema,
  FeedbackChangeStatusSchema,
  FeedbackItemSchema,
  FeedbackListQuerySchema,
  FeedbackPageSchema,
  FeedbackSendSchema,
} from '../feedback.contract';

/** Feedback (docs/decisions/011): anyone writes, each account reads its own, admins all and move them. */
export const feedbackSend = endpoint({
  method: 'POST',
  path: '/feedback/send',
  summary: 'Отправить обращение (гостю нужен email; число обращений ограничено)',
  access: 'public',
  body: FeedbackSendSchema,
  response: FeedbackItemSchema,
  status: 201,
});

export const feedbackItems = endpoint({
  method: 'GET',
  path: '/feedback/getItems',
  summary: 'Обращения: админу все, остальным свои',
  access: ['student', 'company', 'admin'],
  query: FeedbackListQuerySchema,
  response: FeedbackPageSchema,
});

export const feedbackChangeStatus = endpoint({
  method: 'POST',
  path: '/feedback/changeStatus',
  summary: 'Перевести обращения в другой статус (ответ — на одно обращение)',
  access: ['admin'],
  body: FeedbackChangeStatusSchema,
  response: FeedbackChangeResultSchema,
});
