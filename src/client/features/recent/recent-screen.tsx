import { type JSX, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { RecentVacanciesData } from '../../../shared/contract/vacancy';
import { formatDateRu, pluralRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { authAtom } from '../../lib/app-state';
import { usePageTitle } from '../../lib/page-title';
import { useHttp, usePlatform } from '../../lib/services';
import { useAtomValue, useStore } from '../../lib/store';
import { EmptyState, ErrorState, ListSkeleton } from '../../ui/states';
import { VacancyCard } from '../../ui/vacancy-card';
import { markSeenRequest, recentRequest } from './api';
import { saveRecentCache } from './startup-refresh';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: RecentVacanciesData };

function SignInPrompt({ signedIn }: { signedIn: boolean }): JSX.Element {
  return (
    <section className="auth-card" aria-labelledby="recent-title">
      <h1 id="recent-title">Новые вакансии</h1>
      {signedIn ? (
        <p>Этот раздел — для студентов: он показывает вакансии, появившиеся с их прошлого визита.</p>
      ) : (
        <p>Войдите как студент, чтобы видеть вакансии, опубликованные с вашего прошлого визита.</p>
      )}
      <div className="hero__actions">
        {signedIn ? null : (
          <Link
            href={`${paths.login}?next=${encodeURIComponent(paths.recentVacancies)}`}
            className="button button--primary"
          >
            Войти как студент
          </Link>
        )}
        <Link href={paths.vacancies} className="button button--secondary">
          Все вакансии
        </Link>
      </div>
    </section>
  );
}

/**
 * What is new for a student since the last look. Opening the screen is the look: once the list
 * is shown, the server's mark moves (…/seen/) and the menu badge goes back to zero.
 */
function RecentList(): JSX.Element {
  const http = useHttp();
  const platform = usePlatform();
  const store = useStore();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void recentRequest(http).then(async (result) => {
      if (!current) return;
      if (!result.ok) {
        setState({ status: 'error', message: result.message });
        return;
      }
      setState({ status: 'ready', data: result.data });
      const seen = await markSeenRequest(http);
      if (seen.ok) {
        const now = new Date();
        await saveRecentCache(
          { platform, store },
          { timestamp: now.getTime(), count: 0, items: [], since: now.toISOString() },
        );
      }
    });
    return () => {
      current = false;
    };
  }, [http, platform, store, attempt]);

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
          onRetry={() => setAttempt((value) => value + 1)}
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
  if (auth?.kind !== 'student') return <SignInPrompt signedIn={auth !== null} />;
  return <RecentList />;
}
