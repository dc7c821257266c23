/** The calls of /students/: the catalogue (or one student's page) and the skills for the chips. */
import { DICTIONARY_LIMIT_MAX, type DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import { tagEndpoints } from '../../../shared/contract/endpoints/dictionary.endpoints';
import { studentList } from '../../../shared/contract/endpoints/student.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { StudentListItem } from '../../../shared/contract/student-list.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

const STUDENTS_PAGE_SIZE = 20;

interface StudentFilters {
  text: string;
  tags: readonly number[];
  course: number | null;
  /** One student's own page (`/students/?id=N`). */
  id?: number;
}

export function studentsRequest(
  http: HttpClient,
  filters: StudentFilters,
  page: number,
  signal?: AbortSignal,
): Promise<HttpResult<Page<StudentListItem>>> {
  return http.api(
    studentList,
    {
      query: {
        text: filters.text,
        tags: filters.tags.join(','),
        course: filters.course ?? undefined,
        ...(filters.id === undefined ? {} : { id: filters.id }),
        page,
        limit: STUDENTS_PAGE_SIZE,
      },
    },
    signal ? { signal } : {},
  );
}

export function skillsRequest(http: HttpClient): Promise<HttpResult<Page<DictionaryItem>>> {
  return http.api(tagEndpoints.list, { query: { limit: DICTIONARY_LIMIT_MAX } });
}
