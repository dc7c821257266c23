/** The board's student calls (admins): the list by status, the pending count, approve, deny, contacts. */
import * as v from 'valibot';
import type { Page } from '../../../../shared/contract/query';
import {
  type StudentListItem,
  type StudentOpenContactsResult,
  StudentOpenContactsResultSchema,
  StudentPageSchema,
} from '../../../../shared/contract/student-list';
import type { AccountStatus } from '../../../../shared/dictionaries';
import type { HttpClient, HttpResult } from '../../../lib/http';
import { BOARD_PAGE_SIZE } from './vacancy-api';

export interface BoardStudentQuery {
  statuses: readonly AccountStatus[];
  text: string;
  page: number;
  /** One student (a notification's «Открыть анкету»), whatever the status tab. */
  id?: number | null;
}

export function fetchBoardStudents(
  http: HttpClient,
  query: BoardStudentQuery,
  signal?: AbortSignal,
): Promise<HttpResult<Page<StudentListItem>>> {
  return http.get('student/getItems', StudentPageSchema, {
    searchParams: {
      status: query.statuses.join(','),
      text: query.text.trim(),
      ...(query.id ? { id: query.id } : {}),
      page: query.page,
      limit: BOARD_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

/** How many students await review: one row asked for, the total read. */
export async function fetchPendingCount(http: HttpClient): Promise<HttpResult<number>> {
  const result = await http.get('student/getItems', StudentPageSchema, {
    searchParams: { status: 'pending', limit: 1 },
  });
  return result.ok ? { ok: true, status: result.status, data: result.data.total } : result;
}

export function approveStudent(http: HttpClient, id: number): Promise<HttpResult<unknown>> {
  return http.post('student/approve/', v.unknown(), { json: { id } });
}

export function denyStudent(http: HttpClient, id: number, reason: string): Promise<HttpResult<unknown>> {
  return http.post('student/deny/', v.unknown(), { json: { id, reason } });
}

/** The career centre opens a student's contacts to every company, or closes them (decision 009). */
export function setStudentContactsOpen(
  http: HttpClient,
  id: number,
  open: boolean,
): Promise<HttpResult<StudentOpenContactsResult>> {
  return http.post('student/openContacts/', StudentOpenContactsResultSchema, { json: { id, open } });
}
