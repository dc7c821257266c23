import { useSearch } from 'wouter';
import { paths } from '../../../../shared/paths';

export interface BoardParams {
  /** `?id=N`: the application a notification points at (shared/start-param.ts `applicant_N`). */
  id: number | null;
  /** `?vacancyId=N`: from «Мои вакансии». */
  vacancyId: number | null;
  /** `?companyId=N`: an admin's filter. */
  companyId: number | null;
}

function idParam(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The filters that live in the address, so a link (a bot button, a vacancy row) opens them. */
export function useBoardParams(): BoardParams {
  const search = new URLSearchParams(useSearch());
  return {
    id: idParam(search, 'id'),
    vacancyId: idParam(search, 'vacancyId'),
    companyId: idParam(search, 'companyId'),
  };
}

/** The board's address with these filters; null ones are left out. */
export function boardHref(params: Partial<BoardParams>): string {
  const search = new URLSearchParams();
  if (params.vacancyId) search.set('vacancyId', String(params.vacancyId));
  if (params.companyId) search.set('companyId', String(params.companyId));
  if (params.id) search.set('id', String(params.id));
  const query = search.toString();
  return query === '' ? paths.boardApplications : `${paths.boardApplications}?${query}`;
}
