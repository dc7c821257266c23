import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { CompanyListItem } from '../../../../shared/contract/company';
import { ACCOUNT_STATUSES, type AccountStatus, accountStatusLabels } from '../../../../shared/dictionaries';
import { pluralRu } from '../../../../shared/format';
import { paths } from '../../../../shared/paths';
import { useHttp } from '../../../lib/services';
import { Avatar } from '../../../ui/avatar';
import { LoadMore } from '../../../ui/load-more';
import { usePageTitle } from '../../../ui/page-title';
import { SearchField } from '../../../ui/search-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states';
import { usePagedList } from '../../../ui/use-paged-list';
import { fetchBoardCompanies } from '../api/company-api';
import { BoardGate } from '../common/access';
import { type FilterTab, FilterTabs } from '../common/filter-tabs';
import { VerifyActions } from './verify-actions';

type CompanyTab = 'all' | AccountStatus;

/** Pending first: what the career centre has to look at. */
const TABS: readonly FilterTab<CompanyTab>[] = [
  { value: 'pending', label: 'На проверке' },
  { value: 'approved', label: 'Подтверждены' },
  { value: 'denied', label: 'Отклонены' },
  { value: 'all', label: 'Все' },
];

const EMPTY_TEXT: Record<CompanyTab, string> = {
  pending: 'Компаний на проверке нет.',
  approved: 'Подтверждённых компаний нет.',
  denied: 'Отклонённых компаний нет.',
  all: 'Компаний пока нет.',
};

/** /board/companies/ (admins): every company by status; pending and denied ones can be decided. */
export function BoardCompaniesScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <CompanyBoard />}</BoardGate>;
}

function CompanyBoard(): JSX.Element {
  usePageTitle('Компании');
  const http = useHttp();
  const [tab, setTab] = useState<CompanyTab>('pending');
  const [text, setText] = useState('');
  // «Все» names every status: without a filter the server would answer approved ones only.
  const statuses = tab === 'all' ? ACCOUNT_STATUSES : [tab];
  const list = usePagedList<CompanyListItem>(`${tab}|${text}`, (page, signal) =>
    fetchBoardCompanies(http, { statuses, text, page }, signal),
  );

  return (
    <section className="board" aria-labelledby="companies-title">
      <header className="board__header">
        <h1 id="companies-title">Компании</h1>
      </header>
      <div className="board__filters">
        <FilterTabs<CompanyTab> label="Статус компаний" value={tab} tabs={TABS} onChange={setTab} />
        <SearchField
          label="Поиск по компаниям"
          placeholder="Название компании"
          value={text}
          onSearch={setText}
        />
      </div>
      {list.status === 'loading' ? (
        <ListSkeleton label="Загружаем компании…" />
      ) : list.status === 'error' ? (
        <ErrorState title="Не удалось загрузить компании" message={list.error ?? ''} onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <EmptyState title={text !== '' ? 'Ничего не нашлось.' : EMPTY_TEXT[tab]} />
      ) : (
        <>
          <ul className="board-list" aria-label="Компании">
            {list.items.map((company) => (
              <CompanyRow key={company.id} company={company} />
            ))}
          </ul>
          <LoadMore
            shown={list.items.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.status === 'loading-more'}
            error={list.status === 'error-more' ? list.error : null}
            onLoadMore={list.loadMore}
            forms={['компании', 'компаний', 'компаний']}
          />
        </>
      )}
    </section>
  );
}

function CompanyRow({ company: loaded }: { company: CompanyListItem }): JSX.Element {
  // A decision changes the row in place: reloading the list would lose the admin's scroll.
  const [status, setStatus] = useState(loaded.status);
  const company = { ...loaded, status };
  const titleId = `company-${company.id}-title`;
  return (
    <li className="board-row board-row--company" aria-labelledby={titleId}>
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
        <VerifyActions company={company} onDecided={setStatus} />
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
