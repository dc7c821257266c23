import type { JSX } from 'react';
import { Link } from 'wouter';
import type { DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import type { VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { paths } from '../../../shared/paths';
import { BoardGate, type BoardRole } from '../../lib/board-access';
import { fetchAllDictionaryItems } from '../../lib/dictionary-items-api';
import type { HttpClient } from '../../lib/http';
import { usePageTitle } from '../../lib/page-title';
import { type LoadResult, useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useIdParam } from '../../lib/use-id-param';
import { MissingState } from '../../ui/missing-state';
import { PageLoader } from '../../ui/page-loader';
import { ErrorState } from '../../ui/states';
import { ModerationNote } from './moderation-note';
import { fetchOwnCompany, fetchVacancy } from './vacancies-management-api';
import { VacancyForm } from './vacancy-form';
import {
  EMPTY_VACANCY,
  type VacancyFormValues,
  valuesFromCompany,
  valuesFromDetail,
} from './vacancy-form-model';

/** /board/vacancy/edit/ (a new vacancy) and /board/vacancy/edit/:id/. */
export function VacancyEditScreen(): JSX.Element {
  const id = useIdParam();
  // Companies create vacancies (the server agrees: POST is theirs); admins edit any.
  return (
    <BoardGate allowed={id === null ? CREATORS : EDITORS}>
      {(role) => <VacancyEditor role={role} />}
    </BoardGate>
  );
}

const CREATORS: readonly BoardRole[] = ['company'];
const EDITORS: readonly BoardRole[] = ['company', 'admin'];

interface EditorData {
  detail: VacancyDetail | null;
  /** A new vacancy's start: the company profile's address, map point and contacts. */
  fresh: VacancyFormValues;
  types: DictionaryItem[];
  tags: DictionaryItem[];
}

/** The vacancy (when editing) and the dictionaries its form chooses from, as one load. */
async function loadEditor(
  http: HttpClient,
  id: number | null,
  role: BoardRole,
): Promise<LoadResult<EditorData>> {
  // Admins also see hidden types and tags: a vacancy may already carry one.
  const hidden = role === 'admin';
  const [detail, types, tags, company] = await Promise.all([
    id === null ? Promise.resolve(null) : fetchVacancy(http, id),
    fetchAllDictionaryItems(http, 'vacancy-type', hidden),
    fetchAllDictionaryItems(http, 'tag', hidden),
    id === null && role === 'company' ? fetchOwnCompany(http) : Promise.resolve(null),
  ]);
  // Without the profile the form starts empty: typing the address again beats no form at all.
  const fresh = company?.ok ? valuesFromCompany(company.data) : EMPTY_VACANCY;
  if (detail !== null && !detail.ok) return detail;
  // The server refuses the save anyway; saying so now spares filling in a form for nothing.
  if (detail !== null && !detail.data.canEdit) return { ok: false, status: 403, message: 'Нет доступа.' };
  if (!types.ok) return types;
  if (!tags.ok) return tags;
  return { ok: true, data: { detail: detail?.data ?? null, fresh, types: types.data, tags: tags.data } };
}

function VacancyEditor({ role }: { role: BoardRole }): JSX.Element {
  const http = useHttp();
  const id = useIdParam();
  const loaded = useResource(`${id ?? 'new'}|${role}`, () => loadEditor(http, id, role));

  const heading = id === null ? 'Новая вакансия' : 'Редактирование вакансии';
  usePageTitle(heading);
  if (loaded.status === 'loading') return <PageLoader />;
  if (loaded.status === 'error') {
    if (loaded.httpStatus === 404 || loaded.httpStatus === 403) {
      return (
        <MissingState
          status={loaded.httpStatus}
          notFoundTitle="Вакансия не найдена"
          back={
            <Link href={paths.boardVacancies} className="button button--secondary">
              К списку вакансий
            </Link>
          }
        />
      );
    }
    return (
      <section className="board" aria-labelledby="vacancy-edit-title">
        <h1 id="vacancy-edit-title">{heading}</h1>
        <ErrorState message={loaded.message} onRetry={loaded.reload} code={loaded.code} />
      </section>
    );
  }

  const { detail, fresh, types, tags } = loaded.data;
  // A hidden tag or type the vacancy already has stays choosable (and visible) in the form.
  const tagOptions = mergeNamed(tags, detail?.tags ?? []);
  const typeOptions = mergeNamed(types, detail?.vacancyType ? [detail.vacancyType] : []);
  return (
    <section className="board board--form" aria-labelledby="vacancy-edit-title">
      <header className="board__header">
        <div>
          <Link href={paths.boardVacancies} className="back-link">
            ← {role === 'admin' ? 'Все вакансии' : 'Мои вакансии'}
          </Link>
          <h1 id="vacancy-edit-title">{heading}</h1>
          {detail && role === 'admin' ? <p className="muted">Компания: {detail.company.name}</p> : null}
        </div>
      </header>
      <ModerationNote moderation={detail?.moderation} />
      <VacancyForm
        key={detail?.id ?? 'new'}
        id={detail?.id ?? null}
        status={detail?.status ?? null}
        initial={detail ? valuesFromDetail(detail) : fresh}
        types={typeOptions}
        tags={tagOptions}
      />
    </section>
  );
}

function mergeNamed(
  list: readonly { id: number; name: string }[],
  extra: readonly { id: number; name: string }[],
): { id: number; name: string }[] {
  const known = new Set(list.map((item) => item.id));
  return [...list.map(({ id, name }) => ({ id, name })), ...extra.filter((item) => !known.has(item.id))];
}
