import type { JSX } from 'react';
import type { ListView } from './list-view';
import { LoadMore } from './load-more';

/** LoadMore under a ListView: what it shows of the list, its paging state and a failed page. */
export function ListLoadMore<T>({
  list,
  forms,
}: {
  list: ListView<T>;
  /** The counted noun in the genitive after «из»: ['отклика', 'откликов', 'откликов']. */
  forms: readonly [string, string, string];
}): JSX.Element | null {
  const { items, status } = list;
  return (
    <LoadMore
      shown={items.length}
      total={list.total}
      hasMore={list.hasMore}
      loading={status === 'loading-more'}
      error={status === 'error-more' ? list.error : null}
      onLoadMore={list.loadMore}
      forms={forms}
    />
  );
}
