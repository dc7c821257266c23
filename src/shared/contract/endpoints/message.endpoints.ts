import { endpoint } from '../endpoint';
import {
  MessageBlockResultSchema,
  MessageBlockSchema,
  MessageListQuerySchema,
  MessageReportSchema,
  MessageSendSchema,
  ReportedPageSchema,
  ReportedQuerySchema,
  TemplatesSaveSchema,
  TemplatesSchema,
  ThreadItemSchema,
  ThreadPageSchema,
  UnreadSchema,
} from '../message.contract';

/**
 * Message threads, one per application (docs/decisions/058-message-threads.md): the student and
 * the company applied to read and write their own; the career centre reads a thread once a
 * message of it was reported, and can stop a company's messages. Another's thread is «not found».
 */
const SIDES = ['student', 'company'] as const;
const READERS = ['student', 'company', 'admin'] as const;

export const messageItems = endpoint({
  method: 'GET',
  path: '/message/getItems',
  summary: 'Переписка по отклику: письмо, смены статуса и сообщения по порядку; отмечает прочитанным',
  access: READERS,
  query: MessageListQuerySchema,
  response: ThreadPageSchema,
});

export const messageSend = endpoint({
  method: 'POST',
  path: '/message/send',
  summary: 'Написать в переписку по отклику (студент или компания), с файлом по желанию',
  access: SIDES,
  body: MessageSendSchema,
  response: ThreadItemSchema,
  status: 201,
});

export const messageUnread = endpoint({
  method: 'GET',
  path: '/message/unread',
  summary: 'Непрочитанные сообщения: всего и по откликам',
  access: SIDES,
  response: UnreadSchema,
});

export const messageReport = endpoint({
  method: 'POST',
  path: '/message/report',
  summary: 'Пожаловаться в карьерный центр на сообщение собеседника',
  access: SIDES,
  body: MessageReportSchema,
  response: ThreadItemSchema,
});

export const messageReported = endpoint({
  method: 'GET',
  path: '/message/reported',
  summary: 'Сообщения, на которые пожаловались (карьерный центр)',
  access: ['admin'],
  query: ReportedQuerySchema,
  response: ReportedPageSchema,
});

export const messageBlock = endpoint({
  method: 'POST',
  path: '/message/block',
  summary: 'Приостановить или вернуть переписку компании со студентами (карьерный центр)',
  access: ['admin'],
  body: MessageBlockSchema,
  response: MessageBlockResultSchema,
});

export const messageTemplates = endpoint({
  method: 'GET',
  path: '/message/templates',
  summary: 'Шаблоны ответов компании (по умолчанию — тексты отказа)',
  access: ['company'],
  response: TemplatesSchema,
});

export const messageTemplatesSave = endpoint({
  method: 'POST',
  path: '/message/templates',
  summary: 'Сохранить шаблоны ответов компании (список целиком; пустой возвращает тексты отказа)',
  access: ['company'],
  body: TemplatesSaveSchema,
  response: TemplatesSchema,
});
