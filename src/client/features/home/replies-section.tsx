import type { JSX } from 'react';
import { Link } from 'wouter';
import { APPLICATION_STATUS_LABELS } from '../../../shared/contract/application.contract';
import type { StudentHome } from '../../../shared/contract/home.contract';
import { formatAgoRu } from '../../../shared/format';
import { paths } from '../../../shared/paths';

/** What the company answered, in the student's words: what to do next. */
const WHAT_NEXT: Record<string, string> = {
  invited: 'Вас приглашают — откройте, чтобы узнать когда и куда.',
  offer: 'Вам сделали предложение — откройте и ответьте компании.',
  hired: 'Вас приняли. Поздравляем!',
  rejected: 'Компания ответила отказом.',
};

/**
 * «Требует вашего ответа»: the companies' answers the student has not opened yet, invitations
 * first. Each opens «Мои отклики» on that application, which marks it seen.
 */
export function RepliesSection({ replies }: { replies: StudentHome['replies'] }): JSX.Element {
  return (
    <section className="home-section" aria-labelledby="home-replies">
      <div className="home-section__head">
        <h2 id="home-replies">Требует вашего ответа</h2>
        <Link href={paths.applications}>Мои отклики</Link>
      </div>
      {replies.items.length === 0 ? (
        <p className="muted">Новых ответов на отклики нет. Когда компания ответит, ответ появится здесь.</p>
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
            </li>
          ))}
        </ul>
      )}
      {replies.total > replies.items.length ? (
        <p className="home-section__more">
          <Link href={paths.applications}>Все ответы ({replies.total})</Link>
        </p>
      ) : null}
    </section>
  );
}
