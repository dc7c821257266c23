/**
 * /applications/ — «Мои отклики» (issue 12): the student's applications, newest first, with the
 * status, the company's last message, the history and «Отозвать отклик». `?id=N` (the bot's
 * button, shared/start-param.ts) shows that one with its history open.
 */
import { type JSX, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';
import { paths } from '../../../../shared/paths';
import { authAtom } from '../../../lib/app-state';
import { withNext } from '../../../lib/next-path';
import { useOwnStatus } from '../../../lib/own-status';
import { usePageTitle } from '../../../lib/page-title';
import { usePagedList } from '../../../lib/server-state';
import { useHttp } from '../../../lib/services';
import { useAtomValue } from '../../../lib/store';
import { PagedRows } from '../../../ui/board-list/paged-rows';
import { useFocusId } from '../../../ui/board-list/use-focus-id';
import { EmptyState } from '../../../ui/states';
import { emptyApplicationQuery, fetchApplications } from '../applications-api';
import { MyApplicationRow } from './my-application-row';
import { type StatusTab, StatusTabs, TAB_EMPTY, TAB_STATUSES } from './status-tabs';

/** A student the career centre has not approved yet: why the list is empty (docs/decisions/051). */
export const APPLY_AFTER_APPROVAL =
  'Откликаться можно после того, как карьерный центр подтвердит ваш профиль. Пока выберите вакансии и добавьте их в избранное — после подтверждения отклик займёт минуту.';

export function MyApplicationsScreen(): JSX.Element {
  usePageTitle('Мои отклики');
  const auth = useAtomValue(authAtom);
  if (auth?.kind === 'student') return <MyApplications />;
  return <NotForYou signedIn={auth !== null} company={auth?.kind === 'company' || auth?.kind === 'admin'} />;
}

/** A guest signs in and comes back; a company or an admin is sent to the applications it sees. */
function NotForYou({ signedIn, company }: { signedIn: boolean; company: boolean }): JSX.Element {
  const [location] = useLocation();
  const search = useSearch();
  const back = search ? `${location}?${search}` : location;
  return (
    <section className="board-empty board-empty--access" aria-labelledby="my-applications-access">
      <h1 id="my-applications-access">Мои отклики</h1>
      <p className="muted">
        {signedIn
          ? 'Этот раздел — для студентов: здесь их отклики на вакансии.'
          : 'Войдите как студент, чтобы видеть свои отклики и ответы компаний.'}
      </p>
      <div className="board-empty__actions">
        {signedIn ? null : (
          <Link href={withNext(paths.login, back)} className="button button--primary">
            Войти
          </Link>
        )}
        {company ? (
          <Link href={paths.boardApplications} className="button button--primary">
            Отклики на вакансии
          </Link>
        ) : null}
        <Link href={paths.vacancies} className="button button--secondary">
          Вакансии
        </Link>
      </div>
    </section>
  );
}

function MyApplications(): JSX.Element {
  const status = useOwnStatus();
  const waiting = status === 'pending' || status === 'denied';
  const http = useHttp();
  const focusId = useFocusId();
  // A withdrawal answers the item as it now is; it replaces the loaded one in place.
  const [changed, setChanged] = useState<ReadonlyMap<number, ApplicationItem>>(new Map());
  const [tab, setTab] = useState<StatusTab>('all');
  // The application a notification points at is shown whatever its status: no tabs then.
  const statuses = focusId === null ? TAB_STATUSES[tab] : [];
  const list = usePagedList<ApplicationItem>(`mine|${focusId ?? ''}|${statuses.join(',')}`, (page, signal) =>
    fetchApplications(http, { ...emptyApplicationQuery, statuses, id: focusId, page }, signal),
  );
  const onChanged = (item: ApplicationItem) => setChanged((map) => new Map(map).set(item.id, item));

  return (
    <section className="board my-applications" aria-labelledby="my-applications-title">
      <header className="board__header">
        <h1 id="my-applications-title">Мои отклики</h1>
      </header>
      {focusId !== null ? (
        <p className="my-applications__all">
          <Link href={paths.applications}>Показать все отклики</Link>
        </p>
      ) : (
        <StatusTabs value={tab} onChange={setTab} />
      )}
      <PagedRows<ApplicationItem>
        list={list}
        label="Мои отклики"
        loadingLabel="Загружаем отклики…"
        errorTitle="Не удалось загрузить отклики"
        empty={
          <EmptyState title={focusId !== null ? 'Такого отклика нет среди ваших.' : TAB_EMPTY[tab]}>
            {waiting ? (
              <p>{APPLY_AFTER_APPROVAL}</p>
            ) : (
              <p>
                Найдите подходящую вакансию и нажмите «Откликнуться» — компания получит ваш профиль и резюме,
                а ответ появится здесь.
              </p>
            )}
            <Link href={paths.vacancies} className="button button--primary">
              Найти вакансию
            </Link>
          </EmptyState>
        }
        forms={['отклика', 'откликов', 'откликов']}
        renderItem={(item) => (
          <MyApplicationRow
            key={item.id}
            item={changed.get(item.id) ?? item}
            focused={item.id === focusId}
            onChanged={onChanged}
          />
        )}
      />
    </section>
  );
}
