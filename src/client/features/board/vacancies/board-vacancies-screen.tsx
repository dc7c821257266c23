import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { VacancyListItem } from '../../../../shared/contract/vacancy';
import { VACANCY_STATUSES } from '../../../../shared/dictionaries';
import { paths } from '../../../../shared/paths';
import { useHttp } from '../../../lib/services';
import { LoadMore } from '../../../ui/load-more';
import { usePageTitle } from '../../../ui/page-title';
import { SearchField } from '../../../ui/search-field';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states';
import { fetchBoardVacancies } from '../api/vacancy-api';
import { BoardGate, type BoardRole } from '../common/access';
import { type FilterTab, FilterTabs } from '../common/filter-tabs';
import { useBoardList } from '../common/use-board-list';
import { type StatusTab, useVacancyActions } from './use-vacancy-actions';
import { VacancyRow } from './vacancy-row';

const TABS: readonly FilterTab<StatusTab>[] = [
  { value: 'all', label: 'Все' },
  { value: 'published', label: 'Опубликованы' },
  { value: 'draft', label: 'Черновики' },
  { value: 'archived', label: 'В архиве' },
];

const EMPTY_TEXT: Record<StatusTab, string> = {
  all: 'Вакансий пока нет.',
  published: 'Опубликованных вакансий нет.',
  draft: 'Черновиков нет.',
  archived: 'В архиве пусто.',
};

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
  const scope = role === 'admin' ? 'all' : 'own';
  // «Все» names every status, so the answer never depends on a server default.
  const statuses = tab === 'all' ? VACANCY_STATUSES : [tab];

  const list = useBoardList<VacancyListItem>(`${scope}|${tab}|${text}`, (page, signal) =>
    fetchBoardVacancies(http, { scope, statuses, text, page }, signal),
  );
  const actions = useVacancyActions(list, role, tab);

  return (
    <section className="board" aria-labelledby="board-title">
      <header className="board__header">
        <h1 id="board-title">{title}</h1>
        {role === 'company' ? (
          <Link href={paths.boardVacancyEdit} className="button button--primary">
            Новая вакансия
          </Link>
        ) : null}
      </header>
      <div className="board__filters">
        <FilterTabs<StatusTab> label="Статус вакансий" value={tab} tabs={TABS} onChange={setTab} />
        <SearchField
          label="Поиск по вакансиям"
          placeholder={role === 'admin' ? 'Название вакансии или компания' : 'Название вакансии'}
          value={text}
          onSearch={setText}
        />
      </div>
      {list.status === 'loading' ? (
        <ListSkeleton label="Загружаем вакансии…" />
      ) : list.status === 'error' ? (
        <ErrorState title="Не удалось загрузить вакансии" message={list.error ?? ''} onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <EmptyState title={text !== '' ? 'Ничего не нашлось.' : EMPTY_TEXT[tab]}>
          {role === 'company' && text === '' && tab === 'all' ? (
            <Link href={paths.boardVacancyEdit} className="button button--primary">
              Создать первую вакансию
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <ul className="board-list" aria-label="Вакансии">
            {list.items.map((item) => (
              <VacancyRow
                key={item.id}
                item={item}
                role={role}
                busy={actions.busyId === item.id}
                onArchive={actions.archive}
                onDelete={actions.remove}
              />
            ))}
          </ul>
          <LoadMore
            shown={list.items.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.status === 'loading-more'}
            error={list.status === 'error-more' ? list.error : null}
            onLoadMore={list.loadMore}
          />
        </>
      )}
    </section>
  );
}
