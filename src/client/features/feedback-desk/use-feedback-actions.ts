import { useState } from 'react';
import {
  canMoveFeedback,
  FEEDBACK_BULK_MAX,
  FEEDBACK_STATUS_LABELS,
  type FeedbackItem,
  type FeedbackStatus,
} from '../../../shared/contract/feedback.contract';
import { pluralRu } from '../../../shared/format';
import type { BoardList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import type { BulkAction, BulkOutcome } from '../../ui/board-list/bulk-bar';
import { changeFeedbackStatus } from './feedback-desk-api';

export type FeedbackTab = FeedbackStatus | 'all';

const FEEDBACKS: readonly [string, string, string] = ['обращение', 'обращения', 'обращений'];

const REPLY_TOASTS = {
  telegram: { kind: 'success', message: 'Ответ отправлен автору в Telegram.' },
  email: { kind: 'success', message: 'Ответ отправлен автору на почту.' },
  none: {
    kind: 'warning',
    message: 'Ответ сохранён, но не доставлен: Telegram не привязан, письмо отправить не удалось.',
  },
} as const;

/**
 * What an admin does to feedback: one move, a reply, or a bulk move. After each the row changes
 * in place with what the server answered (status, reply, history), or leaves a tab it no longer
 * fits; `onChanged` lets the screen recount «Новые».
 */
export function useFeedbackActions(list: BoardList<FeedbackItem>, tab: FeedbackTab, onChanged: () => void) {
  const { http, platform } = useServices();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [replyingId, setReplyingId] = useState<number | null>(null);
  const [replyError, setReplyError] = useState<string | undefined>(undefined);

  const settle = (items: readonly FeedbackItem[]) => {
    for (const item of items) {
      if (tab !== 'all' && item.status !== tab) list.remove(item.id);
      else list.patch(item.id, item);
    }
    if (items.length > 0) onChanged();
  };

  const move = async (item: FeedbackItem, to: FeedbackStatus) => {
    setBusyId(item.id);
    const result = await changeFeedbackStatus(http, { ids: [item.id], status: to });
    setBusyId(null);
    if (!result.ok) return platform.toast('error', result.message);
    settle(result.data.items);
    const skipped = result.data.skipped[0];
    if (skipped) platform.toast('warning', skipped.reason);
    else platform.toast('success', `Обращение №${item.id}: «${FEEDBACK_STATUS_LABELS[to]}».`);
  };

  const reply = async (item: FeedbackItem, text: string) => {
    setBusyId(item.id);
    setReplyError(undefined);
    const result = await changeFeedbackStatus(http, { ids: [item.id], status: 'answered', reply: text });
    setBusyId(null);
    if (!result.ok) {
      setReplyError(result.errors?.reply);
      return platform.toast('error', result.message);
    }
    setReplyingId(null);
    settle(result.data.items);
    const channel = result.data.items[0]?.replyChannel ?? 'none';
    const toast = REPLY_TOASTS[channel];
    platform.toast(toast.kind, toast.message);
  };

  /** The contract takes up to 100 ids a call; a long «select all» goes in several. */
  const bulkMove = async (items: readonly FeedbackItem[], to: FeedbackStatus): Promise<BulkOutcome> => {
    const done: number[] = [];
    const failed: { id: number; message: string }[] = [];
    for (let start = 0; start < items.length; start += FEEDBACK_BULK_MAX) {
      const part = items.slice(start, start + FEEDBACK_BULK_MAX);
      const result = await changeFeedbackStatus(http, { ids: part.map((item) => item.id), status: to });
      if (!result.ok) {
        failed.push(...part.map((item) => ({ id: item.id, message: result.message })));
        continue;
      }
      settle(result.data.items);
      done.push(...result.data.items.map((item) => item.id));
      failed.push(...result.data.skipped.map((skip) => ({ id: skip.id, message: skip.reason })));
    }
    return { done, failed };
  };

  const bulk: readonly BulkAction<FeedbackItem>[] = [
    {
      id: 'in_progress',
      label: 'В работу',
      applies: (item) => canMoveFeedback(item.status, 'in_progress'),
      run: (items) => bulkMove(items, 'in_progress'),
    },
    {
      id: 'closed',
      label: 'Закрыть',
      destructive: true,
      applies: (item) => canMoveFeedback(item.status, 'closed'),
      // Closing hides them from «Новые» and «В работе»: worth a question, though it can be undone.
      confirm: (items) => ({
        title: 'Закрыть обращения?',
        message: `Закрыть ${pluralRu(items.length, FEEDBACKS)}? Авторам ничего не придёт; открыть снова можно во вкладке «Закрыто».`,
        confirmText: 'Закрыть',
        cancelText: 'Отмена',
        destructive: true,
      }),
      run: (items) => bulkMove(items, 'closed'),
    },
  ];

  return {
    busyId,
    replyingId,
    replyError,
    bulk,
    move: (item: FeedbackItem, to: FeedbackStatus) => void move(item, to),
    reply: (item: FeedbackItem, text: string) => void reply(item, text),
    startReply: (item: FeedbackItem) => {
      setReplyError(undefined);
      setReplyingId(item.id);
    },
    cancelReply: () => setReplyingId(null),
  };
}
