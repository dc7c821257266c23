/**
 * The thread calls (docs/decisions/058-message-threads.md), one function per endpoint, each read
 * with its contract (src/shared/contract/message.contract.ts); and the application the thread
 * belongs to, for the screen's header.
 */
import type { ApplicationItem } from '../../../shared/contract/application.contract';
import { applicationItems } from '../../../shared/contract/endpoints/application.endpoints';
import {
  messageBlock,
  messageItems,
  messageReport,
  messageReported,
  messageSend,
  messageTemplates,
  messageTemplatesSave,
} from '../../../shared/contract/endpoints/message.endpoints';
import type {
  ReportedItem,
  Templates,
  TemplatesSave,
  ThreadItem,
  ThreadPage,
} from '../../../shared/contract/message.contract';
import type { Page } from '../../../shared/contract/query';
import type { HttpClient, HttpResult } from '../../lib/http';

/** Items of a thread per page: the newest come first, «Показать ранние» asks for the next. */
const THREAD_PAGE_SIZE = 30;
const REPORTED_PAGE_SIZE = 20;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** One page of the thread, newest first (the screen shows it oldest first). */
export function fetchThread(
  http: HttpClient,
  applicationId: number,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<ThreadPage>> {
  return http.api(
    messageItems,
    { query: { applicationId, sort: 'newest', page, limit: THREAD_PAGE_SIZE } },
    withSignal(signal),
  );
}

export function sendMessage(
  http: HttpClient,
  body: { applicationId: number; text: string; fileId?: number },
): Promise<HttpResult<ThreadItem>> {
  return http.api(messageSend, { body });
}

export function reportMessage(
  http: HttpClient,
  body: { id: number; reason?: string },
): Promise<HttpResult<ThreadItem>> {
  return http.api(messageReport, { body });
}

export function fetchTemplates(http: HttpClient, signal?: AbortSignal): Promise<HttpResult<Templates>> {
  return http.api(messageTemplates, {}, withSignal(signal));
}

export function saveTemplates(http: HttpClient, body: TemplatesSave): Promise<HttpResult<Templates>> {
  return http.api(messageTemplatesSave, { body });
}

export function fetchReported(
  http: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<ReportedItem>>> {
  return http.api(messageReported, { query: { page, limit: REPORTED_PAGE_SIZE } }, withSignal(signal));
}

export function blockCompanyMessages(
  http: HttpClient,
  body: { companyId: number; blocked: boolean },
): Promise<HttpResult<{ companyId: number; blocked: boolean }>> {
  return http.api(messageBlock, { body });
}

/** The application of the thread (vacancy, company, student, status), for the header. */
export async function fetchThreadApplication(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<HttpResult<ApplicationItem | null>> {
  const result = await http.api(applicationItems, { query: { id, page: 1, limit: 1 } }, withSignal(signal));
  return result.ok ? { ...result, data: result.data.items[0] ?? null } : result;
}
