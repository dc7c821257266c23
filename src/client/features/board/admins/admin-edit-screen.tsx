import { type JSX, useState } from 'react';
import * as v from 'valibot';
import { type AdminItem, AdminRenameInputSchema } from '../../../../shared/contract/admin';
import { useServices } from '../../../lib/services';
import { Button } from '../../../ui/button';
import { usePageTitle } from '../../../ui/page-title';
import { ErrorState, ListSkeleton } from '../../../ui/states';
import { TextField } from '../../../ui/text-field';
import { useResource } from '../../../ui/use-resource';
import { BoardGate } from '../common/access';
import { deleteAdmin, fetchAdmins, renameAdmin } from './admin-api';
import { AdminCreateForm } from './admin-create-form';

/** /board/admin/edit/: admins manage admins (the server keeps the last one). */
export function AdminEditScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <AdminEditor />}</BoardGate>;
}

function AdminEditor(): JSX.Element {
  usePageTitle('Администраторы');
  const { http } = useServices();
  const loaded = useResource('admins', () => fetchAdmins(http));
  // Changes since the load are kept here, so the list updates in place without reloading.
  const [changed, setChanged] = useState<readonly AdminItem[] | null>(null);
  const items = changed ?? (loaded.status === 'ready' ? loaded.data.items : []);

  return (
    <section className="board" aria-labelledby="admins-title">
      <header className="board__header">
        <h1 id="admins-title">Администраторы</h1>
      </header>
      {loaded.status === 'loading' ? <ListSkeleton /> : null}
      {loaded.status === 'error' ? <ErrorState message={loaded.message} onRetry={loaded.reload} /> : null}
      {loaded.status === 'ready' ? (
        <>
          <ul className="board-list" aria-label="Администраторы">
            {items.map((item) => (
              <AdminRow
                key={item.id}
                item={item}
                onChanged={(next) => setChanged(items.map((one) => (one.id === next.id ? next : one)))}
                onRemoved={() => setChanged(items.filter((one) => one.id !== item.id))}
              />
            ))}
          </ul>
          <AdminCreateForm onCreated={(item) => setChanged([...items, item])} />
        </>
      ) : null}
    </section>
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
      message: `Удалить администратора «${item.name}» (${item.email})? Он больше не сможет войти.`,
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
