import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { DictionaryItem } from '../../../shared/contract/dictionary-item.contract';
import { pluralRu } from '../../../shared/format';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useBoardList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { BoardListView, RowCheckbox, type RowSelection } from '../../ui/board-list/board-list-view';
import type { BulkAction } from '../../ui/board-list/bulk-bar';
import { runEach } from '../../ui/board-list/run-bulk';
import { useSelection } from '../../ui/board-list/use-selection';
import { Button } from '../../ui/button';
import { SearchField } from '../../ui/search-field';
import { deleteDictionaryItem, fetchDictionaryList } from './dictionaries-api';
import { type DictionaryArea, tagArea, vacancyTypeArea } from './dictionary-areas';

/**
 * Dictionaries are short; a large page keeps the whole list on one screen in the common case
 * while «Показать ещё» still works for a long one.
 */
const PAGE_SIZE = 100;

const USED_IN: readonly [string, string, string] = [
  'опубликованной вакансии',
  'опубликованных вакансий',
  'опубликованных вакансий',
];

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
  const [text, setText] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const key = `${area.api}|${text}`;
  const list = useBoardList<DictionaryItem>(key, (page, signal) =>
    fetchDictionaryList(http, area.api, { text, page, limit: PAGE_SIZE }, signal),
  );
  const selection = useSelection(key);

  async function remove(item: DictionaryItem): Promise<void> {
    const used = item.vacancyCount > 0 ? ` Он указан у ${pluralRu(item.vacancyCount, USED_IN)}.` : '';
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
    list.remove(item.id);
    platform.toast('success', area.deleted);
  }

  const bulk: readonly BulkAction<DictionaryItem>[] = [
    {
      id: 'delete',
      label: 'Удалить',
      destructive: true,
      confirm: (items) => {
        const used = items.filter((item) => item.vacancyCount > 0).length;
        return {
          title: 'Удалить?',
          message: `Удалить ${pluralRu(items.length, area.forms)} навсегда?${used > 0 ? ` Из них в вакансиях указано: ${pluralRu(used, area.forms)}.` : ''}`,
          confirmText: 'Удалить',
          cancelText: 'Отмена',
          destructive: true,
        };
      },
      run: (items) => runEach(items, (item) => deleteDictionaryItem(http, area.api, item.id)),
    },
  ];

  return (
    <BoardListView<DictionaryItem>
      title={area.title}
      titleId="dictionary-title"
      headerActions={
        <Link href={area.editPath} className="button button--primary">
          {area.addLabel}
        </Link>
      }
      filters={
        <>
          <SearchField label={area.searchLabel} placeholder="Название" value={text} onSearch={setText} />
          <p className="muted board__note">Порядок — по возрастанию числа.</p>
        </>
      }
      list={list}
      renderItem={(item, rowSelection) => (
        <DictionaryRow
          key={item.id}
          item={item}
          area={area}
          selection={rowSelection}
          busy={busyId === item.id}
          onDelete={(one) => void remove(one)}
        />
      )}
      itemName={(item) => item.name}
      emptyTitle={text !== '' ? 'Ничего не нашлось.' : area.empty}
      loadingLabel="Загружаем…"
      errorTitle="Не удалось загрузить список"
      forms={area.genitive}
      bulk={{
        selection,
        actions: bulk,
        onDone: (_action, outcome) => {
          for (const id of outcome.done) list.remove(id);
        },
      }}
    />
  );
}

function DictionaryRow({
  item,
  area,
  selection,
  busy,
  onDelete,
}: {
  item: DictionaryItem;
  area: DictionaryArea;
  selection: RowSelection | null;
  busy: boolean;
  onDelete(item: DictionaryItem): void;
}): JSX.Element {
  return (
    <li className="board-row" aria-labelledby={`item-${item.id}`} aria-busy={busy || undefined}>
      <RowCheckbox selection={selection} />
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
          disabled={busy}
          aria-label={`Удалить: ${item.name}`}
          onClick={() => onDelete(item)}
        >
          Удалить
        </Button>
      </div>
    </li>
  );
}
