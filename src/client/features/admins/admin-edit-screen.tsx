import { type JSX, useState } from 'react';
import * as v from 'valibot';
import { type AdminItem, AdminRenameInputSchema } from '../../../shared/contract/admin.contract';
import { twoFactorMessages } from '../../../shared/contract/two-factor.contract';
import { quoted } from '../../../shared/format';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { BoardListView } from '../../ui/board-list/board-list-view';
import { Button } from '../../ui/button';
import { SearchField } from '../../ui/search-field';
import { TextField } from '../../ui/text-field';
import { AdminCreateForm } from './admin-create-form';
import { deleteAdmin, fetchAdmins, renameAdmin, resetSecondFactor } from './admins-api';
import { useLoadedBoardList } from './use-loaded-board-list';

/** /board/admin/edit/: admins manage admins (the server keeps the last one). */
export function AdminEditScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <AdminEditor />}</BoardGate>;
}

function AdminEditor(): JSX.Element {
  usePageTitle('Администраторы');
  const { http } = useServices();
  const [text, setText] = useState('');
  const loaded = useResource('admins', async () => {
    const result = await fetchAdmins(http);
    return result.ok ? { ...result, data: result.data.items } : result;
  });
  // The API answers the whole (short) list without a search: the filter runs over it here.
  const needle = text.trim().toLocaleLowerCase('ru');
  const list = useLoadedBoardList<AdminItem>(
    text,
    loaded,
    (item) => needle === '' || `${item.name} ${item.email}`.toLocaleLowerCase('ru').includes(needle),
  );

  return (
    <BoardListView<AdminItem>
      title="Администраторы"
      titleId="admins-title"
      filters={
        <SearchField
          label="Поиск по администраторам"
          placeholder="Имя или email"
          value={text}
          onSearch={setText}
        />
      }
      list={list}
      renderItem={(item) => (
        <AdminRow
          key={item.id}
          item={item}
          onChanged={(next) => list.patch(item.id, next)}
          onRemoved={() => list.remove(item.id)}
        />
      )}
      itemName={(item) => item.name}
      emptyTitle={text !== '' ? 'Ничего не нашлось.' : 'Администраторов нет.'}
      loadingLabel="Загружаем администраторов…"
      errorTitle="Не удалось загрузить администраторов"
      forms={['администратора', 'администраторов', 'администраторов']}
      footer={loaded.status === 'ready' ? <AdminCreateForm onCreated={list.add} /> : null}
    />
  );
}

interface AdminRowProps {
  item: AdminItem;
  onChanged(item: AdminItem): void;
  onRemoved(): void;
}

function AdminRow({ item, onChanged, onRemoved }: AdminRowProps): JSX.Element {
  const { http, platform } = useServices();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = name === null ? null : v.safeParse(AdminRenameInputSchema, { name });
  const nameError = parsed && !parsed.success ? parsed.issues[0].message : undefined;

  async function save(): Promise<void> {
    if (!parsed?.success) return;
    setBusy(true);
    const result = await renameAdmin(http, item.id, parsed.output);
    setBusy(false);
    if (!result.ok) {
      platform.toast('error', result.errors?.name ?? result.message);
      return;
    }
    setName(null);
    onChanged(result.data);
    platform.toast('success', 'Имя сохранено.');
  }

  async function remove(): Promise<void> {
    const yes = await platform.confirm({
      title: 'Удалить?',
      message: `Удалить администратора ${quoted(item.name)} (${item.email})? Он больше не сможет войти.`,
      confirmText: 'Удалить',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (!yes) return;
    setBusy(true);
    const result = await deleteAdmin(http, item.id);
    setBusy(false);
    if (!result.ok) {
      platform.toast('error', result.message);
      return;
    }
    onRemoved();
    platform.toast('success', 'Администратор удалён.');
  }

  async function resetFactor(): Promise<void> {
    const yes = await platform.confirm({
      title: 'Сбросить второй фактор?',
      message: `Сбросить второй фактор администратора ${quoted(item.name)} (${item.email})? Его сеансы закончатся, а при следующем входе он настроит приложение заново. Делайте это, только если убедились, что просит он сам.`,
      confirmText: 'Сбросить',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (!yes) return;
    setBusy(true);
    const result = await resetSecondFactor(http, item.id);
    setBusy(false);
    platform.toast(result.ok ? 'success' : 'error', result.ok ? twoFactorMessages.resetDone : result.message);
  }

  return (
    <li className="board-row" aria-label={item.name} aria-busy={busy || undefined}>
      <div className="board-row__main">
        {name === null ? (
          <h2 className="board-row__title">
            {item.name}
            {item.self ? ' (вы)' : ''}
          </h2>
        ) : (
          <TextField
            label="Новое имя"
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
        )}
        <p className="board-row__meta">{item.email}</p>
      </div>
      <div className="board-row__actions">
        {name === null ? (
          <Button
            variant="secondary"
            className="button--small"
            aria-label={`Переименовать: ${item.name}`}
            onClick={() => setName(item.name)}
          >
            Переименовать
          </Button>
        ) : (
          <>
            <Button
              className="button--small"
              pending={busy}
              disabled={!parsed?.success}
              onClick={() => void save()}
            >
              Сохранить
            </Button>
            <Button variant="ghost" className="button--small" onClick={() => setName(null)}>
              Отмена
            </Button>
          </>
        )}
        {/* One's own factor is reset by another admin (docs/decisions/016): not offered. */}
        {item.self ? null : (
          <Button
            variant="ghost"
            className="button--small"
            disabled={busy}
            aria-label={`Сбросить второй фактор: ${item.name}`}
            onClick={() => void resetFactor()}
          >
            Сбросить второй фактор
          </Button>
        )}
        {/* The server refuses deleting oneself; the button is not offered. */}
        {item.self ? null : (
          <Button
            variant="ghost"
            className="button--small button--danger"
            disabled={busy}
            aria-label={`Удалить: ${item.name}`}
            onClick={() => void remove()}
          >
            Удалить
          </Button>
        )}
      </div>
    </li>
  );
}
