/**
 * /subscriptions/ — «Мои подписки» (issue 13): the student's saved searches with their filters,
 * channel, frequency and pause, «N новых», a link to the list with those filters, and edit, pause
 * and delete. New filters are saved from /vacancies/ (docs/decisions/023).
 */
import { type JSX, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SUBSCRIPTIONS_MAX, type SubscriptionItem } from '../../../shared/contract/subscription.contract';
import type { TelegramLinkStatus } from '../../../shared/contract/telegram.contract';
import { paths } from '../../../shared/paths';
import { authAtom } from '../../lib/app-state';
import { withNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { fetchTelegramLinkStatus } from '../../lib/telegram-api';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { AlertsWaitNote } from './alerts-wait-note';
import { SubscriptionRow } from './subscription-row';
import { type FilterNames, fetchFilterNames, fetchSubscriptions } from './subscriptions-api';

export function SubscriptionsScreen(): JSX.Element {
  usePageTitle('Мои подписки');
  const auth = useAtomValue(authAtom);
  if (auth?.kind === 'student') return <MySubscriptions />;
  return <NotForYou signedIn={auth !== null} />;
}

function NotForYou({ signedIn }: { signedIn: boolean }): JSX.Element {
  const [location] = useLocation();
  return (
    <section className="board-empty board-empty--access" aria-labelledby="subscriptions-access">
      <h1 id="subscriptions-access">Мои подписки</h1>
      <p className="muted">
        {signedIn
          ? 'Этот раздел — для студентов: здесь их подписки на новые вакансии.'
          : 'Войдите как студент, чтобы подписываться на новые вакансии и управлять подписками.'}
      </p>
      <div className="board-empty__actions">
        {signedIn ? null : (
          <Link href={withNext(paths.login, location)} className="button button--primary">
            Войти
          </Link>
        )}
        <Link href={paths.vacancies} className="button button--secondary">
          Вакансии
        </Link>
      </div>
    </section>
  );
}

type Loaded = {
  items: SubscriptionItem[];
  names: FilterNames | undefined;
  telegram: TelegramLinkStatus | null;
};

function MySubscriptions(): JSX.Element {
  const http = useHttp();
  const loaded = useResource<Loaded>('my-subscriptions', async () => {
    const [list, names, telegram] = await Promise.all([
      fetchSubscriptions(http),
      fetchFilterNames(http),
      fetchTelegramLinkStatus(http),
    ]);
    if (!list.ok) return list;
    // Names and the Telegram link only dress the list: without them ids stand for names.
    return {
      ok: true,
      data: {
        items: list.data.items,
        names: names.ok ? names.data : undefined,
        telegram: telegram.ok ? telegram.data : null,
      },
    };
  });
  const [items, setItems] = useState<SubscriptionItem[]>([]);
  // Each load's answer, once: later changes (pause, delete) are made to the copy in state.
  const data = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (data) setItems(data.items);
  }, [data]);

  return (
    <div className="subscriptions-page">
      <header className="page-header">
        <h1>Мои подписки</h1>
        <p className="muted">
          Новые вакансии по сохранённым фильтрам приходят в Telegram или на почту. Можно сохранить до{' '}
          {SUBSCRIPTIONS_MAX} подписок.
        </p>
        <AlertsWaitNote />
      </header>
      {loaded.status === 'loading' ? <ListSkeleton /> : null}
      {loaded.status === 'error' ? (
        <ErrorState message={loaded.message} onRetry={loaded.reload} code={loaded.code} />
      ) : null}
      {loaded.status === 'ready' && items.length === 0 ? (
        <EmptyState title="Подписок пока нет">
          <p>
            Выберите фильтры в разделе «Вакансии» и нажмите «Подписаться на новые вакансии» — мы пришлём
            новые, как только их опубликуют.
          </p>
          <Link href={paths.vacancies} className="button button--primary">
            Перейти к вакансиям
          </Link>
        </EmptyState>
      ) : null}
      {loaded.status === 'ready' && items.length > 0 ? (
        <ul className="subscription-list" aria-label="Подписки">
          {items.map((item, index) => (
            <SubscriptionRow
              key={item.id}
              item={item}
              position={index + 1}
              names={loaded.data.names}
              telegram={loaded.data.telegram}
              onChanged={(next) => setItems((all) => all.map((row) => (row.id === next.id ? next : row)))}
              onDeleted={() => setItems((all) => all.filter((row) => row.id !== item.id))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
