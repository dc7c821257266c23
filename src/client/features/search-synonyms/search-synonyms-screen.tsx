import { type JSX, useState } from 'react';
import type { SearchSynonym } from '../../../shared/contract/search-synonym.contract';
import { BoardGate } from '../../lib/board-access';
import { BOARD_PAGE_SIZE } from '../../lib/board-page-size';
import { usePageTitle } from '../../lib/page-title';
import { useBoardList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { BoardListView } from '../../ui/board-list/board-list-view';
import { Button } from '../../ui/button';
import { fetchSearchSynonyms, removeSearchSynonym } from './search-synonyms-api';
import { SynonymForm } from './synonym-form';

/**
 * /board/search-synonyms/: the search's synonyms and transliterations (docs/decisions/060). A
 * student typing the first word finds the vacancies with the second too, in the list, the bot and
 * the saved searches alike.
 */
export function SearchSynonymsScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <SearchSynonyms />}</BoardGate>;
}

function SearchSynonyms(): JSX.Element {
  usePageTitle('Синонимы поиска');
  const { http, platform } = useServices();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [editing, setEditing] = useState<SearchSynonym | null>(null);
  // A new entry takes its alphabetical place: the list asks the server again (a new key).
  const [added, setAdded] = useState(0);
  const list = useBoardList<SearchSynonym>(`search-synonyms-${added}`, (page, signal) =>
    fetchSearchSynonyms(http, { page, limit: BOARD_PAGE_SIZE }, signal),
  );

  async function remove(item: SearchSynonym): Promise<void> {
    const yes = await platform.confirm({
      title: 'Удалить синоним?',
      message: `Поиск по слову «${item.typed}» перестанет находить «${item.means}».`,
      confirmText: 'Удалить',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (!yes) return;
    setBusyId(item.id);
    const result = await removeSearchSynonym(http, item.id);
    setBusyId(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return;
    }
    list.remove(item.id);
    if (editing?.id === item.id) setEditing(null);
    platform.toast('success', 'Синоним удалён.');
  }

  return (
    <BoardListView<SearchSynonym>
      title="Синонимы поиска"
      titleId="search-synonyms-title"
      intro={
        <SynonymForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            if (editing) list.patch(saved.id, saved);
            else setAdded((count) => count + 1);
            setEditing(null);
          }}
        />
      }
      filters={
        <p className="muted board__note">
          Как студенты пишут технологии и профессии по-русски: «питон» найдёт и вакансии с Python. Правка
          сразу действует в списке вакансий, в боте и в подписках.
        </p>
      }
      list={list}
      renderItem={(item) => (
        <li key={item.id} className="board-row" aria-labelledby={`synonym-${item.id}`}>
          <div className="board-row__main">
            <p className="board-row__title" id={`synonym-${item.id}`}>
              {item.typed} <span aria-hidden="true">→</span>
              <span className="visually-hidden"> означает </span> {item.means}
            </p>
          </div>
          <div className="board-row__actions">
            <Button
              variant="ghost"
              className="button--small"
              disabled={busyId === item.id}
              aria-label={`Изменить: ${item.typed}`}
              onClick={() => setEditing(item)}
            >
              Изменить
            </Button>
            <Button
              variant="ghost"
              className="button--small button--danger"
              disabled={busyId === item.id}
              aria-label={`Удалить: ${item.typed}`}
              onClick={() => void remove(item)}
            >
              Удалить
            </Button>
          </div>
        </li>
      )}
      itemName={(item) => item.typed}
      emptyTitle="Синонимов пока нет."
      loadingLabel="Загружаем синонимы…"
      errorTitle="Не удалось загрузить синонимы"
      forms={['синонима', 'синонимов', 'синонимов']}
    />
  );
}
