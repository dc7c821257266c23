import type { JSX } from 'react';
import { Link } from 'wouter';
import { APPLICATION_STATUS_LABELS } from '../../../shared/contract/application.contract';
import type { StudentHome } from '../../../shared/contract/home.contract';
import { formatAgoRu } from '../../../shared/format';
import { lastMoscowDay } from '../../../shared/moscow-time';
import { paths } from '../../../shared/paths';

/** What the company asks, in the student's words, when it wrote nothing itself. */
const WHAT_NEXT: Record<string, string> = {
  invited: 'Вас приглашают на собеседование: выберите время или предложите своё.',
  offer: 'Вам предлагают работу: примите предложение или откажитесь.',
};

/** «Ответьте до 05.12.2026» — the offer's last Moscow day; «Срок ответа истёк» after it. */
function deadline(answerBy: string | null): string | null {
  if (!answerBy) return null;
  const end = new Date(answerBy);
  if (end.getTime() <= Date.now()) return 'Срок ответа истёк: принять предложение уже нельзя.';
  return `Ответьте до ${lastMoscowDay(end)}.`;
}

/**
 * «Требует вашего ответа»: invitations and offers waiting for the student's answer
 * (docs/decisions/059), invitations first. «Ответить» opens the application in «Мои отклики»,
 * where the answers are.
 */
export function RepliesSection({ replies }: { replies: StudentHome['replies'] }): JSX.Element {
  return (
    <section className="home-section" aria-labelledby="home-replies">
      <div className="home-section__head">
        <h2 id="home-replies">Требует вашего ответа</h2>
        <Link href={paths.applications}>Мои отклики</Link>
      </div>
      {replies.items.length === 0 ? (
        <p className="muted">
          Сейчас ничего не ждёт вашего ответа. Когда компания пригласит вас или сделает предложение, оно
          появится здесь.
        </p>
      ) : (
        <ul className="home-list" aria-label="Ответы на отклики">
          {replies.items.map((reply) => (
            <li key={reply.applicationId} className={`home-row home-row--${reply.status}`}>
              <Link href={`${paths.applications}?id=${reply.applicationId}`} className="home-row__link">
                {reply.vacancyTitle}
              </Link>
              <span className="home-row__meta">
                <span className={`status-badge status-badge--application-${reply.status}`}>
                  {APPLICATION_STATUS_LABELS[reply.status]}
                </span>{' '}
                {reply.companyName} · <time dateTime={reply.at}>{formatAgoRu(reply.at)}</time>
              </span>
              <span className="home-row__note">{reply.message ?? WHAT_NEXT[reply.status] ?? ''}</span>
              {deadline(reply.answerBy) ? (
                <span className="home-row__note">{deadline(reply.answerBy)}</span>
              ) : null}
              <Link
                href={`${paths.applications}?id=${reply.applicationId}`}
                className="button button--secondary home-row__action"
                aria-label={`Ответить: ${reply.vacancyTitle}`}
              >
                Ответить
              </Link>
            </li>
          ))}
        </ul>
      )}
      {replies.total > replies.items.length ? (
        <p className="home-section__more">
          <Link href={paths.applications}>Все, что ждёт ответа ({replies.total})</Link>
        </p>
      ) : null}
    </section>
  );
}
