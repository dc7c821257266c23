import type { JSX } from 'react';
import { Link } from 'wouter';
import type { StudentHome } from '../../../shared/contract/home.contract';
import { paths } from '../../../shared/paths';

/**
 * A pending or denied student's home (docs/decisions/051): a calm word on what waits for the
 * career centre, what already works, and the next step — never an error.
 */
export function ReviewBanner({ review }: { review: StudentHome['review'] }): JSX.Element | null {
  if (review.status === 'approved') return null;
  const pending = review.status === 'pending';
  return (
    <section className={`status-banner status-banner--${review.status}`} aria-labelledby="home-review-title">
      <h2 className="status-banner__title" id="home-review-title">
        {pending ? 'Профиль на проверке у карьерного центра' : 'Карьерный центр не подтвердил профиль'}
      </h2>
      {pending ? (
        <>
          <p>
            Откликаться на вакансии можно будет после подтверждения: мы напишем на почту, а если Telegram
            привязан, — и в боте. Компании увидят вашу анкету тогда же.
          </p>
          <p>
            Пока можно смотреть вакансии, добавлять их в избранное и подписываться на новые — письма по
            подпискам начнут приходить после подтверждения. Заполненный профиль и резюме ускоряют проверку.
          </p>
        </>
      ) : (
        <>
          {review.reason ? <p>Причина: {review.reason}</p> : null}
          <p>
            Исправьте профиль и нажмите там «Запросить повторную проверку». Вакансии и избранное остаются
            доступны, а откликаться можно будет после подтверждения.
          </p>
        </>
      )}
      <div className="status-banner__actions">
        <Link href={paths.boardStudentEdit} className="button button--secondary button--small">
          {pending ? 'Проверить профиль' : 'Исправить профиль'}
        </Link>
        <Link href={paths.vacancies} className="button button--secondary button--small">
          Вакансии
        </Link>
      </div>
    </section>
  );
}
