import { type JSX, useEffect, useState } from 'react';
import {
  APPLICATION_STATUSES,
  type ApplicationItem,
  type ApplicationSort,
} from '../../../../shared/contract/application.contract';
import { fetchApplicationSummary } from '../../../lib/application-summary-api';
import { BoardGate, type BoardRole } from '../../../lib/board-access';
import { usePageTitle } from '../../../lib/page-title';
import { useBoardList, useResource } from '../../../lib/server-state';
import { useServices } from '../../../lib/services';
import { useListFilters } from '../../../lib/use-list-filters';
import { BoardListView } from '../../../ui/board-list/board-list-view';
import type { FilterTab } from '../../../ui/board-list/filter-tabs';
import { TabSearchSort, type TabSearchSortTexts } from '../../../ui/board-list/tab-search-sort';
import { useSelection } from '../../../ui/board-list/use-selection';
import { ALL_TIME, isReversed, type Period } from '../../../ui/period-fields';
import { emptyApplicationQuery, fetchApplications } from '../applications-api';
import { AdminFilters, FocusNotes } from './application-filters';
import { ApplicationRow } from './application-row';
import { boardHref, useBoardParams } from './board-params';
import { emptyTitle, TAB_LABELS } from './board-texts';
import { useRejectPrompt } from './reject-prompt';
import { type ApplicationTab, useApplicationActions } from './use-application-actions';
import { useSeenCompanies } from './use-seen-companies';

const FILTER_TEXTS: TabSearchSortTexts = {
  tabs: 'Статус откликов',
  search: 'Поиск по откликам',
  placeholder: 'Имя студента или вакансия',
};

/** /board/applications/: the company's applications to its vacancies; for admins, all of them. */
export function BoardApplicationsScreen(): JSX.Element {
  return <BoardGate allowed={['company', 'admin']}>{(role) => <ApplicationsBoard role={role} />}</BoardGate>;
}

function ApplicationsBoard({ role }: { role: BoardRole }): JSX.Element {
  usePageTitle('Отклики');
  const { http } = useServices();
  const params = useBoardParams();
  const filters = useListFilters<ApplicationTab, ApplicationSort>({
    initialTab: 'all',
    initialSort: 'newest',
    focused: params.id !== null,
    unfocusedHref: boardHref({ ...params, id: null }),
  });
  const { tab: shownTab, text, sort } = filters;
  const [period, setPeriod] = useState<Period>(ALL_TIME);
  const [openId, setOpenId] = useState<number | null>(params.id);
  // A notification's application opens whatever was open before.
  useEffect(() => {
    if (params.id !== null) setOpenId(params.id);
  }, [params.id]);
  const reject = useRejectPrompt();

  const validPeriod = !isReversed(period);
  const from = role === 'admin' && validPeriod ? period.from : '';
  const to = role === 'admin' && validPeriod ? period.to : '';
  const companyId = role === 'admin' ? params.companyId : null;
  // The tabs count what they list: the same filters but the status. Every move changes the
  // counts too: they reload after each.
  const [changes, setChanges] = useState(0);
  const narrowing = {
    ...(params.vacancyId === null ? {} : { vacancyId: params.vacancyId }),
    ...(companyId === null ? {} : { companyId }),
    ...(text === '' ? {} : { text }),
    ...(from === '' ? {} : { from }),
    ...(to === '' ? {} : { to }),
  };
  const summary = useResource(`summary-${changes}-${JSON.stringify(narrowing)}`, () =>
    fetchApplicationSummary(http, narrowing),
  );
  const key = [shownTab, text, sort, params.id, params.vacancyId, companyId, from, to].join('|');
  const list = useBoardList<ApplicationItem>(key, (page, signal) =>
    fetchApplications(
      http,
      {
        ...emptyApplicationQuery,
        statuses: shownTab === 'all' ? [] : [shownTab],
        text,
        sort,
        id: params.id,
        vacancyId: params.vacancyId,
        companyId,
        from,
        to,
        page,
      },
      signal,
    ),
  );
  const selection = useSelection(key);
  const companies = useSeenCompanies(list.items, params.companyId);
  const actions = useApplicationActions({
    list,
    role,
    tab: shownTab,
    openId,
    onChanged: () => setChanges((value) => value + 1),
    askRejection: reject.ask,
  });

  const counts = summary.status === 'ready' ? summary.data.byStatus : null;
  const total = counts ? APPLICATION_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : null;
  const tabs: readonly FilterTab<ApplicationTab>[] = [
    { value: 'all', label: total === null ? 'Все' : `Все (${total})` },
    ...APPLICATION_STATUSES.map((status) => ({
      value: status,
      label: counts ? `${TAB_LABELS[status]} (${counts[status] ?? 0})` : TAB_LABELS[status],
    })),
  ];
  const toggle = (item: ApplicationItem, open: boolean) => {
    setOpenId(open ? item.id : null);
    if (open) actions.open(item);
  };
  // The card a link opened counts as opened by the company once its row is here.
  const linked = list.items.find((item) => item.id === params.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per linked row; `actions.open` asks at most once per id.
  useEffect(() => {
    if (linked) actions.open(linked);
  }, [linked?.id]);
  const vacancyTitle = list.items.find((item) => item.vacancy.id === params.vacancyId)?.vacancy.title ?? null;

  return (
    <>
      <BoardListView<ApplicationItem>
        title="Отклики"
        titleId="applications-title"
        filters={
          <>
            <FocusNotes params={params} vacancyTitle={vacancyTitle} />
            <TabSearchSort<ApplicationTab>
              filters={filters}
              tabs={tabs}
              texts={FILTER_TEXTS}
              tabsClassName="application-tabs"
            />
            {role === 'admin' ? (
              <AdminFilters params={params} companies={companies} period={period} onPeriod={setPeriod} />
            ) : null}
          </>
        }
        list={list}
        renderItem={(item, rowSelection) => (
          <ApplicationRow
            key={item.id}
            item={item}
            role={role}
            selection={rowSelection}
            open={item.id === openId}
            actions={actions}
            onToggle={toggle}
          />
        )}
        itemName={(item) => `${item.student.firstName} ${item.student.lastName}, отклик №${item.id}`}
        emptyTitle={emptyTitle({
          id: params.id,
          text,
          tab: shownTab,
          narrowed: params.vacancyId !== null || companyId !== null || from !== '' || to !== '',
        })}
        loadingLabel="Загружаем отклики…"
        errorTitle="Не удалось загрузить отклики"
        forms={['отклика', 'откликов', 'откликов']}
        // Rows are settled inside the action's run with what the server answered.
        bulk={{ selection, actions: actions.bulk, onDone: () => undefined }}
      />
      {reject.dialog}
    </>
  );
}
