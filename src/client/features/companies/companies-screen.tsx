import type { JSX } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CompanyPageSchema } from '../../../shared/contract/company.contract';
import { quoted } from '../../../shared/format';
import { initialDataKeys } from '../../../shared/initial-data';
import { paths } from '../../../shared/paths';
import { useInitialData } from '../../lib/initial-data';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { CardList } from '../../ui/load-more';
import { SearchField } from '../../ui/search-field';
import { EmptyState } from '../../ui/states';
import { companiesRequest } from './companies-api';
import { CompanyCard } from './company-card';

/** /companies/: approved companies, searchable by name (the text lives in the address). */
export function CompaniesScreen(): JSX.Element {
  usePageTitle('Компании');
  const http = useHttp();
  const text = (new URLSearchParams(useSearch()).get('text') ?? '').trim().slice(0, 200);
  const [, navigate] = useLocation();
  // The first page without a search may come inlined in the page (docs/decisions/027).
  const initial = useInitialData(text === '' ? initialDataKeys.companies : null, CompanyPageSchema);
  const list = usePagedList(text, (page, signal) => companiesRequest(http, text, page, signal), initial);

  // The search replaces the history entry: the list stays one entry whatever is typed, so Back
  // (the browser's or Telegram's) leaves it in one press.
  const search = (next: string) => {
    if (next === text) return;
    navigate(`${paths.companies}${next ? `?text=${encodeURIComponent(next)}` : ''}`, { replace: true });
  };

  return (
    <div className="companies-page">
      <header className="page-header">
        <h1>Компании</h1>
        <p className="muted">Работодатели, которых проверил карьерный центр.</p>
        <SearchField label="Поиск компаний" placeholder="Название компании" value={text} onSearch={search} />
      </header>
      <CardList
        list={list}
        label="Компании"
        loadingLabel="Загрузка компаний…"
        errorTitle="Не удалось загрузить компании"
        forms={['компании', 'компаний', 'компаний']}
        renderItem={(company) => <CompanyCard company={company} />}
        empty={
          text ? (
            <EmptyState title={`Компаний по запросу ${quoted(text)} не нашлось`}>
              <p>Проверьте написание или поищите по части названия.</p>
            </EmptyState>
          ) : (
            <EmptyState title="Пока здесь нет компаний">
              <p>Компании появятся, как только карьерный центр их проверит.</p>
            </EmptyState>
          )
        }
      />
    </div>
  );
}
