import type { JSX } from 'react';
import { Link } from 'wouter';
import type { HomeSuggestion } from '../../../shared/contract/home.contract';
import { paths } from '../../../shared/paths';
import { HomeVacancyRow } from './home-vacancy-row';

/** «Подходящие вам»: vacancies sharing the student's skills, with the skills they share. */
export function SuggestionsSection({ suggestions }: { suggestions: HomeSuggestion[] | null }): JSX.Element {
  return (
    <section className="home-section" aria-labelledby="home-suggestions">
      <div className="home-section__head">
        <h2 id="home-suggestions">Подходящие вам</h2>
      </div>
      {suggestions === null ? (
        <p className="muted">
          Добавьте навыки в <Link href={paths.boardStudentEdit}>профиль</Link> — подберём вакансии, где они
          нужны.
        </p>
      ) : suggestions.length === 0 ? (
        <p className="muted">
          Пока нет вакансий с вашими навыками. Посмотрите <Link href={paths.vacancies}>все вакансии</Link> или
          добавьте навыки в <Link href={paths.boardStudentEdit}>профиль</Link>.
        </p>
      ) : (
        <ul className="home-list" aria-label="Подходящие вам вакансии">
          {suggestions.map((item) => (
            <HomeVacancyRow
              key={item.vacancy.id}
              vacancy={item.vacancy}
              note={`совпадает: ${item.sharedTags.join(', ')}`}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
