import type { JSX, ReactNode } from 'react';
import type { AccountStatus } from '../../../shared/dictionaries';
import { pluralRu } from '../../../shared/format';
import type { ListView } from '../list-view';
import { useReasonPrompt } from '../reason-prompt';
import { SearchField } from '../search-field';
import { BoardListView, type RowSelection } from './board-list-view';
import type { BulkAction } from './bulk-bar';
import { type FilterTab, FilterTabs } from './filter-tabs';
import { type ItemResult, runEach } from './run-bulk';
import { useSelection } from './use-selection';

type ReviewTab = 'all' | AccountStatus;
type Forms = readonly [string, string, string];

/**
 * What the board reads of its state: lib/account-review.ts `useAccountReview` answers it; ui/
 * declares it because it never imports lib/ state (docs/decisions/039).
 */
interface AccountReviewState<T> {
  focusId: number | null;
  tab: ReviewTab;
  text: string;
  key: string;
  list: ListView<T>;
  pending: number | null;
  chooseTab(tab: ReviewTab): void;
  search(text: string): void;
  settle(ids: readonly number[], status: AccountStatus): void;
}

/** The noun the board counts, in the cases its Russian texts need. */
export interface AccountReviewWords {
  /** «Компании»: the h1 and the list's name. */
  title: string;
  titleId: string;
  /** Genitive plural: «Статус компаний», «Компаний пока нет.». */
  many: string;
  /** Accusative plural: «Загружаем компании…», «Подтвердить компании?». */
  these: string;
  /** Dative plural: «Поиск по компаниям». */
  toThese: string;
  /** «Компания №7 не найдена.»: the record a notification linked to (a feminine noun). */
  one: string;
  searchPlaceholder: string;
  /** Counted after «из»: ['компании', 'компаний', 'компаний']. */
  forms: Forms;
  /** Counted after a verb: ['компанию', 'компании', 'компаний']. */
  accusativeForms: Forms;
  /** After «Подтвердить 3 компании?»: what approval does. */
  approveEffect: string;
  /** «каждая компания»: who reads the denial's reason. */
  denyReader: string;
  denyMax: number;
}

interface AccountReviewBoardProps<T extends { id: number; status: AccountStatus }> {
  review: AccountReviewState<T>;
  words: AccountReviewWords;
  headerActions: ReactNode;
  intro?: ReactNode;
  renderItem(item: T, selection: RowSelection | null): ReactNode;
  itemName(item: T): string;
  approve(item: T): Promise<ItemResult>;
  deny(item: T, reason: string): Promise<ItemResult>;
  /** Rows the bulk «Отклонить» applies to. */
  deniable(item: T): boolean;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * /board/students/ and /board/companies/ (admins): the list by status tab with its pending count,
 * a search, one record a notification links to, and bulk approval and denial with one reason.
 */
export function AccountReviewBoard<T extends { id: number; status: AccountStatus }>({
  review,
  words,
  ...props
}: AccountReviewBoardProps<T>): JSX.Element {
  const selection = useSelection(review.key);
  const reason = useReasonPrompt();
  const tabs: readonly FilterTab<ReviewTab>[] = [
    { value: 'pending', label: review.pending === null ? 'На проверке' : `На проверке (${review.pending})` },
    { value: 'approved', label: 'Подтверждены' },
    { value: 'denied', label: 'Отклонены' },
    { value: 'all', label: 'Все' },
  ];
  const many = capital(words.many);
  const emptyText: Record<ReviewTab, string> = {
    pending: `${many} на проверке нет.`,
    approved: `Подтверждённых ${words.many} нет.`,
    denied: `Отклонённых ${words.many} нет.`,
    all: `${many} пока нет.`,
  };
  const bulk: readonly BulkAction<T>[] = [
    {
      id: 'approve',
      label: 'Подтвердить',
      applies: (item) => item.status !== 'approved',
      confirm: (items) => ({
        title: `Подтвердить ${words.these}?`,
        message: `Подтвердить ${pluralRu(items.length, words.accusativeForms)}? ${words.approveEffect}`,
        confirmText: 'Подтвердить',
        cancelText: 'Отмена',
      }),
      run: (items) => runEach(items, props.approve),
    },
    {
      id: 'deny',
      label: 'Отклонить',
      destructive: true,
      applies: props.deniable,
      // The reason dialog is the confirmation: «Отмена» or Escape there changes nothing.
      prompt: (items) =>
        reason.ask({
          title: `Отклонить ${pluralRu(items.length, words.accusativeForms)}?`,
          label: `Причина отказа (её увидит ${words.denyReader})`,
          confirmText: 'Отклонить',
          max: words.denyMax,
        }),
      run: (items, answer = '') => runEach(items, (item) => props.deny(item, answer)),
    },
  ];

  return (
    <>
      <BoardListView<T>
        title={words.title}
        titleId={words.titleId}
        headerActions={props.headerActions}
        intro={props.intro}
        filters={
          <>
            <FilterTabs<ReviewTab>
              label={`Статус ${words.many}`}
              value={review.tab}
              tabs={tabs}
              onChange={review.chooseTab}
            />
            <SearchField
              label={`Поиск по ${words.toThese}`}
              placeholder={words.searchPlaceholder}
              value={review.text}
              onSearch={review.search}
            />
          </>
        }
        list={review.list}
        renderItem={props.renderItem}
        itemName={props.itemName}
        emptyTitle={
          review.focusId !== null
            ? `${words.one} №${review.focusId} не найдена.`
            : review.text !== ''
              ? 'Ничего не нашлось.'
              : emptyText[review.tab]
        }
        loadingLabel={`Загружаем ${words.these}…`}
        errorTitle={`Не удалось загрузить ${words.these}`}
        forms={words.forms}
        bulk={{
          selection,
          actions: bulk,
          onDone: (action, outcome) =>
            review.settle(outcome.done, action.id === 'approve' ? 'approved' : 'denied'),
        }}
      />
      {reason.dialog}
    </>
  );
}
