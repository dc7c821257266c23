import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { ExportLinkSchema } from '../export-link.contract';
import {
  InterviewBookSchema,
  InterviewCancelSchema,
  InterviewCreateSchema,
  InterviewItemSchema,
  InterviewLinkRequestSchema,
  InterviewListQuerySchema,
  InterviewPageSchema,
  InterviewRescheduleSchema,
} from '../interview.contract';
import { IdParamsSchema } from '../query';

/**
 * Interviews (issue 25, docs/decisions/057-interviews.md): the owning company invites with times;
 * the student books one; either side reschedules or cancels. Only the interview's two sides read
 * or change it: anyone else's id is «not found» (the domain decides, 404).
 */
const SIDES = ['student', 'company'] as const;
const NOT_FOUND = 'Собеседование не найдено.';

export const interviewCreate = endpoint({
  method: 'POST',
  path: '/interview/',
  summary: 'Пригласить на собеседование: варианты времени, формат, адрес или ссылка (отклик → «Приглашение»)',
  access: ['company'],
  body: InterviewCreateSchema,
  response: InterviewItemSchema,
  status: 201,
});

export const interviewItems = endpoint({
  method: 'GET',
  path: '/interview/getItems',
  summary: 'Свои предстоящие собеседования (студента или компании), ближайшие первыми',
  access: SIDES,
  query: InterviewListQuerySchema,
  response: InterviewPageSchema,
});

export const interviewBook = endpoint({
  method: 'POST',
  path: '/interview/book/',
  summary: 'Записаться на одно из предложенных времён (студент)',
  access: ['student'],
  body: InterviewBookSchema,
  response: InterviewItemSchema,
});

export const interviewReschedule = endpoint({
  method: 'POST',
  path: '/interview/reschedule/',
  summary: 'Перенести собеседование: компания предлагает новое время, студент просит другое',
  access: SIDES,
  body: InterviewRescheduleSchema,
  response: InterviewItemSchema,
});

export const interviewCancel = endpoint({
  method: 'POST',
  path: '/interview/cancel/',
  summary: 'Отменить собеседование с сообщением другой стороне',
  access: SIDES,
  body: InterviewCancelSchema,
  response: InterviewItemSchema,
});

export const interviewIcs = endpoint({
  method: 'GET',
  path: '/interview/:id{[0-9]+}/ics',
  summary: 'Файл календаря (.ics) собеседования для его студента и компании',
  access: SIDES,
  params: IdParamsSchema,
  notFound: NOT_FOUND,
  answer: 'file',
  response: v.string(),
});

export const interviewLink = endpoint({
  method: 'POST',
  path: '/interview/link/',
  summary: 'Короткоживущий подписанный адрес .ics собеседования для скачивания в Telegram',
  access: SIDES,
  body: InterviewLinkRequestSchema,
  response: ExportLinkSchema,
});
