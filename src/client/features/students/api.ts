/** The calls of /students/: the catalogue, one student's card and the skills for the chips. */
import {
  DICTIONARY_LIMIT_MAX,
  type DictionaryItem,
  DictionaryPageSchema,
} from '../../../shared/contract/dictionary-item';
import type { Page } from '../../../shared/contract/query';
import {
  type StudentDetail,
  StudentDetailSchema,
  type StudentListItem,
  StudentPageSchema,
} from '../../../shared/contract/student-list';
import type { HttpClient, HttpResult } from '../../lib/http';

export const STUDENTS_PAGE_SIZE = 20;

export interface StudentFilters {
  text: string;
  tags: readonly number[];
  course: number | null;
}

export function studentsRequest(
  http: HttpClient,
  filters: StudentFilters,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<StudentListItem>>> {
  return http.get('student/getItems', StudentPageSchema, {
    searchParams: {
      text: filters.text,
      tags: filters.tags.join(','),
      course: filters.course ?? undefined,
      page,
      limit: STUDENTS_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export function studentRequest(http: HttpClient, id: number): Promise<HttpResult<StudentDetail>> {
  return http.get(`student/${id}/`, StudentDetailSchema);
}

export function skillsRequest(http: HttpClient): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.get('tag/getItems', DictionaryPageSchema, { searchParams: { limit: DICTIONARY_LIMIT_MAX } });
}
