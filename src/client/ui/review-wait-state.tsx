import { type JSX, useId } from 'react';

/**
 * What an account waiting for the career centre's review (or refused by it) reads where a screen's
 * data is not yet theirs (docs/decisions/015): the server's 403
 * says why with its `code`, and this says what happens next and who to ask.
 */
export const REVIEW_WAIT = {
  pendingTitle: 'Ждём проверки карьерного центра',
  pendingNext:
    'Карьерный центр проверяет каждый новый аккаунт вручную. О решении мы напишем на почту, а если Telegram привязан — и в боте; после одобрения здесь всё откроется само. Вопросы — по кнопке «Обратная связь» внизу страницы.',
  deniedTitle: 'Карьерный центр не подтвердил аккаунт',
  deniedNext:
    'Исправьте данные в профиле и нажмите там «Запросить повторную проверку». Вопросы — по кнопке «Обратная связь» внизу страницы.',
} as const;

/** An account under review (or refused): why, from the server, and what happens next. */
export function ReviewWaitState({ denied, message }: { denied: boolean; message: string }): JSX.Element {
  const titleId = useId();
  return (
    <div className="empty-state" role="status" aria-labelledby={titleId}>
      <p className="empty-state__title" id={titleId}>
        {denied ? REVIEW_WAIT.deniedTitle : REVIEW_WAIT.pendingTitle}
      </p>
      <div className="empty-state__body">
        <p>{message}</p>
        <p>{denied ? REVIEW_WAIT.deniedNext : REVIEW_WAIT.pendingNext}</p>
      </div>
    </div>
  );
}
