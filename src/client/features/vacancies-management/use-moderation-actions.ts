/**
 * The career centre's moderation from the board list (admins; docs/decisions/052): hide after a
 * confirmation, show again, return to the company with a written reason. The row then changes in
 * place, or leaves a tab it no longer fits (a returned vacancy is a draft).
 */
import { type JSX, useState } from 'react';
import type { VacancyListItem } from '../../../shared/contract/vacancy.contract';
import {
  RETURN_REASON_MAX,
  RETURN_REASON_REQUIRED,
} from '../../../shared/contract/vacancy-moderation.contract';
import { quoted } from '../../../shared/format';
import type { BoardList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { useReasonPrompt } from '../../ui/reason-prompt';
import type { StatusTab } from './use-vacancy-actions';
import { moderateVacancy } from './vacancies-management-api';

export interface ModerationActions {
  busyId: number | null;
  /** The reason dialog, rendered by the screen. */
  dialog: JSX.Element | null;
  hide(item: VacancyListItem): Promise<void>;
  show(item: VacancyListItem): Promise<void>;
  giveBack(item: VacancyListItem): Promise<void>;
}

export function useModerationActions(list: BoardList<VacancyListItem>, tab: StatusTab): ModerationActions {
  const { platform, http } = useServices();
  const [busyId, setBusyId] = useState<number | null>(null);
  const prompt = useReasonPrompt();

  async function run(item: VacancyListItem, move: Parameters<typeof moderateVacancy>[2], done: string) {
    setBusyId(item.id);
    const result = await moderateVacancy(http, item.id, move);
    setBusyId(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return;
    }
    const { status, hiddenReason, moderation } = result.data;
    // A row leaves a tab it no longer fits: a status tab, or «Скрытые» once shown again.
    const fits = tab === 'all' || (tab === 'hidden' ? Boolean(moderation?.hidden) : tab === status);
    if (!fits) list.remove(item.id);
    else list.patch(item.id, { status, hiddenReason, ...(moderation ? { moderation } : {}) });
    platform.toast('success', done);
  }

  async function hide(item: VacancyListItem) {
    const yes = await platform.confirm({
      title: 'Скрыть вакансию от студентов?',
      message: `Вакансия ${quoted(item.title)} компании ${quoted(item.company.name)} сразу исчезнет из поиска, с карты и из подписок. Компания получит уведомление и не сможет показать её сама. Вернуть её студентам можно в любой момент.`,
      confirmText: 'Скрыть',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (yes) await run(item, 'hide', 'Вакансия скрыта от студентов.');
  }

  async function show(item: VacancyListItem) {
    await run(item, 'show', 'Вакансия снова видна студентам.');
  }

  async function giveBack(item: VacancyListItem) {
    const reason = await prompt.ask({
      title: `Вернуть ${quoted(item.title)} на доработку?`,
      label:
        'Что исправить? Компания увидит это в своём списке вакансий и в редакторе и получит уведомление. До новой публикации студенты вакансию не видят.',
      confirmText: 'Вернуть компании',
      max: RETURN_REASON_MAX,
      emptyError: RETURN_REASON_REQUIRED,
      tooLongError: `Причина — не длиннее ${RETURN_REASON_MAX} символов.`,
    });
    if (reason !== null) await run(item, { reason }, 'Вакансия возвращена компании на доработку.');
  }

  return { busyId, dialog: prompt.dialog, hide, show, giveBack };
}
