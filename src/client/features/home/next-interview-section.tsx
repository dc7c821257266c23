import type { JSX } from 'react';
import { Link } from 'wouter';
import type { HomeInterview } from '../../../shared/contract/home.contract';
import { paths } from '../../../shared/paths';

const when = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * «Ближайшее собеседование»: the student's next booked interview, first on the home
 * (docs/decisions/057) — when (Moscow time), where or the link, and the application.
 */
export function NextInterviewSection({ interview }: { interview: HomeInterview }): JSX.Element {
  return (
    <section className="home-section home-interview" aria-labelledby="home-interview">
      <div className="home-section__head">
        <h2 id="home-interview">Ближайшее собеседование</h2>
      </div>
      <div className="home-row home-row--invited home-interview__card">
        <p className="home-interview__when">
          <time dateTime={interview.startsAt}>{when.format(new Date(interview.startsAt))}</time> (мск),{' '}
          {interview.durationMin} мин
        </p>
        <p className="home-row__meta">
          {interview.vacancyTitle} — {interview.companyName}
        </p>
        <p className="home-row__note">
          {interview.format === 'online' ? (
            <>
              Онлайн:{' '}
              <a href={interview.link ?? '#'} target="_blank" rel="noopener noreferrer">
                ссылка на встречу<span className="visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </>
          ) : (
            `В офисе: ${interview.place ?? ''}`
          )}
        </p>
        <Link
          href={`${paths.applications}?id=${interview.applicationId}`}
          className="button button--secondary home-row__action"
        >
          Открыть отклик
        </Link>
      </div>
    </section>
  );
}
