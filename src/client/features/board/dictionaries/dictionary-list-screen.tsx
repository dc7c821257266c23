import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { DictionaryItem } from '../../../../shared/contract/dictionary-item';
import { pluralRu } from '../../../../shared/format';
import { useServices } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { usePageTitle } from '../../../ui/page-title';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states';
import { useResource } from '../../../ui/use-resource';
import { deleteDictionaryItem, fetchAllDictionaryItems } from '../api/dictionary-api';
import { BoardGate } from '../common/access';
import { type DictionaryArea, tagArea, vacancyTypeArea } from './dictionary-areas';

/** /board/tags/ */
export function TagsScreen(): JSX.Element {
  return <DictionaryListScreen area={tagArea} />;
}

/** /board/vacancy-types/ */
export function VacancyTypesScreen(): JSX.Element {
  return <DictionaryListScreen area={vacancyTypeArea} />;
}

function DictionaryListScreen({ area }: { area: DictionaryArea }): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <DictionaryList area={area} />}</BoardGate>;
}

function DictionaryList({ area }: { area: DictionaryArea }): JSX.Element {
  usePageTitle(area.title);
  const { platform, http } = useServices();
  const loaded = useResource(area.api, () => fetchAllDictionaryItems(http, area.api, true));
  // Deleted here since the load: the list changes in place rather than loading again.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(() => new Set());
  const [busyId, setBusyId] = useState<number | null>(null);
  const items = loaded.status === 'ready' ? loaded.data.filter((item) => !removed.has(item.id)) : [];

  async function remove(item: DictionaryItem): Promise<void> {
    const used =
      item.vacancyCount > 0
        ? ` Он указан у ${pluralRu(item.vacancyCount, ['опубликованной вакансии', 'опубликованных вакансий', 'опубликованных вакансий'])}.`
        : '';
    const yes = await platform.confirm({
      title: 'Удалить?',
      message: `Удалить ${area.named(item.name)}?${used}`,
      confirmText: 'Удалить',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (!yes) return;
    setBusyId(item.id);
    const result = await deleteDictionaryItem(http, area.api, item.id);
    setBusyId(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return;
    }
    setRemoved((previous) => new Set(previous).add(item.id));
    platform.toast('success', area.deleted);
  }

  return (
    <section className="board" aria-labelledby="dictionary-title">
      <header className="board__header">
        <h1 id="dictionary-title">{area.title}</h1>
        <Link href={area.editPath} className="button button--primary">
          {area.addLabel}
        </Link>
      </header>
      {loaded.status === 'loading' ? <ListSkeleton /> : null}
      {loaded.status === 'error' ? <ErrorState message={loaded.message} onRetry={loaded.reload} /> : null}
      {loaded.status === 'ready' && items.length === 0 ? <EmptyState title={area.empty} /> : null}
      {loaded.status === 'ready' && items.length > 0 ? (
        <>
          <p className="muted">Всего {pluralRu(items.length, area.forms)}. Порядок — по возрастанию числа.</p>
          <ul className="board-list" aria-label={area.title}>
            {items.map((item) => (
              <li
                key={item.id}
                className="board-row"
                aria-labelledby={`item-${item.id}`}
                aria-busy={busyId === item.id || undefined}
              >
                <div className="board-row__main">
                  <div className="board-row__heading">
                    <h2 className="board-row__title" id={`item-${item.id}`}>
                      {item.name}
                    </h2>
                    {item.visible ? null : <span className="status-badge status-badge--hidden">Скрыт</span>}
                  </div>
                  <p className="board-row__meta">
                    <span>Порядок: {item.position}</span>
                    <span>{item.visible ? 'Виден всем' : 'Виден только администраторам'}</span>
                    <span>{pluralRu(item.vacancyCount, ['вакансия', 'вакансии', 'вакансий'])}</span>
                  </p>
                </div>
                <div className="board-row__actions">
                  <Link
                    href={`${area.editPath}${item.id}/`}
                    className="button button--secondary button--small"
                    aria-label={`Редактировать: ${item.name}`}
                  >
                    Редактировать
                  </Link>
                  <Button
                    variant="ghost"
                    className="button--small button--danger"
                    disabled={busyId === item.id}
                    aria-label={`Удалить: ${item.name}`}
                    onClick={() => void remove(item)}
                  >
                    Удалить
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
