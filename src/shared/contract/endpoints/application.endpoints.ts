import {
  ApplicationChangeResultSchema,
  ApplicationChangeStatusSchema,
  ApplicationCreateSchema,
  ApplicationItemSchema,
  ApplicationListQuerySchema,
  ApplicationNoteSchema,
  ApplicationPageSchema,
  ApplicationSummaryQuerySchema,
  ApplicationSummarySchema,
  ApplicationWithdrawSchema,
} from '../application.contract';
import { ApplicationAnswerSchema } from '../application-answer.contract';
import { ApplicationExternalResultSchema, ApplicationExternalSchema } from '../apply-elsewhere.contract';
import { endpoint } from '../endpoint';

/**
 * Applications (docs/decisions/020-application-statuses.md): a student applies and withdraws; the
 * company applied to (or an admin) views, moves and annotates; each reads its own scope, which the
 * domain decides (404 for another's application). The figures are in ./board.ts.
 */
const EVERY_KIND = ['student', 'company', 'admin'] as const;
const BOARD_READERS = ['company', 'admin'] as const;

export const applicationCreate = endpoint({
  method: 'POST',
  path: '/application/',
  summary: 'Откликнуться на вакансию (профиль и резюме уходят с откликом)',
  access: ['student'],
  body: ApplicationCreateSchema,
  response: ApplicationItemSchema,
  status: 201,
});

export const applicationItems = endpoint({
  method: 'GET',
  path: '/application/getItems',
  summary: 'Отклики в своей области: свои (студент), к своим вакансиям (компания), все (админ)',
  access: EVERY_KIND,
  query: ApplicationListQuerySchema,
  response: ApplicationPageSchema,
});

export const applicationSummary = endpoint({
  method: 'GET',
  path: '/application/summary',
  summary: 'Счётчики откликов по статусам (с фильтрами доски) и вакансиям, переходы на внешние ссылки',
  access: BOARD_READERS,
  query: ApplicationSummaryQuerySchema,
  response: ApplicationSummarySchema,
});

export const applicationExternal = endpoint({
  method: 'POST',
  path: '/application/external/',
  summary: 'Отметить переход студента по внешней ссылке или email вакансии (раз в день)',
  access: ['student'],
  body: ApplicationExternalSchema,
  response: ApplicationExternalResultSchema,
});

export const applicationChangeStatus = endpoint({
  method: 'POST',
  path: '/application/changeStatus',
  summary: 'Перевести отклики в другой статус с сообщением студенту',
  access: BOARD_READERS,
  body: ApplicationChangeStatusSchema,
  response: ApplicationChangeResultSchema,
});

export const applicationWithdraw = endpoint({
  method: 'POST',
  path: '/application/withdraw/',
  summary: 'Отозвать свой открытый отклик',
  access: ['student'],
  body: ApplicationWithdrawSchema,
  response: ApplicationItemSchema,
});

export const applicationView = endpoint({
  method: 'POST',
  path: '/application/view/',
  summary: 'Открыть отклик (компания при первом просмотре отмечает его просмотренным)',
  access: EVERY_KIND,
  body: ApplicationWithdrawSchema,
  response: ApplicationItemSchema,
});

export const applicationNote = endpoint({
  method: 'POST',
  path: '/application/note/',
  summary: 'Сохранить личную заметку компании к отклику (пустая удаляет)',
  access: ['company'],
  body: ApplicationNoteSchema,
  response: ApplicationItemSchema,
});

export const applicationAnswer = endpoint({
  method: 'POST',
  path: '/application/answer/',
  summary:
    'Ответить на приглашение (accept со slotId, decline, reschedule) или предложение (accept, decline) — docs/decisions/059',
  access: ['student'],
  body: ApplicationAnswerSchema,
  response: ApplicationItemSchema,
});
