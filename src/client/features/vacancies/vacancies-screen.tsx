import { type JSX, lazy, Suspense, useMemo, useState } from 'react';
import { type VacancyFacets, VacancyPageSchema } from '../../../shared/contract/vacancy.contract';
import { VACANCY_SORTS, type VacancySort, vacancySortLabels } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import { initialDataKeys } from '../../../shared/initial-data';
import { EMPTY_FILTERS, hasAnyFilter, toggle } from '../../../shared/vacancy-filters';
import { FavouriteButton } from '../../lib/favourite-button';
import { useEntryState } from '../../lib/history-entry';
import { useInitialData } from '../../lib/initial-data';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { Button } from '../../ui/button';
import { SearchField } from '../../ui/search-field';
import { SkipToResults } from '../../ui/skip-to-results';
import { EmptyState } from '../../ui/states';
import { VacancyList } from '../../ui/vacancy-list';
import { TagSlider, TypeSlider } from './chip-sliders';
import { FilterPanel, FilterToggle } from './filter-panel';
import { useVacancyFilters } from './use-vacancy-filters';
import { vacanciesRequest } from './vacancies-api';
import { AreaChip, ViewSwitch } from './view-switch';

/** «На карте» and Leaflet load when first shown (docs/decisions/064-map-and-list.md). */
const VacancyMap = lazy(() =>
  import('./vacancy-map').then(
    (module) => ({ default: module.VacancyMap }),
    () => ({
      default: () => (
        <p className="vacancy-map__status" role="alert">
          Карта не загрузилась — проверьте соединение. Вакансии доступны списком ниже.
        </p>
      ),
    }),
  ),
);

/**
 * «Найдена 21 вакансия», «Найдено 1 234 вакансии»; a capped total (docs/decisions/029):
 * «Найдено больше 1 000 вакансий».
 */
export function foundText(total: number, capped = false): string {
  if (capped) return `Найдено больше ${pluralRu(total, ['вакансии', 'вакансий', 'вакансий'])}`;
  const phrase = pluralRu(total, ['вакансия', 'вакансии', 'вакансий']);
  return `${new Intl.PluralRules('ru').select(total) === 'one' ? 'Найдена' : 'Найдено'} ${phrase}`;
}

const facetMap = (rows: VacancyFacets['types'] | undefined) =>
  rows ? new Map(rows.map((row) => [row.id, row.count])) : undefined;

export interface VacanciesScreenProps {
  /** «Подписаться на новые вакансии» (app/vacancies-route.tsx); no button without it. */
  onSubscribe?: (() => void) | undefined;
}

/** /vacancies/: search, the type and tag sliders, filters and a load-more list. */
/** Where «К результатам» lands: just before the first card. */
const RESULTS_ID = 'vacancy-results';

/** The cursor store's key: the query and the page the cursor leads to. */
const cursorKey = (query: string, page: number) => `${query}\u0000${page}`;

export function VacanciesScreen({ onSubscribe }: VacanciesScreenProps): JSX.Element {
  usePageTitle('Вакансии');
  const http = useHttp();
  const { filters, key, apply, view, showView } = useVacancyFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  const change = apply;
  const search = (text: string) => apply({ ...filters, text });

  // The first page of the page's own filters may come inlined in it (docs/decisions/027, 066);
  // the payload names the address it answers, so another search never takes it.
  const initial = useInitialData(initialDataKeys.vacancies, VacancyPageSchema);
  // The chips' counts come with the list's first page; the last ones stay until the next arrive.
  // Kept for the history entry with the list's pages (lib/history-entry.ts, docs/decisions/054).
  const [facets, setFacets] = useEntryState<VacancyFacets | null>(
    'vacancy-facets',
    () => initial?.facets ?? null,
  );
  const [capped, setCapped] = useEntryState('vacancy-capped', () => initial?.totalCapped === true);
  // Each page's `next` (keyset, docs/decisions/029) by the query and the page it leads to: deep
  // pages then cost the server what the first does. Without one the page number is sent.
  const [cursors] = useEntryState(
    'vacancy-cursors',
    () => new Map<string, string>(initial?.next ? [[cursorKey(key, 2), initial.next]] : []),
  );
  const list = usePagedList(
    key,
    async (page, signal) => {
      const after = page > 1 ? cursors.get(cursorKey(key, page)) : undefined;
      if (page === 1) cursors.clear();
      const result = await vacanciesRequest(http, filters, page, signal, after);
      if (result.ok && !signal.aborted) {
        if (result.data.facets) setFacets(result.data.facets);
        setCapped(result.data.totalCapped === true);
        if (result.data.next) cursors.set(cursorKey(key, page + 1), result.data.next);
      }
      return result;
    },
    initial,
  );
  // Partial counts (a search with more than TOTAL_CAP matches) would mislead: the chips show none.
  const shownFacets = facets?.partial ? null : facets;
  const typeCounts = useMemo(() => facetMap(shownFacets?.types), [shownFacets]);
  const tagCounts = useMemo(() => facetMap(shownFacets?.tags), [shownFacets]);
  const total = list.status === 'loading' || list.status === 'error' ? null : list.total;
  const sort: VacancySort = filters.sort ?? (filters.text ? 'relevance' : 'newest');

  return (
    <div className="vacancies-page">
      <header className="page-header">
        <h1>Вакансии и стажировки</h1>
        <SearchField
          label="Поиск вакансий"
          placeholder="Профессия, навык или компания"
          value={filters.text}
          onSearch={search}
        />
        <SkipToResults targetId={RESULTS_ID} />
        {onSubscribe && (
          <Button variant="secondary" onClick={onSubscribe}>
            Подписаться на новые вакансии
          </Button>
        )}
      </header>
      <div className="chip-rows">
        <TypeSlider
          value={filters.type}
          onChange={(type) => change({ ...filters, type })}
          counts={typeCounts}
        />
        <TagSlider
          value={filters.tags}
          onToggle={(tag) => change({ ...filters, tags: toggle(filters.tags, tag) })}
          counts={tagCounts}
        />
      </div>
      <div className="with-sidebar">
        <FilterPanel
          filters={filters}
          onChange={change}
          onReset={() =>
            change({ ...EMPTY_FILTERS, text: filters.text, type: filters.type, tags: filters.tags })
          }
          total={total}
          totalCapped={capped}
          open={sheetOpen}
          onOpenChange={setSheetOpen}
        />
        <section className="results" aria-labelledby="results-count">
          <div className="results__toolbar">
            <p id="results-count" className="results__count" role="status">
              {total === null ? 'Ищем вакансии…' : foundText(total, capped)}
            </p>
            <AreaChip filters={filters} onChange={change} />
            <div className="results__controls">
              <ViewSwitch view={view} onChange={showView} />
              <FilterToggle filters={filters} onOpen={() => setSheetOpen(true)} />
              <label className="sort-select">
                <span className="visually-hidden">Сортировка</span>
                <select
                  className="field__input"
                  value={sort}
                  onChange={(event) => {
                    const value = VACANCY_SORTS.find((item) => item === event.target.value) ?? null;
                    change({ ...filters, sort: value });
                  }}
                >
                  {VACANCY_SORTS.map((value) => (
                    <option key={value} value={value}>
                      {vacancySortLabels[value]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {view === 'map' ? (
            <Suspense fallback={<p className="vacancy-map__status">Загружаем карту…</p>}>
              <VacancyMap filters={filters} onArea={(bbox) => change({ ...filters, bbox })} />
            </Suspense>
          ) : null}
          <div id={RESULTS_ID} className="results-target" tabIndex={-1}>
            <VacancyList
              list={list}
              label="Результаты поиска"
              totalCapped={capped}
              actionFor={(vacancy) => <FavouriteButton kind="vacancy" id={vacancy.id} />}
              empty={
                hasAnyFilter(filters) ? (
                  <EmptyState title="По вашему запросу ничего не нашлось">
                    <p>Попробуйте другие слова, уберите часть фильтров или поищите по всем вакансиям.</p>
                    <Button variant="secondary" onClick={() => change(EMPTY_FILTERS)}>
                      Сбросить поиск и фильтры
                    </Button>
                  </EmptyState>
                ) : (
                  <EmptyState title="Пока нет открытых вакансий">
                    <p>Компании публикуют новые вакансии каждую неделю — загляните позже.</p>
                  </EmptyState>
                )
              }
            />
          </div>
        </section>
      </div>
    </div>
  );
}
