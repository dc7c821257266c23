import { type JSX, useCallback, useRef, useState } from 'react';
import { VACANCY_SORTS, type VacancySort, vacancySortLabels } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import { useHttp } from '../../lib/services';
import { Button } from '../../ui/button';
import { FavouriteButton } from '../../ui/favourite-button';
import { usePageTitle } from '../../ui/page-title';
import { SearchField, type SearchTrigger } from '../../ui/search-field';
import { EmptyState } from '../../ui/states';
import { usePagedList } from '../../ui/use-paged-list';
import { VacancyList } from '../../ui/vacancy-list';
import { vacanciesRequest } from './api';
import { TagSlider, TypeSlider } from './chip-sliders';
import { FilterPanel, FilterToggle } from './filter-panel';
import { EMPTY_FILTERS, hasAnyFilter, toggle, type VacancyFilters } from './filters';
import { useVacancyFilters } from './use-vacancy-filters';

/** «Найдена 21 вакансия», «Найдено 1 234 вакансии». */
export function foundText(total: number): string {
  const phrase = pluralRu(total, ['вакансия', 'вакансии', 'вакансий']);
  return `${new Intl.PluralRules('ru').select(total) === 'one' ? 'Найдена' : 'Найдено'} ${phrase}`;
}

/** /vacancies/: search, the type and tag sliders, filters and a load-more list. */
export function VacanciesScreen(): JSX.Element {
  usePageTitle('Вакансии');
  const http = useHttp();
  const { filters, key, apply } = useVacancyFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  // While the user types, the first pause adds a history entry and later ones replace it:
  // back goes to the previous search, not through every prefix of this one.
  const typing = useRef(false);

  const change = useCallback(
    (next: VacancyFilters) => {
      typing.current = false;
      apply(next);
    },
    [apply],
  );
  const search = (text: string, trigger: SearchTrigger) => {
    if (trigger === 'typing') {
      apply({ ...filters, text }, typing.current ? 'replace' : 'push');
      typing.current = true;
    } else {
      typing.current = false;
      apply({ ...filters, text });
    }
  };

  const list = usePagedList(key, (page, signal) => vacanciesRequest(http, filters, page, signal));
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
      </header>
      <div className="chip-rows">
        <TypeSlider value={filters.type} onChange={(type) => change({ ...filters, type })} />
        <TagSlider
          value={filters.tags}
          onToggle={(tag) => change({ ...filters, tags: toggle(filters.tags, tag) })}
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
          open={sheetOpen}
          onOpenChange={setSheetOpen}
        />
        <section className="results" aria-labelledby="results-count">
          <div className="results__toolbar">
            <p id="results-count" className="results__count" role="status">
              {total === null ? 'Ищем вакансии…' : foundText(total)}
            </p>
            <div className="results__controls">
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
          <VacancyList
            list={list}
            label="Результаты поиска"
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
        </section>
      </div>
    </div>
  );
}
