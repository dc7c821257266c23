import type { ApplicationStatus } from '../../../../shared/contract/application.contract';
import type { ApplicationTab } from './use-application-actions';

/** The tabs name groups («Новые (3)»), where a badge names one application («Новый»). */
export const TAB_LABELS: Record<ApplicationStatus, string> = {
  new: 'Новые',
  viewed: 'Просмотренные',
  invited: 'Приглашения',
  offer: 'Предложения',
  accepted: 'Приняли предложение',
  declined: 'Отказались',
  hired: 'Приняты',
  rejected: 'Отказы',
  withdrawn: 'Отозванные',
};

const EMPTY: Record<ApplicationTab, string> = {
  all: 'Откликов пока нет. Они появятся, когда студенты откликнутся на опубликованные вакансии.',
  new: 'Новых откликов нет.',
  viewed: 'Просмотренных откликов без решения нет.',
  invited: 'Приглашённых пока нет.',
  offer: 'Предложений без ответа студента нет.',
  accepted:
    'Принятых предложений пока нет: когда студент примет предложение, отметьте здесь выход на работу.',
  declined: 'Студенты пока не отказывались.',
  hired: 'Принятых на работу пока нет.',
  rejected: 'Отказов нет.',
  withdrawn: 'Отозванных откликов нет.',
};

/** What an empty list says: the one asked for, a search, or the tab. */
export function emptyTitle({
  id,
  text,
  tab,
  narrowed,
}: {
  id: number | null;
  text: string;
  tab: ApplicationTab;
  /** A vacancy, a company or a period narrows the list. */
  narrowed: boolean;
}): string {
  if (id !== null) return `Отклик №${id} не найден или недоступен.`;
  if (text.trim() !== '') return 'Ничего не нашлось: проверьте имя или название вакансии.';
  if (narrowed && tab === 'all') return 'С этими фильтрами откликов нет.';
  return EMPTY[tab];
}
