import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import { VACANCY_STATUSES, type VacancySort, vacancySortLabels } from '../../../shared/dictionaries';
import { paths } from '../../../shared/paths';
import { fetchApplicationSummary } from '../../lib/application-summary-api';
import { BoardGate, type BoardRole } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { fetchCompanyAccount } from '../../lib/profile-api';
import { useBoardList, useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { AccountStatusBanner } from '../../ui/account-status-banner';
import { BoardListView, SortSelect } from '../../ui/board-list/board-list-view';
import { type FilterTab, FilterTabs } from '../../ui/board-list/filter-tabs';
import { useSelection } from '../../ui/board-list/use-selection';
import { ExportButton } from '../../ui/export-button';
import { SearchField } from '../../ui/search-field';
import { useModerationActions } from './use-moderation-actions';
import { type StatusTab, useVacancyActions } from './use-vacancy-actions';
import { fetchBoardVacancies } from './vacancies-management-api';
import { type ApplicationCounts, VacancyRow } from './vacancy-row';

const TABS: readonly FilterTab<StatusTab>[] = [
  { value: 'all', label: 'Все' },
  { value: 'published', label: 'Опубликованы' },
  { value: 'draft', label: 'Черновики' },
  { value: 'archived', label: 'В архиве' },
  { value: 'hidden', label: 'Скрытые' },
];

const EMPTY_TEXT: Record<StatusTab, string> = {
  all: 'Вакансий пока нет.',
  published: 'Опубликованных вакансий нет.',
  draft: 'Черновиков нет.',
  archived: 'В архиве пусто.',
  hidden: 'Скрытых карьерным центром вакансий нет.',
};

/** The orders the list API knows; «по соответствию» only means something while searching. */
function sortOptions(searching: boolean): readonly { value: VacancySort; label: string }[] {
  const orders: readonly VacancySort[] = searching ? ['relevance', 'newest', 'salary'] : ['newest', 'salary'];
  return orders.map((value) => ({ value, label: vacancySortLabels[value] }));
}

/** /board/vacancies/: a company's own vacancies, or every vacancy for an admin. */
export function BoardVacanciesScreen(): JSX.Element {
  return <BoardGate allowed={['company', 'admin']}>{(role) => <VacancyBoard role={role} />}</BoardGate>;
}

function VacancyBoard({ role }: { role: BoardRole }): JSX.Element {
  const http = useHttp();
  const title = role === 'admin' ? 'Все вакансии' : 'Мои вакансии';
  usePageTitle(title);
  const [tab, setTab] = useState<StatusTab>('all');
  const [text, setText] = useState('');
  const [chosenSort, setSort] = useState<VacancySort>('newest');
  // A relevance order left over from a cleared search reads as «newest», as the server does.
  const sort: VacancySort = chosenSort === 'relevance' && text === '' ? 'newest' : chosenSort;
  const scope = role === 'admin' ? 'all' : 'own';
  // «Все» names every status, so the answer never depends on a server default.
  const statuses = tab === 'all' || tab === 'hidden' ? VACANCY_STATUSES : [tab];

  const key = `${scope}|${tab}|${text}|${sort}`;
  const list = useBoardList<VacancyListItem>(key, (page, signal) =>
    fetchBoardVacancies(http, { scope, statuses, hidden: tab === 'hidden', text, sort, page }, signal),
  );
  const selection = useSelection(key);
  // Each vacancy's applications (issue 12); without them the list still works, only uncounted.
  const summary = useResource(`applications-${role}`, () => fetchApplicationSummary(http));
  const hasApplications = (id: number) =>
    summary.status === 'ready' && summary.data.byVacancy.some((row) => row.vacancyId === id && row.total > 0);
  const actions = useVacancyActions(list, role, tab, hasApplications);
  const moderation = useModerationActions(list, tab);
  // A company's own status and why, for the banner that offers another review.
  const account = useResource(`company-me-${role}`, () =>
    role === 'company'
      ? fetchCompanyAccount(http)
      : Promise.resolve({ ok: false as const, status: 0, message: '' }),
  );
  const countsOf = (id: number): ApplicationCounts | null => {
    if (summary.status !== 'ready') return null;
    const counts = summary.data.byVacancy.find((row) => row.vacancyId === id) ?? { total: 0, new: 0 };
    const external = summary.data.external?.find((row) => row.vacancyId === id)?.clicks ?? 0;
    return { ...counts, external };
  };
  const newVacancy = (label: string) => (
    <Link href={paths.boardVacancyEdit} className="button button--primary">
      {label}
    </Link>
  );

  return (
    <>
      <BoardListView<VacancyListItem>
        title={title}
        titleId="board-title"
        headerActions={
          role === 'company' ? (
            newVacancy('Новая вакансия')
          ) : (
            // The export covers every vacancy of every company: the career centre's list only.
            <ExportButton list="vacancies" label="Скачать CSV: вакансии" />
          )
        }
        intro={
          account.status === 'ready' ? (
            <AccountStatusBanner
              kind="company"
              status={account.data.status}
              reason={account.data.statusReason}
              onRequested={account.reload}
            />
          ) : null
        }
        filters={
          <>
            <FilterTabs<StatusTab> label="Статус вакансий" value={tab} tabs={TABS} onChange={setTab} />
            <SearchField
              label="Поиск по вакансиям"
              placeholder={role === 'admin' ? 'Название вакансии или компания' : 'Название вакансии'}
              value={text}
              onSearch={setText}
            />
            <SortSelect<VacancySort> value={sort} options={sortOptions(text !== '')} onChange={setSort} />
          </>
        }
        list={list}
        renderItem={(item, rowSelection) => (
          <VacancyRow
            key={item.id}
            item={item}
            role={role}
            applications={countsOf(item.id)}
            selection={rowSelection}
            busy={actions.busyId === item.id || moderation.busyId === item.id}
            onArchive={actions.archive}
            onDelete={actions.remove}
            {...(role === 'admin' ? { moderation } : {})}
          />
        )}
        itemName={(item) => item.title}
        emptyTitle={text !== '' ? 'Ничего не нашлось.' : EMPTY_TEXT[tab]}
        emptyAction={
          role === 'company' && text === '' && tab === 'all'
            ? newVacancy('Создать первую вакансию')
            : undefined
        }
        loadingLabel="Загружаем вакансии…"
        errorTitle="Не удалось загрузить вакансии"
        forms={['вакансии', 'вакансий', 'вакансий']}
        bulk={{ selection, actions: actions.bulk, onDone: actions.bulkDone }}
      />
      {actions.dialog}
      {moderation.dialog}
    </>
  );
}
