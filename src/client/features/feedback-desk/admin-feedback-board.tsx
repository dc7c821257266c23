import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { FeedbackItem } from '../../../shared/contract/feedback.contract';
import { paths } from '../../../shared/paths';
import { usePageTitle } from '../../lib/page-title';
import { useBoardList, useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { useListFilters } from '../../lib/use-list-filters';
import { BoardListView } from '../../ui/board-list/board-list-view';
import type { FilterTab } from '../../ui/board-list/filter-tabs';
import { TabSearchSort, type TabSearchSortTexts } from '../../ui/board-list/tab-search-sort';
import { useFocusId } from '../../ui/board-list/use-focus-id';
import { useSelection } from '../../ui/board-list/use-selection';
import { ExportButton } from '../../ui/export-button';
import { type FeedbackSort, fetchFeedback, fetchNewFeedbackCount } from './feedback-desk-api';
import { FeedbackRow } from './feedback-row';
import { type FeedbackTab, useFeedbackActions } from './use-feedback-actions';

const EMPTY_TEXT: Record<FeedbackTab, string> = {
  new: 'Новых обращений нет.',
  in_progress: 'В работе ничего нет.',
  answered: 'Отвеченных обращений нет.',
  closed: 'Закрытых обращений нет.',
  all: 'Обращений пока нет.',
};

const FILTER_TEXTS: TabSearchSortTexts = {
  tabs: 'Статус обращений',
  search: 'Поиск по обращениям',
  placeholder: 'Текст, автор или email',
};

/** /board/feedbacks/ for admins: everyone's feedback, answered and moved from a phone or a desktop. */
export function AdminFeedbackBoard(): JSX.Element {
  usePageTitle('Обращения');
  const { http } = useServices();
  const focusId = useFocusId();
  // A notification's feedback is looked up among all, whatever tab was open.
  const filters = useListFilters<FeedbackTab, FeedbackSort>({
    initialTab: 'new',
    initialSort: 'newest',
    focused: focusId !== null,
    unfocusedHref: paths.boardFeedbacks,
  });
  const { tab: shownTab, text, sort } = filters;
  // Every move can change how many are new; the «Новые» count reloads after each.
  const [changes, setChanges] = useState(0);
  const newCount = useResource(`new-${changes}`, () => fetchNewFeedbackCount(http));
  const key = `${shownTab}|${text}|${sort}|${focusId ?? ''}`;
  const list = useBoardList<FeedbackItem>(key, (page, signal) =>
    fetchFeedback(
      http,
      { statuses: shownTab === 'all' ? [] : [shownTab], text, sort, id: focusId, page },
      signal,
    ),
  );
  const selection = useSelection(key);
  const actions = useFeedbackActions(list, shownTab, () => setChanges((value) => value + 1));

  const tabs: readonly FilterTab<FeedbackTab>[] = [
    { value: 'new', label: newCount.status === 'ready' ? `Новые (${newCount.data})` : 'Новые' },
    { value: 'in_progress', label: 'В работе' },
    { value: 'answered', label: 'Отвечено' },
    { value: 'closed', label: 'Закрыто' },
    { value: 'all', label: 'Все' },
  ];
  const emptyTitle =
    focusId !== null
      ? `Обращение №${focusId} не найдено.`
      : text !== ''
        ? 'Ничего не нашлось.'
        : EMPTY_TEXT[shownTab];

  return (
    <BoardListView<FeedbackItem>
      title="Обращения"
      titleId="feedbacks-title"
      headerActions={<ExportButton list="feedback" />}
      filters={
        <>
          {focusId !== null ? (
            <p className="feedback-focus">
              Показано обращение №{focusId}.{' '}
              <Link href={paths.boardFeedbacks} onClick={() => filters.chooseTab('all')}>
                Показать все обращения
              </Link>
            </p>
          ) : null}
          <TabSearchSort<FeedbackTab> filters={filters} tabs={tabs} texts={FILTER_TEXTS} />
        </>
      }
      list={list}
      renderItem={(item, rowSelection) => (
        <FeedbackRow
          key={item.id}
          item={item}
          selection={rowSelection}
          busy={actions.busyId === item.id}
          expanded={item.id === focusId}
          replying={actions.replyingId === item.id}
          replyError={actions.replyError}
          onMove={actions.move}
          onReplyStart={actions.startReply}
          onReplyCancel={actions.cancelReply}
          onReply={actions.reply}
        />
      )}
      itemName={(item) => `обращение №${item.id}`}
      emptyTitle={emptyTitle}
      loadingLabel="Загружаем обращения…"
      errorTitle="Не удалось загрузить обращения"
      forms={['обращения', 'обращений', 'обращений']}
      // The rows are settled inside each action's run (with what the server answered), and the
      // bar unticks the changed rows itself: nothing is left to do afterwards.
      bulk={{ selection, actions: actions.bulk, onDone: () => undefined }}
    />
  );
}
