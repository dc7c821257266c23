import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  SubscriptionCreateSchema,
  SubscriptionDestroySchema,
  SubscriptionItemSchema,
  SubscriptionListSchema,
  SubscriptionUpdateSchema,
  UnsubscribeOneClickSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from '../subscription.contract';

/** Saved searches (docs/decisions/023): a student's own only; the student comes from the session. */
const STUDENTS = ['student'] as const;

export const subscriptionCreate = endpoint({
  method: 'POST',
  path: '/subscription/',
  summary: 'Сохранить поиск вакансий и получать о нём уведомления',
  access: STUDENTS,
  body: SubscriptionCreateSchema,
  response: SubscriptionItemSchema,
  status: 201,
});

export const subscriptionList = endpoint({
  method: 'GET',
  path: '/subscription/getItems',
  summary: 'Свои сохранённые поиски, сначала новые',
  access: STUDENTS,
  response: SubscriptionListSchema,
});

export const subscriptionUpdate = endpoint({
  method: 'POST',
  path: '/subscription/update/',
  summary: 'Изменить сохранённый поиск или поставить его на паузу',
  access: STUDENTS,
  body: SubscriptionUpdateSchema,
  response: SubscriptionItemSchema,
});

export const subscriptionDestroy = endpoint({
  method: 'POST',
  path: '/subscription/destroy/',
  summary: 'Удалить сохранённый поиск',
  access: STUDENTS,
  body: SubscriptionDestroySchema,
  response: v.null(),
});

/**
 * The alert mails' unsubscribe link (docs/decisions/024), served before the API's guards: a mail
 * client's one-click POST sends a form body and no X-Requested-With, so the handler reads the body.
 */
export const subscriptionUnsubscribe = endpoint({
  method: 'POST',
  path: '/subscription/unsubscribe/',
  summary: 'Отписка по ключу из письма (List-Unsubscribe=One-Click, RFC 8058)',
  access: 'public',
  query: UnsubscribeQuerySchema,
  body: UnsubscribeOneClickSchema,
  bodyReadByHandler: true,
  response: UnsubscribeResultSchema,
});

/** Link scanners open the link too: the GET changes nothing and answers 303 to the page's button. */
export const subscriptionUnsubscribePage = endpoint({
  method: 'GET',
  path: '/subscription/unsubscribe/',
  summary: 'Ссылка отписки из письма: 303 на страницу с кнопкой, ничего не меняет',
  access: 'public',
  response: v.never(),
});
