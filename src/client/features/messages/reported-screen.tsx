/**
 * /board/messages/reported/ — the career centre's reported messages (docs/decisions/058): the
 * message, the reason, who wrote to whom about which vacancy, a link to read the thread, and
 * «Заблокировать сообщения компании» / «Разблокировать» (asked first). A block stops the company's
 * messaging in all its threads, so every row of that company follows.
 */
import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { ReportedItem } from '../../../shared/contract/message.contract';
import { quoted } from '../../../shared/format';
import { messagesPath } from '../../../shared/paths';
import { BoardGate } from '../../lib/board-access';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { PagedRows } from '../../ui/board-list/paged-rows';
import { Button } from '../../ui/button';
import { PlainText } from '../../ui/plain-text';
import { EmptyState } from '../../ui/states';
import { blockCompanyMessages, fetchReported } from './messages-api';
import { threadTime } from './thread-texts';

const TITLE = 'Жалобы на сообщения';

export function ReportedMessagesScreen(): JSX.Element {
  usePageTitle(TITLE);
  return <BoardGate allowed={['admin']}>{() => <ReportedMessages />}</BoardGate>;
}

function ReportedMessages(): JSX.Element {
  const { http, platform } = useServices();
  const list = usePagedList<ReportedItem>('reported', (page, signal) => fetchReported(http, page, signal));
  // Blocks changed here, by company: every loaded row of that company shows them.
  const [blocked, setBlocked] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [busy, setBusy] = useState<number | null>(null);

  const toggle = async (company: ReportedItem['company'], block: boolean) => {
    const yes = await platform.confirm(
      block
        ? {
            title: 'Заблокировать сообщения компании?',
            message: `${quoted(company.name)} не сможет писать студентам ни в одной переписке, пока вы не разблокируете. Студенты тоже не смогут ей писать; история останется.`,
            confirmText: 'Заблокировать',
            destructive: true,
          }
        : {
            title: 'Разблокировать сообщения компании?',
            message: `${quoted(company.name)} снова сможет писать студентам.`,
            confirmText: 'Разблокировать',
          },
    );
    if (!yes) return;
    setBusy(company.id);
    const result = await blockCompanyMessages(http, { companyId: company.id, blocked: block });
    setBusy(null);
    if (!result.ok) {
      platform.toast('error', result.message);
      return;
    }
    setBlocked((map) => new Map(map).set(result.data.companyId, result.data.blocked));
    platform.toast(
      'success',
      result.data.blocked ? 'Сообщения компании заблокированы.' : 'Сообщения компании разблокированы.',
    );
  };

  return (
    <section className="board reported-messages" aria-labelledby="reported-title">
      <header className="board__header">
        <h1 id="reported-title">{TITLE}</h1>
      </header>
      <PagedRows<ReportedItem>
        list={list}
        label={TITLE}
        loadingLabel="Загружаем жалобы…"
        errorTitle="Не удалось загрузить жалобы"
        empty={
          <EmptyState title="Жалоб нет.">
            Когда студент или компания пожалуются на сообщение, оно появится здесь.
          </EmptyState>
        }
        forms={['жалобы', 'жалоб', 'жалоб']}
        renderItem={(item) => {
          const isBlocked = blocked.get(item.company.id) ?? item.company.messagingBlocked;
          const author = item.author === 'company' ? item.company.name : item.student.name;
          return (
            <li
              key={item.id}
              className="board-row reported-row"
              aria-label={`Жалоба на сообщение: ${author}`}
            >
              <p className="reported-row__meta">
                <strong>{author}</strong> →{' '}
                {item.author === 'company' ? item.student.name : item.company.name}, вакансия{' '}
                {quoted(item.vacancyTitle)}
              </p>
              <p className="muted">
                Написано <time dateTime={item.at}>{threadTime(item.at)}</time>, жалоба{' '}
                <time dateTime={item.reportedAt}>{threadTime(item.reportedAt)}</time>
              </p>
              <PlainText className="reported-row__text" text={item.text} />
              <p>Причина: {item.reason ?? 'не указана'}</p>
              {isBlocked ? <p className="status-badge">Сообщения компании заблокированы</p> : null}
              <div className="reported-row__actions">
                <Link href={messagesPath(item.applicationId, 'board')} className="button button--secondary">
                  Читать переписку
                </Link>
                <Button
                  variant="secondary"
                  className={isBlocked ? '' : 'button--danger'}
                  pending={busy === item.company.id}
                  onClick={() => void toggle(item.company, !isBlocked)}
                >
                  {isBlocked ? 'Разблокировать' : 'Заблокировать сообщения компании'}
                </Button>
              </div>
            </li>
          );
        }}
      />
    </section>
  );
}
