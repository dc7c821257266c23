import { type JSX, useState } from 'react';
import type { AnnouncementItem } from '../../../shared/contract/announcement.contract';
import { quoted } from '../../../shared/format';
import { csvDateTime, lastMoscowDay } from '../../../shared/moscow-time';
import { BoardGate } from '../../lib/board-access';
import { BOARD_PAGE_SIZE } from '../../lib/board-page-size';
import { usePageTitle } from '../../lib/page-title';
import { useBoardList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { BoardListView } from '../../ui/board-list/board-list-view';
import { Button } from '../../ui/button';
import { AnnouncementForm } from './announcement-form';
import { fetchAnnouncements, removeAnnouncement } from './announcements-api';

const STATE_LABELS: Record<AnnouncementItem['state'], string> = {
  shown: 'Показывается',
  ended: 'Срок вышел',
  removed: 'Снято',
};

/** «23.11.2026 14:05 мск»: the career centre's clock, as the outbox and the applications show it. */
const moment = (iso: string): string => `${csvDateTime(new Date(iso))} мск`;

/** The last day shown, «05.12.2026»: `endsAt` is the Moscow midnight after it. */

/** /board/announcements/: the career centre's notices on the students' and companies' home. */
export function AnnouncementsScreen(): JSX.Element {
  return <BoardGate allowed={['admin']}>{() => <Announcements />}</BoardGate>;
}

function Announcements(): JSX.Element {
  usePageTitle('Объявления');
  const { http, platform } = useServices();
  const [busyId, setBusyId] = useState<number | null>(null);
  // A new notice goes on top: the list asks the server again (a new key) rather than guess its place.
  const [posted, setPosted] = useState(0);
  const list = useBoardList<AnnouncementItem>(`announcements-${posted}`, (page, signal) =>
    fetchAnnouncements(http, { page, limit: BOARD_PAGE_SIZE }, signal),
  );

  async function remove(item: AnnouncementItem): Promise<void> {
    const yes = await platform.confirm({
      title: 'Снять объявление?',
      message: `Снять с главной объявление ${quoted(item.text)}? Студенты и компании перестанут его видеть.`,
      confirmText: 'Снять',
      cancelText: 'Отмена',
      destructive: true,
    });
    if (!yes) return;
    setBusyId(item.id);
    const result = await removeAnnouncement(http, item.id);
    setBusyId(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return;
    }
    list.patch(item.id, result.data);
    platform.toast('success', 'Объявление снято с главной.');
  }

  return (
    <BoardListView<AnnouncementItem>
      title="Объявления"
      titleId="announcements-title"
      intro={<AnnouncementForm onPosted={() => setPosted((count) => count + 1)} />}
      filters={
        <p className="muted board__note">
          Студенты и компании видят на главной три самых новых из тех, что показываются.
        </p>
      }
      list={list}
      renderItem={(item) => (
        <AnnouncementRow
          key={item.id}
          item={item}
          busy={busyId === item.id}
          onRemove={(one) => void remove(one)}
        />
      )}
      itemName={(item) => item.text}
      emptyTitle="Объявлений пока нет."
      loadingLabel="Загружаем объявления…"
      errorTitle="Не удалось загрузить объявления"
      forms={['объявления', 'объявлений', 'объявлений']}
    />
  );
}

function AnnouncementRow({
  item,
  busy,
  onRemove,
}: {
  item: AnnouncementItem;
  busy: boolean;
  onRemove(item: AnnouncementItem): void;
}): JSX.Element {
  const textId = `announcement-${item.id}`;
  return (
    <li className="board-row announcement-row" aria-labelledby={textId} aria-busy={busy || undefined}>
      <div className="board-row__main">
        <div className="board-row__heading">
          <span className={`status-badge${item.state === 'shown' ? ' status-badge--published' : ''}`}>
            {STATE_LABELS[item.state]}
          </span>
        </div>
        <p className="announcement-row__text" id={textId}>
          {item.text}
        </p>
        {item.link ? (
          <a className="announcement-row__link" href={item.link} target="_blank" rel="noopener noreferrer">
            {item.link}
          </a>
        ) : null}
        <p className="board-row__meta">
          <span>
            {moment(item.createdAt)}, {item.author ?? 'удалённый администратор'}
          </span>
          <span>{item.endsAt ? `по ${lastMoscowDay(item.endsAt)} включительно` : 'без срока'}</span>
          {item.removedAt ? <span>снято {moment(item.removedAt)}</span> : null}
        </p>
      </div>
      {item.state === 'shown' ? (
        <div className="board-row__actions">
          <Button
            variant="ghost"
            className="button--small button--danger"
            disabled={busy}
            aria-label={`Снять с главной: ${item.text}`}
            onClick={() => onRemove(item)}
          >
            Снять с главной
          </Button>
        </div>
      ) : null}
    </li>
  );
}
