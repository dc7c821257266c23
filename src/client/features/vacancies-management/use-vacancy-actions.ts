/**
 * Archive, restore and delete from the board list. Destructive steps ask first; the list then
 * changes in place (keeping the pages already loaded) and a row leaves a tab it no longer fits.
 */
import { type JSX, useState } from 'react';
import {
  APPLICATION_MESSAGE_MAX,
  ARCHIVE_REJECTION_MESSAGE,
} from '../../../shared/contract/application.contract';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import type { VacancyStatus } from '../../../shared/dictionaries';
import { pluralRu, quoted } from '../../../shared/format';
import type { BoardRole } from '../../lib/board-access';
import type { BoardList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import type { BulkAction, BulkOutcome } from '../../ui/board-list/bulk-bar';
import { runEach } from '../../ui/board-list/run-bulk';
import { useReasonPrompt } from '../../ui/reason-prompt';
import { archiveVacancy, deleteVacancy } from './vacancies-management-api';

/** The board's status filter: every status, or one; `hidden`: those the career centre hid (docs/decisions/052). */
export type StatusTab = 'all' | VacancyStatus | 'hidden';

interface VacancyActions {
  busyId: number | null;
  /** The archive message dialog, rendered by the screen. */
  dialog: JSX.Element | null;
  archive(item: VacancyListItem, archived: boolean): Promise<void>;
  remove(item: VacancyListItem): Promise<void>;
  /** «В архив» for the ticked published vacancies. */
  bulk: readonly BulkAction<VacancyListItem>[];
  bulkDone(
    action: BulkAction<VacancyListItem>,
    outcome: BulkOutcome,
    items: readonly VacancyListItem[],
  ): void;
}

const VACANCIES: readonly [string, string, string] = ['вакансию', 'вакансии', 'вакансий'];

export function useVacancyActions(
  list: BoardList<VacancyListItem>,
  role: BoardRole,
  tab: StatusTab,
  /** Whether a vacancy has applications (the board's counts); unknown counts as no. */
  hasApplications: (id: number) => boolean = () => false,
): VacancyActions {
  const { platform, http } = useServices();
  const [busyId, setBusyId] = useState<number | null>(null);
  const prompt = useReasonPrompt();

  /**
   * Archiving rejects the open applications with a message to each student (docs/decisions/020):
   * with applications the company reads and may edit the standard one; without, a plain confirm.
   * Resolves with the message, undefined for «no applications, go on», or null when cancelled.
   */
  async function askToArchive(item: VacancyListItem): Promise<string | undefined | null> {
    if (hasApplications(item.id)) {
      return prompt.ask({
        title: `Перенести ${quoted(item.title)} в архив?`,
        label:
          'Вакансия исчезнет из поиска. Студенты, чьи отклики ещё ждут ответа, получат отказ с этим сообщением:',
        confirmText: 'В архив',
        max: APPLICATION_MESSAGE_MAX,
        initial: ARCHIVE_REJECTION_MESSAGE,
        emptyError: 'Напишите сообщение студентам.',
      });
    }
    const yes = await platform.confirm({
      title: 'Перенести в архив?',
      message: `Вакансия ${quoted(item.title)} исчезнет из поиска. Вернуть её можно в любой момент.`,
      confirmText: 'В архив',
      cancelText: 'Отмена',
    });
    return yes ? undefined : null;
  }

  /** The row leaves a tab it no longer fits, or shows its new status. */
  function settle(item: VacancyListItem, status: 'archived' | 'published'): void {
    // A hidden vacancy stays hidden, archived or not: «Скрытые» keeps it.
    if (tab !== 'all' && tab !== 'hidden' && tab !== status) list.remove(item.id);
    else list.patch(item.id, { status, publishedAt: item.publishedAt ?? new Date().toISOString() });
  }

  async function archive(item: VacancyListItem, archived: boolean): Promise<void> {
    const message = archived ? await askToArchive(item) : undefined;
    if (message === null) return;
    setBusyId(item.id);
    const result = await archiveVacancy(http, item.id, archived, message);
    setBusyId(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return;
    }
    settle(item, archived ? 'archived' : 'published');
    platform.toast('success', archived ? 'Вакансия перенесена в архив.' : 'Вакансия снова опубликована.');
  }

  async function remove(item: VacancyListItem): Promise<void> {
    const yes = await platform.confirm({
      title: 'Удалить вакансию?',
      message:
        role === 'admin' && item.status !== 'draft'
          ? `Вакансия ${quoted(item.title)} компании ${quoted(item.company.name)} будет удалена навсегда.`
          : `Черновик ${quoted(item.title)} будет удалён навсегда.`,
      confirmText: 'Удалить',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (!yes) return;
    setBusyId(item.id);
    const result = await deleteVacancy(http, item.id);
    setBusyId(null);
    if (!result.ok) {
      // 409: a company may delete drafts only; the server's message says why.
      platform.toast('error', result.message);
      return;
    }
    list.remove(item.id);
    platform.toast('success', 'Вакансия удалена.');
  }

  const bulk: readonly BulkAction<VacancyListItem>[] = [
    {
      id: 'archive',
      label: 'В архив',
      destructive: true,
      applies: (item) => item.status === 'published',
      confirm: (items) => ({
        title: 'Перенести в архив?',
        message: `Перенести в архив ${pluralRu(items.length, VACANCIES)}? Архивные вакансии не видны в поиске; вернуть их можно в любой момент. Студенты, чьи отклики ещё ждут ответа, получат вежливый стандартный отказ.`,
        confirmText: 'В архив',
        cancelText: 'Отмена',
        destructive: true,
      }),
      run: (items) => runEach(items, (item) => archiveVacancy(http, item.id, true)),
    },
  ];

  function bulkDone(
    _action: BulkAction<VacancyListItem>,
    outcome: BulkOutcome,
    items: readonly VacancyListItem[],
  ) {
    const done = new Set(outcome.done);
    for (const item of items) if (done.has(item.id)) settle(item, 'archived');
  }

  return { busyId, dialog: prompt.dialog, archive, remove, bulk, bulkDone };
}
