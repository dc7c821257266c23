import { type JSX, useState } from 'react';
import type { CurrencyRate } from '../../../shared/contract/currency-rate.contract';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { fetchCurrencyRates } from './currency-rates-api';
import { RatesForm } from './rates-form';

/**
 * /board/currency-rates/: the career centre's exchange rates (docs/decisions/063). A salary in a
 * currency with a rate takes its place among the rouble ones in «По зарплате» and «Зарплата от»,
 * in the list, the bot and the saved searches alike.
 */
export function CurrencyRatesScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <CurrencyRates />}</BoardGate>;
}

function CurrencyRates(): JSX.Element {
  usePageTitle('Курсы валют');
  const { http } = useServices();
  const rates = useResource('currency-rates', (signal) => fetchCurrencyRates(http, signal));
  // What a save answered, over what was loaded: the form starts again from it, with no reload.
  const [saved, setSaved] = useState<{ rates: CurrencyRate[]; count: number } | null>(null);
  const shown = (loaded: CurrencyRate[]) =>
    loaded.map((rate) => saved?.rates.find((one) => one.currency === rate.currency) ?? rate);
  return (
    <section className="board" aria-labelledby="currency-rates-title">
      <header className="board__header">
        <h1 id="currency-rates-title">Курсы валют</h1>
      </header>
      <p className="muted board__note">
        По курсу вакансии с зарплатой в долларах и евро встают в сортировке «По зарплате» среди рублёвых (за
        вычетом 13 % налога, если зарплата указана до вычета), а фильтр «Зарплата от» сравнивает их в рублях.
        Без курса они идут после рублёвых и не попадают в поиск с зарплатой. Правка действует сразу.
      </p>
      {rates.status === 'loading' ? <ListSkeleton count={1} label="Загружаем курсы…" /> : null}
      {rates.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить курсы"
          message={rates.message}
          onRetry={rates.reload}
          code={rates.code}
        />
      ) : null}
      {rates.status === 'ready' ? (
        <RatesForm
          key={saved?.count ?? 0}
          rates={shown(rates.data)}
          onSaved={(answers) =>
            setSaved((previous) => ({
              rates: [...answers, ...(previous?.rates ?? [])],
              count: (previous?.count ?? 0) + 1,
            }))
          }
        />
      ) : null}
    </section>
  );
}
