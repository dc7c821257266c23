/** The board's vacancy calls (docs/design.md#api-rules). Typed results; the screens decide what to show. */
import type { CompanyDetail } from '../../../shared/contract/company.contract';
import { currentSession } from '../../../shared/contract/endpoints/auth.endpoints';
import { companyDetail } from '../../../shared/contract/endpoints/company.endpoints';
import { vacancyDetail, vacancyList } from '../../../shared/contract/endpoints/vacancy.endpoints';
import {
  vacancyHide,
  vacancyReturn,
  vacancyShow,
} from '../../../shared/contract/endpoints/vacancy-moderation.endpoints';
import {
  vacancyArchive,
  vacancyCreate,
  vacancyDelete,
  vacancyUpdate,
} from '../../../shared/contract/endpoints/vacancy-write.endpoints';
import type { Page } from '../../../shared/contract/query';
import type { VacancyDetail, VacancyListItem } from '../../../shared/contract/vacancy.contract';
import type { VacancyInput } from '../../../shared/contract/vacancy-input.contract';
import type { VacancySort, VacancyStatus } from '../../../shared/dictionaries';
import { BOARD_PAGE_SIZE } from '../../lib/board-page-size';
import type { HttpClient, HttpResult } from '../../lib/http';

interface BoardVacancyQuery {
  /** `own` for a company's board, `all` for an admin (the server checks both). */
  scope: 'own' | 'all';
  statuses: readonly VacancyStatus[];
  /** Only the vacancies the career centre hid (docs/decisions/052). */
  hidden: boolean;
  text: string;
  /** The server falls back to «newest» when «relevance» comes without search text. */
  sort: VacancySort;
  page: number;
}

export function fetchBoardVacancies(
  http: HttpClient,
  query: BoardVacancyQuery,
  signal?: AbortSignal,
): Promise<HttpResult<Page<VacancyListItem>>> {
  return http.api(
    vacancyList,
    {
      query: {
        scope: query.scope,
        status: query.statuses.join(','),
        ...(query.hidden ? { hidden: '1' as const } : {}),
        text: query.text.trim(),
        page: query.page,
        limit: BOARD_PAGE_SIZE,
        sort: query.sort,
      },
    },
    signal ? { signal } : {},
  );
}

export function fetchVacancy(http: HttpClient, id: number): Promise<HttpResult<VacancyDetail>> {
  return http.api(vacancyDetail, { params: { id } });
}

/** Create (no id) or edit; the answer is the saved vacancy. */
export function saveVacancy(
  http: HttpClient,
  id: number | null,
  input: VacancyInput,
): Promise<HttpResult<VacancyDetail>> {
  return id === null
    ? http.api(vacancyCreate, { body: input })
    : http.api(vacancyUpdate, { params: { id }, body: input });
}

/** The answer's data is not needed: the list updates the row itself. */
/** `rejectionMessage`: what the students whose applications are still open receive (issue 12). */
export function archiveVacancy(
  http: HttpClient,
  id: number,
  archived: boolean,
  rejectionMessage?: string,
): Promise<HttpResult<VacancyDetail>> {
  const body = rejectionMessage === undefined ? { id, archived } : { id, archived, rejectionMessage };
  return http.api(vacancyArchive, { body });
}

export function deleteVacancy(http: HttpClient, id: number): Promise<HttpResult<null>> {
  return http.api(vacancyDelete, { params: { id } });
}

/** The career centre's moderation (admins; docs/decisions/052): hide, show again, return with a reason. */
export function moderateVacancy(
  http: HttpClient,
  id: number,
  move: 'hide' | 'show' | { reason: string },
): Promise<HttpResult<VacancyDetail>> {
  if (move === 'hide') return http.api(vacancyHide, { body: { id } });
  if (move === 'show') return http.api(vacancyShow, { body: { id } });
  return http.api(vacancyReturn, { body: { id, reason: move.reason } });
}

/**
 * The signed-in company's own profile (its account id is the company's id), for a new vacancy's
 * form to start from its address, map point and contacts.
 */
export async function fetchOwnCompany(http: HttpClient): Promise<HttpResult<CompanyDetail>> {
  const session = await http.api(currentSession);
  if (!session.ok) return session;
  return http.api(companyDetail, { params: { id: session.data.account.id } });
}
