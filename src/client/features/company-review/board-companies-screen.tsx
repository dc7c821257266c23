import { type JSX, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { CompanyListItem } from '../../../shared/contract/company';
import { ACCOUNT_STATUSES, type AccountStatus, accountStatusLabels } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useBoardList, useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { Avatar } from '../../ui/avatar';
import { BoardListView, RowCheckbox, type RowSelection } from '../../ui/board-list/board-list-view';
import type { BulkAction } from '../../ui/board-list/bulk-bar';
import { type FilterTab, FilterTabs } from '../../ui/board-list/filter-tabs';
import { runEach } from '../../ui/board-list/run-bulk';
import { useFocusId } from '../../ui/board-list/use-focus-id';
import { useSelection } from '../../ui/board-list/use-selection';
import { ExportButton } from '../../ui/export-button';
import { useReasonPrompt } from '../../ui/reason-prompt';
import { SearchField } from '../../ui/search-field';
import {
  approveCompany,
  denyCompany,
  fetchBoardCompanies,
  fetchCompanyPendingCount,
} from './company-review-api';
import { IdentityChangesReview } from './identity-changes-review';
import { DENY_REASON_MAX, VerifyActions } from './verify-actions';

type CompanyTab = 'all' | AccountStatus;

const EMPTY_TEXT: Record<CompanyTab, string> = {
  pending: 'Компаний на проверке нет.',
  approved: 'Подтверждённых компаний нет.',
  denied: 'Отклонённых компаний нет.',
  all: 'Компаний пока нет.',
};

const COMPANIES: readonly [string, string, string] = ['компании', 'компаний', 'компаний'];
const COMPANIES_ACCUSATIVE: readonly [string, string, string] = ['компанию', 'компании', 'компаний'];

/** /board/companies/ (admins): every company by status; pending and denied ones can be decided. */
export function BoardCompaniesScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <CompanyBoard />}</BoardGate>;
}

function CompanyBoard(): JSX.Element {
  usePageTitle('Компании');
  const { http } = useServices();
  const [, navigate] = useLocation();
  // `?id=N` (the bot's notification of a new company): that company alone, any status.
  const focusId = useFocusId();
  const [tab, setTab] = useState<CompanyTab>('pending');
  const [text, setText] = useState('');
  const [decisions, setDecisions] = useState(0);
  const pending = useResource(`pending-${decisions}`, () => fetchCompanyPendingCount(http));
  // «Все» names every status: without a filter the server would answer approved ones only.
  const shownTab: CompanyTab = focusId === null ? tab : 'all';
  const statuses = shownTab === 'all' ? ACCOUNT_STATUSES : [shownTab];
  const key = `${shownTab}|${text}|${focusId ?? ''}`;
  const list = useBoardList<CompanyListItem>(key, (page, signal) =>
    fetchBoardCompanies(http, { statuses, text, page, id: focusId }, signal),
  );
  const leaveFocus = () => {
    if (focusId !== null) navigate(paths.boardCompanies);
  };
  const selection = useSelection(key);
  const reason = useReasonPrompt();
  const tabs: readonly FilterTab<CompanyTab>[] = [
    { value: 'pending', label: pending.status === 'ready' ? `На проверке (${pending.data})` : 'На проверке' },
    { value: 'approved', label: 'Подтверждены' },
    { value: 'denied', label: 'Отклонены' },
    { value: 'all', label: 'Все' },
  ];

  // A decision changes the row in place, even on a tab it no longer fits: the admin sees what
  // was decided, and reloading would lose their scroll.
  const settle = (ids: readonly number[], status: AccountStatus) => {
    for (const id of ids) list.patch(id, { status });
    if (ids.length > 0) setDecisions((value) => value + 1);
  };

  const bulk: readonly BulkAction<CompanyListItem>[] = [
    {
      id: 'approve',
      label: 'Подтвердить',
      applies: (company) => company.status !== 'approved',
      confirm: (items) => ({
        title: 'Подтвердить компании?',
        message: `Подтвердить ${pluralRu(items.length, COMPANIES_ACCUSATIVE)}? Каждая получит письмо, её опубликованные вакансии станут видны студентам.`,
        confirmText: 'Подтвердить',
        cancelText: 'Отмена',
      }),
      run: (items) => runEach(items, (company) => approveCompany(http, company.id)),
    },
    {
      id: 'deny',
      label: 'Отклонить',
      destructive: true,
      // As in the row: only a company still waiting can be denied.
      applies: (company) => company.status === 'pending',
      prompt: (items) =>
        reason.ask({
          title: `Отклонить ${pluralRu(items.length, COMPANIES_ACCUSATIVE)}?`,
          label: 'Причина отказа (её увидит каждая компания)',
          confirmText: 'Отклонить',
          max: DENY_REASON_MAX,
        }),
      run: (items, answer = '') => runEach(items, (company) => denyCompany(http, company.id, answer)),
    },
  ];

  return (
    <>
      <BoardListView<CompanyListItem>
        title="Компании"
        titleId="companies-title"
        headerActions={<ExportButton list="companies" label="Скачать CSV: компании" />}
        intro={<IdentityChangesReview onDecided={list.retry} />}
        filters={
          <>
            <FilterTabs<CompanyTab>
              label="Статус компаний"
              value={shownTab}
              tabs={tabs}
              onChange={(next) => {
                setTab(next);
                leaveFocus();
              }}
            />
            <SearchField
              label="Поиск по компаниям"
              placeholder="Название компании"
              value={text}
              onSearch={(next) => {
                setText(next);
                leaveFocus();
              }}
            />
          </>
        }
        list={list}
        renderItem={(company, rowSelection) => (
          <CompanyRow
            key={company.id}
            company={company}
            selection={rowSelection}
            onDecided={(status) => settle([company.id], status)}
          />
        )}
        itemName={(company) => company.name}
        emptyTitle={
          focusId !== null
            ? `Компания №${focusId} не найдена.`
            : text !== ''
              ? 'Ничего не нашлось.'
              : EMPTY_TEXT[shownTab]
        }
        loadingLabel="Загружаем компании…"
        errorTitle="Не удалось загрузить компании"
        forms={COMPANIES}
        bulk={{
          selection,
          actions: bulk,
          onDone: (action, outcome) => settle(outcome.done, action.id === 'approve' ? 'approved' : 'denied'),
        }}
      />
      {reason.dialog}
    </>
  );
}

function CompanyRow({
  company,
  selection,
  onDecided,
}: {
  company: CompanyListItem;
  selection: RowSelection | null;
  onDecided(status: AccountStatus): void;
}): JSX.Element {
  const titleId = `company-${company.id}-title`;
  return (
    <li className="board-row board-row--company" aria-labelledby={titleId}>
      <RowCheckbox selection={selection} />
      <Avatar name={company.name} src={company.logoUrl} size={44} className="board-row__logo" />
      <div className="board-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            {company.name}
          </h2>
          <span className={`status-badge status-badge--${company.status}`}>
            {accountStatusLabels[company.status]}
          </span>
        </div>
        <p className="board-row__meta">
          <span>
            {pluralRu(company.openVacancies, ['открытая вакансия', 'открытые вакансии', 'открытых вакансий'])}
          </span>
          {company.address ? <span>{company.address}</span> : null}
        </p>
      </div>
      <div className="board-row__actions">
        <VerifyActions company={company} onDecided={onDecided} />
        <Link
          href={`${paths.company}${company.id}/`}
          className="button button--secondary button--small"
          aria-label={`Страница компании: ${company.name}`}
        >
          Страница компании
        </Link>
      </div>
    </li>
  );
}
