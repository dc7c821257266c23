/** The board's student calls (admins): the list by status, the pending count, approve, deny, contacts. */
import {
  studentApprove,
  studentCard,
  studentDeny,
  studentList,
  studentOpenContacts,
} from '../../../shared/contract/endpoints/student.endpoints';
import type { Page } from '../../../shared/contract/query';
import type {
  StudentDetail,
  StudentListItem,
  StudentOpenContactsResult,
  StudentReview,
} from '../../../shared/contract/student-list.contract';
import {
  type AccountReviewQuery,
  PENDING_COUNT_QUERY,
  reviewListQuery,
  totalOf,
} from '../../lib/account-review';
import type { HttpClient, HttpResult } from '../../lib/http';

type BoardStudentQuery = AccountReviewQuery;

export function fetchBoardStudents(
  http: HttpClient,
  query: BoardStudentQuery,
  signal?: AbortSignal,
): Promise<HttpResult<Page<StudentListItem>>> {
  return http.api(
    studentList,
    {
      query: reviewListQuery(query),
    },
    signal ? { signal } : {},
  );
}

/** How many students await review: one row asked for, the total read. */
export async function fetchPendingCount(http: HttpClient): Promise<HttpResult<number>> {
  return totalOf(await http.api(studentList, { query: PENDING_COUNT_QUERY }));
}

export function approveStudent(http: HttpClient, id: number): Promise<HttpResult<StudentReview>> {
  return http.api(studentApprove, { body: { id } });
}

export function denyStudent(
  http: HttpClient,
  id: number,
  reason: string,
): Promise<HttpResult<StudentReview>> {
  return http.api(studentDeny, { body: { id, reason } });
}

/** The career centre opens a student's contacts to every company, or closes them (decision 009). */
export function setStudentContactsOpen(
  http: HttpClient,
  id: number,
  open: boolean,
): Promise<HttpResult<StudentOpenContactsResult>> {
  return http.api(studentOpenContacts, { body: { id, open } });
}

/** The whole profile, for «Вся анкета» on the board: the full «О себе» and the last denial's reason. */
export function fetchStudentCard(http: HttpClient, id: number): Promise<HttpResult<StudentDetail>> {
  return http.api(studentCard, { params: { id } });
}
