/**
 * What a list on screen reads of its state: the rows, the count, whether more pages exist, and
 * where loading stands. The state itself is lib/server-state's (`PagedList`, `BoardList` are such
 * lists); ui/ declares only what it shows, since it never imports lib/ state (docs/decisions/039).
 */
type ListStatus = 'loading' | 'ready' | 'loading-more' | 'error' | 'error-more';

export interface ListView<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly hasMore: boolean;
  readonly status: ListStatus;
  /** The failure's message, in the error states. */
  readonly error: string | null;
  /** The failure's code (`account-pending`: the account is under review), when the list keeps it. */
  readonly errorCode?: string | null;
  /** Index of the first row of the last appended page (where focus goes), or null. */
  readonly appendedFrom: number | null;
  loadMore(): void;
  /** After a failure: the first page again, or the page that failed. */
  retry(): void;
}
