import { type JSX, useEffect } from 'react';
import { Link } from 'wouter';
import { formatDateRu, pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { authAtom } from '../../lib/app-state';
import { usePageTitle } from '../../lib/page-title';
import { useResource } from '../../lib/server-state';
import { useHttp, usePlatform } from '../../lib/services';
import { useAtomValue, useStore } from '../../lib/store';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { StudentOnlyPrompt } from '../../ui/student-only-prompt';
import { VacancyCard } from '../../ui/vacancy-card';
import { markSeenRequest, recentRequest } from './recent-api';
import { saveRecentCache } from './startup-refresh';

/**
 * What is new for a student since the last look. Opening the screen is the look: once the list
 * is shown, the server's mark moves (…/seen/) and the menu badge goes back to zero.
 */
function RecentList(): JSX.Element {
  const http = useHttp();
  const platform = usePlatform();
  const store = useStore();
  const state = useResource('recent', () => recentRequest(http));
  const shown = state.status === 'ready' ? state.data : null;

  // The list is on screen: that was the look, so the server's mark moves and the badge's cache
  // empties — once per answer shown (a retry that loads again looks again).
  useEffect(() => {
    if (shown === null) return;
    void markSeenRequest(http).then(async (seen) => {
      if (!seen.ok) return;
      const now = new Date();
      await saveRecentCache(
        { platform, store },
        { timestamp: now.getTime(), count: 0, since: now.toISOString() },
      );
    });
  }, [shown, http, platform, store]);

  return (
    <div className="recent-page">
      <header className="page-header">
        <h1>Новые вакансии</h1>
        {state.status === 'ready' && state.data.count > 0 ? (
          <p className="muted" role="status">
            {state.data.since
              ? `С ${formatDateRu(state.data.since)} — ${pluralRu(state.data.count, ['новая вакансия', 'новые вакансии', 'новых вакансий'])}`
              : pluralRu(state.data.count, ['новая вакансия', 'новые вакансии', 'новых вакансий'])}
          </p>
        ) : null}
      </header>
      {state.status === 'loading' ? <ListSkeleton count={3} label="Загрузка новых вакансий…" /> : null}
      {state.status === 'error' ? (
        <ErrorState
          title="Не удалось загрузить новые вакансии"
          message={state.message}
          onRetry={state.reload}
          code={state.code}
        />
      ) : null}
      {state.status === 'ready' && state.data.items.length === 0 ? (
        <EmptyState title="Новых вакансий нет — загляните позже">
          <p>Мы покажем здесь вакансии, опубликованные после вашего визита.</p>
          <Link href={paths.vacancies} className="button button--secondary">
            Все вакансии
          </Link>
        </EmptyState>
      ) : null}
      {state.status === 'ready' && state.data.items.length > 0 ? (
        <>
          <ol className="card-list" aria-label="Новые вакансии">
            {state.data.items.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard vacancy={vacancy} />
              </li>
            ))}
          </ol>
          {state.data.count > state.data.items.length ? (
            <p className="load-more">
              Показаны {state.data.items.length} из {state.data.count}.{' '}
              <Link href={`${paths.vacancies}?sort=newest`}>Все вакансии, сначала новые</Link>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** /vacancies/recent/ */
export function RecentScreen(): JSX.Element {
  usePageTitle('Новые вакансии');
  const auth = useAtomValue(authAtom);
  if (auth?.kind !== 'student') {
    return (
      <StudentOnlyPrompt
        title="Новые вакансии"
        titleId="recent-title"
        next={paths.recentVacancies}
        guestText="Войдите как студент, чтобы видеть вакансии, опубликованные с вашего прошлого визита."
        signedInText="Этот раздел — для студентов: он показывает вакансии, появившиеся с их прошлого визита."
        signedIn={auth !== null}
      />
    );
  }
  return <RecentList />;
}
