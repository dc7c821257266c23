/**
 * The thread's screens (docs/decisions/058): /applications/messages/N/ for the student and
 * /board/applications/messages/N/ for the company (and the career centre reading a reported
 * thread). A header names the vacancy, the other side and the status, with the way back; the
 * thread itself is ApplicationThread.
 */
import type { JSX } from 'react';
import { Link, useLocation } from 'wouter';
import type { ApplicationItem } from '../../../shared/contract/application.contract';
import { APPLICATION_STATUS_LABELS } from '../../../shared/contract/application.contract';
import { quoted } from '../../../shared/format';
import { messagesPath, paths } from '../../../shared/paths';
import { authAtom } from '../../lib/app-state';
import { BoardGate } from '../../lib/board-access';
import { withNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { useIdParam } from '../../lib/use-id-param';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { ApplicationThread } from './application-thread';
import { fetchThreadApplication } from './messages-api';
import type { ThreadReader } from './thread-texts';

const TITLE = 'Переписка по отклику';

/** /applications/messages/N/: a student's own thread. */
export function StudentThreadScreen(): JSX.Element {
  usePageTitle(TITLE);
  const auth = useAtomValue(authAtom);
  const id = useIdParam();
  const [location] = useLocation();
  if (auth?.kind !== 'student')
    return (
      <section className="board-empty board-empty--access" aria-labelledby="thread-access">
        <h1 id="thread-access">{TITLE}</h1>
        <p className="muted">
          {auth === null
            ? 'Войдите как студент, чтобы читать переписку с компаниями.'
            : 'Эта страница — для студентов. Переписка компании — в разделе «Отклики».'}
        </p>
        <div className="board-empty__actions">
          <Link
            href={
              auth === null
                ? withNext(paths.login, location)
                : id === null
                  ? paths.boardApplications
                  : messagesPath(id, 'board')
            }
            className="button button--primary"
          >
            {auth === null ? 'Войти' : 'Открыть переписку компании'}
          </Link>
        </div>
      </section>
    );
  return <ThreadScreen id={id} reader="student" />;
}

/** /board/applications/messages/N/: the company's thread, or the career centre's reading of a reported one. */
export function BoardThreadScreen(): JSX.Element {
  usePageTitle(TITLE);
  const id = useIdParam();
  return (
    <BoardGate allowed={['company', 'admin']}>{(role) => <ThreadScreen id={id} reader={role} />}</BoardGate>
  );
}

function backLink(reader: ThreadReader, id: number): { href: string; label: string } {
  if (reader === 'student') return { href: `${paths.applications}?id=${id}`, label: 'К отклику' };
  if (reader === 'company') return { href: `${paths.boardApplications}?id=${id}`, label: 'К отклику' };
  return { href: paths.boardReportedMessages, label: 'К жалобам' };
}

function ThreadScreen({ id, reader }: { id: number | null; reader: ThreadReader }): JSX.Element {
  const http = useHttp();
  const application = useResource<ApplicationItem | null>(`thread-application|${id ?? ''}`, (signal) =>
    id === null
      ? Promise.resolve({ ok: true as const, data: null })
      : fetchThreadApplication(http, id, signal),
  );
  const back = backLink(reader, id ?? 0);
  const backAnchor = (
    <Link href={back.href} className="thread-screen__back">
      ← {back.label}
    </Link>
  );

  if (application.status === 'loading')
    return (
      <section className="thread-screen" aria-labelledby="thread-title">
        <h1 id="thread-title">{TITLE}</h1>
        <ListSkeleton count={2} label="Загружаем отклик…" />
      </section>
    );
  if (application.status === 'error' || application.data === null || id === null)
    return (
      <section className="thread-screen" aria-labelledby="thread-title">
        {backAnchor}
        <h1 id="thread-title">{TITLE}</h1>
        {application.status === 'error' ? (
          <ErrorState message={application.message} code={application.code} onRetry={application.reload} />
        ) : (
          <p className="muted">
            Переписка не найдена: возможно, отклик удалён вместе с вакансией или в адресе опечатка.
          </p>
        )}
      </section>
    );

  const item = application.data;
  const names = {
    company: item.vacancy.companyName,
    student: `${item.student.firstName} ${item.student.lastName}`.trim(),
  };
  return (
    <section className="thread-screen" aria-labelledby="thread-title">
      {backAnchor}
      <header className="thread-screen__header">
        <h1 id="thread-title">{TITLE}</h1>
        <p className="thread-screen__vacancy">
          <span>Вакансия {quoted(item.vacancy.title)}</span>
          <span className={`status-badge status-badge--application-${item.status}`}>
            {APPLICATION_STATUS_LABELS[item.status]}
          </span>
        </p>
        <p className="thread-screen__who muted">
          {reader === 'student'
            ? `Компания: ${names.company}`
            : reader === 'company'
              ? `Студент: ${names.student}`
              : `${names.company} и ${names.student}`}
        </p>
      </header>
      <ApplicationThread applicationId={item.id} reader={reader} names={names} />
    </section>
  );
}
