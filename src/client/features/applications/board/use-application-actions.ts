import { useRef, useState } from 'react';
import {
  APPLICATION_BULK_MAX,
  type ApplicationItem,
  type ApplicationStatus,
  type ChosenApplicationStatus,
  canCompanyMove,
} from '../../../../shared/contract/application.contract';
import { pluralRu, quoted } from '../../../../shared/format';
import type { BoardRole } from '../../../lib/board-access';
import type { BoardList } from '../../../lib/server-state';
import { useServices } from '../../../lib/services';
import type { BulkAction, BulkOutcome } from '../../../ui/board-list/bulk-bar';
import {
  changeApplicationStatus,
  emptyApplicationQuery,
  fetchApplications,
  saveApplicationNote,
  viewApplication,
} from '../applications-api';

export type ApplicationTab = ApplicationStatus | 'all';

const STUDENTS: readonly [string, string, string] = ['студенту', 'студентам', 'студентам'];

const MOVE_TOASTS: Record<ChosenApplicationStatus, string> = {
  invited: 'Приглашение отправлено студенту.',
  offer: 'Предложение отправлено студенту.',
  hired: 'Отмечено: студент принят на работу.',
  rejected: 'Отказ отправлен студенту.',
};

interface ActionsOptions {
  list: BoardList<ApplicationItem>;
  role: BoardRole;
  tab: ApplicationTab;
  /** The card that is open stays in the list even when its new status leaves the tab. */
  openId: number | null;
  /** After a move or a view: the tab counts are reloaded. */
  onChanged(): void;
  /** The bulk refusal's message (reject-prompt.tsx). */
  askRejection(count: number): Promise<string | null>;
}

/**
 * What the company (or an admin) does on the applications board: one move with its message, a
 * bulk refusal, the private note, and marking a card viewed when the company first opens it.
 * Each changes the row in place with what the server answered.
 */
export function useApplicationActions({ list, role, tab, openId, onChanged, askRejection }: ActionsOptions) {
  const { http, platform } = useServices();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [moveError, setMoveError] = useState<string | undefined>(undefined);
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  // Asked once per card and session: a second open (or a re-render) must not call again.
  const viewed = useRef(new Set<number>());

  const settle = (items: readonly ApplicationItem[]) => {
    for (const item of items) {
      if (tab !== 'all' && item.status !== tab && item.id !== openId) list.remove(item.id);
      else list.patch(item.id, item);
    }
    if (items.length > 0) onChanged();
  };

  /**
   * A refusal is final (application.contract.ts, canCompanyMove): the company confirms it first,
   * naming who gets it; «Вернуться» keeps the typed message in the card.
   */
  const confirmRejection = (count: number, who: string) =>
    platform.confirm({
      title: count === 1 ? 'Отказать студенту?' : `Отказать ${pluralRu(count, STUDENTS)}?`,
      message: `${who} получит сообщение об отказе. Отменить отказ будет нельзя.`,
      confirmText: 'Отказать',
      cancelText: 'Вернуться',
    });

  /** Resolves true when the move went through, so the form can close. */
  const move = async (
    item: ApplicationItem,
    to: ChosenApplicationStatus,
    message: string,
    /** An offer's deadline, `YYYY-MM-DD` (docs/decisions/059); empty: none. */
    answerBy = '',
  ): Promise<boolean> => {
    if (to === 'rejected') {
      const name = `${item.student.firstName} ${item.student.lastName}`;
      if (!(await confirmRejection(1, `${name} (вакансия ${quoted(item.vacancy.title)})`))) return false;
    }
    setBusyId(item.id);
    setMoveError(undefined);
    const body = {
      ids: [item.id],
      status: to,
      ...(message === '' ? {} : { message }),
      ...(answerBy === '' ? {} : { answerBy }),
    };
    const result = await changeApplicationStatus(http, body);
    setBusyId(null);
    if (!result.ok) {
      setMoveError(result.errors?.message ?? result.errors?.answerBy);
      platform.toast('error', result.message);
      return false;
    }
    settle(result.data.items);
    const skipped = result.data.skipped[0];
    if (skipped) {
      platform.toast('warning', `Статус не изменён: ${skipped.reason}`);
      return false;
    }
    platform.toast('success', MOVE_TOASTS[to]);
    return true;
  };

  const hire = async (item: ApplicationItem) => {
    const name = `${item.student.firstName} ${item.student.lastName}`;
    const confirmed = await platform.confirm({
      title: 'Принят на работу?',
      message: `Отметить, что ${name} принят(а) на вакансию ${quoted(item.vacancy.title)}? Студент получит сообщение; изменить это потом нельзя.`,
      confirmText: 'Принят на работу',
      cancelText: 'Отмена',
    });
    if (confirmed) await move(item, 'hired', '');
  };

  const open = async (item: ApplicationItem) => {
    // Only the company's first look moves new → viewed; an admin's look is not the company's.
    if (role !== 'company' || item.status !== 'new' || viewed.current.has(item.id)) return;
    viewed.current.add(item.id);
    const result = await viewApplication(http, item.id);
    if (!result.ok) return;
    list.patch(item.id, result.data);
    onChanged();
  };

  /** After an interview changed it (docs/decisions/057): the application as the server now has it. */
  const refresh = async (item: ApplicationItem) => {
    const result = await fetchApplications(http, { ...emptyApplicationQuery, id: item.id });
    const fresh = result.ok ? result.data.items.find((one) => one.id === item.id) : undefined;
    if (fresh) settle([fresh]);
  };

  const saveNote = async (item: ApplicationItem, note: string) => {
    setBusyId(item.id);
    setNoteError(undefined);
    const result = await saveApplicationNote(http, item.id, note);
    setBusyId(null);
    if (!result.ok) {
      setNoteError(result.errors?.note);
      return platform.toast('error', result.message);
    }
    list.patch(item.id, result.data);
    platform.toast('success', note === '' ? 'Заметка удалена.' : 'Заметка сохранена.');
  };

  /** The contract takes up to 100 ids a call; a long «select all» goes in several. */
  const bulkReject = async (items: readonly ApplicationItem[], message = ''): Promise<BulkOutcome> => {
    const done: number[] = [];
    const failed: { id: number; message: string }[] = [];
    for (let start = 0; start < items.length; start += APPLICATION_BULK_MAX) {
      const part = items.slice(start, start + APPLICATION_BULK_MAX);
      const ids = part.map((item) => item.id);
      const result = await changeApplicationStatus(http, { ids, status: 'rejected', message });
      if (!result.ok) {
        failed.push(...ids.map((id) => ({ id, message: result.message })));
        continue;
      }
      settle(result.data.items);
      done.push(...result.data.items.map((item) => item.id));
      failed.push(...result.data.skipped.map((skip) => ({ id: skip.id, message: skip.reason })));
    }
    return { done, failed };
  };

  const bulk: readonly BulkAction<ApplicationItem>[] = [
    {
      id: 'rejected',
      label: 'Отказать выбранным',
      destructive: true,
      applies: (item) => canCompanyMove(item.status, 'rejected'),
      prompt: async (items) => {
        const message = await askRejection(items.length);
        if (message === null) return null;
        return (await confirmRejection(items.length, 'Каждый из них')) ? message : null;
      },
      run: bulkReject,
    },
  ];

  return {
    busyId,
    moveError,
    noteError,
    bulk,
    clearMoveError: () => setMoveError(undefined),
    move,
    hire: (item: ApplicationItem) => void hire(item),
    open: (item: ApplicationItem) => void open(item),
    refresh: (item: ApplicationItem) => void refresh(item),
    saveNote: (item: ApplicationItem, note: string) => void saveNote(item, note),
  };
}

export type ApplicationActions = ReturnType<typeof useApplicationActions>;
