import type { JSX } from 'react';
import { Link } from 'wouter';
import type { HiddenReason, VacancyListItem } from '../../../shared/contract/vacancy.contract';
import { vacancyStatusLabels } from '../../../shared/dictionaries';
import { formatDateRu, formatSalary, pluralRu, quoted } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { BoardRole } from '../../lib/board-access';
import { RowCheckbox, type RowSelection } from '../../ui/board-list/board-list-view';
import { Button } from '../../ui/button';
import { ModerationButtons } from './moderation-buttons';
import { ModerationNote } from './moderation-note';
import type { ModerationActions } from './use-moderation-actions';

/** The vacancy's applications (GET application/summary): all of them and the unread ones. */
export interface ApplicationCounts {
  total: number;
  new: number;
  /** Students who went to the company's own site or email (docs/decisions/020); 0 for none. */
  external?: number;
}

interface VacancyRowProps {
  item: VacancyListItem;
  role: BoardRole;
  /** Null while the counts load or when they could not be loaded: the row shows none. */
  applications: ApplicationCounts | null;
  selection: RowSelection | null;
  busy: boolean;
  onArchive(item: VacancyListItem, archived: boolean): void;
  onDelete(item: VacancyListItem): void;
  /** The career centre's moderation (admins only; docs/decisions/052). */
  moderation?: Pick<ModerationActions, 'hide' | 'show' | 'giveBack'>;
}

/**
 * One vacancy of the board. Every action names its vacancy for screen readers («Редактировать:
 * Стажёр-аналитик»), since a list of identical «Редактировать» buttons says nothing out of context.
 */
export function VacancyRow({
  item,
  role,
  applications,
  selection,
  busy,
  onArchive,
  onDelete,
  moderation,
}: VacancyRowProps): JSX.Element {
  const titleId = `vacancy-${item.id}-title`;
  // A returned vacancy was public once (publishedAt kept): its company archives it instead.
  const canDelete = role === 'admin' || (item.status === 'draft' && item.publishedAt === null);
  return (
    <li className="board-row" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <RowCheckbox selection={selection} />
      <div className="board-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={titleId}>
            {item.title}
          </h2>
          <VacancyBadge item={item} />
        </div>
        <p className="board-row__meta">
          {role === 'admin' ? <span className="board-row__company">{item.company.name}</span> : null}
          <span>{formatSalary(item.salary)}</span>
          <span>
            {item.publishedAt && item.status !== 'draft'
              ? `Опубликована ${formatDateRu(item.publishedAt)}`
              : 'Ещё не опубликована'}
          </span>
          {applications ? <ApplicationsLink vacancy={item} counts={applications} /> : null}
          {applications?.external ? (
            <span className="vacancy-row__external">
              {`${pluralRu(applications.external, ['переход', 'перехода', 'переходов'])} к отклику на сайте компании`}
            </span>
          ) : null}
        </p>
        <ModerationNote moderation={item.moderation} compact />
        {moderation ? <ModerationButtons item={item} busy={busy} actions={moderation} /> : null}
      </div>
      <div className="board-row__actions">
        <Link
          href={`${paths.boardVacancyEdit}${item.id}/`}
          className="button button--secondary button--small"
          aria-label={`Редактировать: ${item.title}`}
        >
          Редактировать
        </Link>
        {item.status === 'published' ? (
          <Button
            variant="ghost"
            className="button--small"
            disabled={busy}
            aria-label={`В архив: ${item.title}`}
            onClick={() => onArchive(item, true)}
          >
            В архив
          </Button>
        ) : null}
        {item.status === 'archived' ? (
          <Button
            variant="ghost"
            className="button--small"
            disabled={busy}
            aria-label={`Вернуть из архива: ${item.title}`}
            onClick={() => onArchive(item, false)}
          >
            Вернуть из архива
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            variant="ghost"
            className="button--small button--danger"
            disabled={busy}
            aria-label={`Удалить: ${item.title}`}
            onClick={() => onDelete(item)}
          >
            Удалить
          </Button>
        ) : null}
        <Link
          href={`${paths.vacancy}${item.id}/`}
          className="button button--ghost button--small"
          aria-label={`Открыть: ${item.title}`}
        >
          Открыть
        </Link>
      </div>
    </li>
  );
}

const HIDDEN_BECAUSE: Record<HiddenReason, string> = {
  moderation: 'Скрыта карьерным центром',
  'company-pending': 'Не видна студентам: компания ещё на проверке',
  'company-denied': 'Не видна студентам: компания не подтверждена',
  expired: 'Не видна студентам: срок публикации истёк',
};

/**
 * The vacancy's status as students meet it: the server says when a published one is hidden, and a
 * draft the career centre returned says so (docs/decisions/052).
 */
function VacancyBadge({ item }: { item: VacancyListItem }): JSX.Element {
  if (item.hiddenReason !== null) {
    return <span className="status-badge status-badge--hidden">{HIDDEN_BECAUSE[item.hiddenReason]}</span>;
  }
  if (item.status === 'draft' && item.moderation?.returned) {
    return <span className="status-badge status-badge--hidden">Возвращена на доработку</span>;
  }
  return (
    <span className={`status-badge status-badge--${item.status}`}>{vacancyStatusLabels[item.status]}</span>
  );
}

/** «4 отклика, 2 новых», leading to those applications on the applications board. */
function ApplicationsLink({
  vacancy,
  counts,
}: {
  vacancy: VacancyListItem;
  counts: ApplicationCounts;
}): JSX.Element {
  if (counts.total === 0) return <span>Откликов пока нет</span>;
  const text =
    counts.new > 0
      ? `${pluralRu(counts.total, ['отклик', 'отклика', 'откликов'])}, ${pluralRu(counts.new, ['новый', 'новых', 'новых'])}`
      : pluralRu(counts.total, ['отклик', 'отклика', 'откликов']);
  return (
    <Link
      href={`${paths.boardApplications}?vacancyId=${vacancy.id}`}
      className={`vacancy-row__applications${counts.new > 0 ? ' vacancy-row__applications--new' : ''}`}
      aria-label={`Отклики на ${quoted(vacancy.title)}: ${text}`}
    >
      {text}
    </Link>
  );
}
