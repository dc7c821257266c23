import type { JSX } from 'react';
import { Link, useLocation } from 'wouter';
import type { FeedbackItem } from '../../../shared/contract/feedback.contract';
import { paths } from '../../../shared/paths';
import { feedbackDialogOpenAtom, feedbackSentCountAtom } from '../../lib/feedback-request';
import { withNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { usePagedList } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { useAtomValue, useSetAtom } from '../../lib/store';
import { PagedRows } from '../../ui/board-list/paged-rows';
import { useFocusId } from '../../ui/board-list/use-focus-id';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/states';
import { fetchFeedback } from './feedback-desk-api';
import { FeedbackReply, FeedbackStatusBadge, FeedbackText, formatDateTimeRu } from './feedback-parts';

/** Opens the layout's one feedback dialog (features may not import each other). */
function WriteButton({ label = 'Написать в карьерный центр' }: { label?: string }): JSX.Element {
  const open = useSetAtom(feedbackDialogOpenAtom);
  return (
    <Button variant="secondary" aria-haspopup="dialog" onClick={() => open(true)}>
      {label}
    </Button>
  );
}

/** /board/feedbacks/ for a student or a company: what they sent, its status and the answer. */
export function MyFeedbackList(): JSX.Element {
  usePageTitle('Мои обращения');
  const { http } = useServices();
  const focusId = useFocusId();
  // A feedback sent from the dialog appears here without a reload.
  const sent = useAtomValue(feedbackSentCountAtom);
  const list = usePagedList<FeedbackItem>(`mine|${focusId ?? ''}|${sent}`, (page, signal) =>
    fetchFeedback(http, { statuses: [], text: '', sort: 'newest', id: focusId, page }, signal),
  );
  return (
    <section className="board" aria-labelledby="my-feedbacks-title">
      <header className="board__header">
        <h1 id="my-feedbacks-title">Мои обращения</h1>
        <div className="board__header-actions">
          <WriteButton />
        </div>
      </header>
      {focusId !== null ? (
        <p className="feedback-focus">
          <Link href={paths.boardFeedbacks}>Показать все обращения</Link>
        </p>
      ) : null}
      <PagedRows<FeedbackItem>
        list={list}
        label="Мои обращения"
        loadingLabel="Загружаем обращения…"
        errorTitle="Не удалось загрузить обращения"
        empty={
          <EmptyState title="Вы ещё не писали в карьерный центр.">
            <p>Спросите о практике, вакансиях или работе сайта — ответ придёт в Telegram или на почту.</p>
            <WriteButton label="Написать" />
          </EmptyState>
        }
        forms={['обращения', 'обращений', 'обращений']}
        renderItem={(item) => <OwnFeedbackRow key={item.id} item={item} expanded={item.id === focusId} />}
      />
    </section>
  );
}

/** One of the author's own: its status, when it was sent, the text and the answer. */
function OwnFeedbackRow({ item, expanded }: { item: FeedbackItem; expanded: boolean }): JSX.Element {
  return (
    <li className="board-row feedback-row feedback-row--own" aria-labelledby={`mine-${item.id}`}>
      <div className="board-row__main feedback-row__main">
        <div className="board-row__heading">
          <h2 className="board-row__title" id={`mine-${item.id}`}>
            Обращение №{item.id}
          </h2>
          <FeedbackStatusBadge status={item.status} />
        </div>
        <p className="board-row__meta">
          <time dateTime={item.createdAt}>{formatDateTimeRu(item.createdAt)}</time>
        </p>
        <FeedbackText text={item.text} expanded={expanded} />
        <FeedbackReply item={item} showChannel={false} />
      </div>
    </li>
  );
}

/** A guest has no list: the answer goes to the email they give, and signing in shows the history. */
export function GuestFeedbackNote(): JSX.Element {
  usePageTitle('Мои обращения');
  const [location] = useLocation();
  return (
    <section className="board-empty board-empty--access" aria-labelledby="guest-feedbacks-title">
      <h1 id="guest-feedbacks-title">Мои обращения</h1>
      <p className="muted">
        Войдите, чтобы видеть свои обращения и ответы карьерного центра. Написать можно и без входа — ответ
        придёт на указанную почту.
      </p>
      <div className="board-empty__actions">
        <Link href={withNext(paths.login, location)} className="button button--primary">
          Войти
        </Link>
        <WriteButton label="Написать без входа" />
      </div>
    </section>
  );
}
