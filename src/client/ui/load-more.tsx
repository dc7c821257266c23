import type { JSX } from 'react';
import { pluralRu } from '../../shared/format';
import { Button } from './button';

export interface LoadMoreProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  /** A failed next page: the loaded items stay, the button becomes «Повторить». */
  error: string | null;
  onLoadMore: () => void;
  /** Forms of the counted noun in the genitive after «из»: ['вакансии', 'вакансий', 'вакансий']. */
  forms?: readonly [string, string, string];
  /** `total` is a cap, not a count (docs/decisions/029): «всего больше 1 000 вакансий». */
  totalCapped?: boolean;
}

/** «Показано 20 из 134» and «Показать ещё» under a list that appends pages. */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  error,
  onLoadMore,
  forms = ['вакансии', 'вакансий', 'вакансий'],
  totalCapped = false,
}: LoadMoreProps): JSX.Element | null {
  if (shown === 0) return null;
  return (
    <div className="load-more">
      <p className="load-more__progress">
        {totalCapped
          ? `Показано ${new Intl.NumberFormat('ru-RU').format(shown)} — всего больше ${pluralRu(total, forms)}`
          : `Показано ${new Intl.NumberFormat('ru-RU').format(shown)} из ${pluralRu(total, forms)}`}
      </p>
      {error ? (
        <p className="load-more__error" role="alert">
          {error}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" pending={loading} onClick={onLoadMore} className="load-more__button">
          {error ? 'Повторить' : 'Показать ещё'}
        </Button>
      ) : null}
    </div>
  );
}
