import { type JSX, useState } from 'react';
import { Link } from 'wouter';
import type { StudentHome } from '../../../shared/contract/home.contract';
import { paths } from '../../../shared/paths';
import { useHttp, usePlatform } from '../../lib/services';
import { Button } from '../../ui/button';
import { markMatchesSeen } from './home-api';
import { HomeVacancyRow } from './home-vacancy-row';

/**
 * New vacancies of the student's saved searches. Opening one marks it seen on the server (the
 * vacancy's page does, docs/decisions/025); «Отметить просмотренными» clears the rest.
 */
export function MatchesSection({ matches }: { matches: StudentHome['matches'] }): JSX.Element {
  const http = useHttp();
  const platform = usePlatform();
  const [cleared, setCleared] = useState(false);
  const [busy, setBusy] = useState(false);
  const items = cleared ? [] : matches.items;

  const clear = async () => {
    setBusy(true);
    const result = await markMatchesSeen(http);
    setBusy(false);
    if (result.ok) setCleared(true);
    else platform.toast('error', result.message);
  };

  return (
    <section className="home-section" aria-labelledby="home-matches">
      <div className="home-section__head">
        <h2 id="home-matches">Новое по вашим подпискам</h2>
        {items.length > 0 ? (
          <Button variant="secondary" onClick={() => void clear()} pending={busy}>
            Отметить просмотренными
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="muted">
          {cleared ? 'Всё просмотрено. ' : 'Новых вакансий по подпискам нет. '}
          Выберите фильтры на странице <Link href={paths.vacancies}>вакансий</Link> и нажмите «Подписаться на
          новые вакансии» — совпадения появятся здесь.
        </p>
      ) : (
        <ul className="home-list" aria-label="Новые вакансии по подпискам">
          {items.map((vacancy) => (
            <HomeVacancyRow key={vacancy.id} vacancy={vacancy} />
          ))}
        </ul>
      )}
      {!cleared && matches.total > matches.items.length ? (
        <p className="home-section__more muted">
          Показаны {matches.items.length} из {matches.total}.
        </p>
      ) : null}
    </section>
  );
}
