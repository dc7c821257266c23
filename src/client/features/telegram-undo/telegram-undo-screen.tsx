/**
 * /telegram/undo/#token=…: the «это был не я» link from the letter sent after a new Telegram
 * link (docs/decisions/013). Works without signing in. Nothing happens on open (mail scanners
 * and previews open links); a button does it, once.
 */
import { type JSX, useLayoutEffect, useState } from 'react';
import { Link } from 'wouter';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { usePageTitle } from '../../lib/page-title';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { undoTelegramLink } from './telegram-undo-api';

export const TELEGRAM_UNDO_TEXT = {
  title: 'Отвязать Telegram',
  explain:
    'Если Telegram к вашему аккаунту привязали не вы, нажмите кнопку: Telegram будет отвязан, все входы в аккаунт завершатся. Затем смените пароль.',
  noToken: 'В ссылке нет кода. Откройте ссылку из письма целиком.',
  submit: 'Отвязать Telegram',
  recoveryStudent: 'Сменить пароль студента',
  recoveryCompany: 'Сменить пароль компании',
} as const;

/** The token is in the fragment, so it never reaches server logs; wiped once read. */
function readTokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function wipeHash(): void {
  if (window.location.hash !== '') {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

export function TelegramUndoScreen(): JSX.Element {
  usePageTitle(TELEGRAM_UNDO_TEXT.title);
  const { http } = useServices();
  const [token] = useState(readTokenFromHash);
  // Before the first paint, not after: the token must not linger in the address bar (nor in a
  // screenshot or a shared screen) while the page shows.
  useLayoutEffect(wipeHash, []);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<string | null>(token === '' ? TELEGRAM_UNDO_TEXT.noToken : null);

  async function undo(): Promise<void> {
    if (pending || token === '') return;
    setPending(true);
    setAlert(null);
    const result = await undoTelegramLink(http, token);
    setPending(false);
    if (result.ok) setDone(true);
    else setAlert(result.message);
  }

  return (
    <section className="auth-card" aria-labelledby="telegram-undo-title">
      <h1 id="telegram-undo-title">{TELEGRAM_UNDO_TEXT.title}</h1>
      {done ? (
        <p role="status">{messages.telegramUndoDone}</p>
      ) : (
        <>
          <p className="muted">{TELEGRAM_UNDO_TEXT.explain}</p>
          <FormAlert message={alert} />
          {token === '' ? null : (
            <Button pending={pending} onClick={() => void undo()}>
              {TELEGRAM_UNDO_TEXT.submit}
            </Button>
          )}
        </>
      )}
      <footer className="auth-card__footer">
        <Link href={paths.recoveryStudent} className="quiet-link">
          {TELEGRAM_UNDO_TEXT.recoveryStudent}
        </Link>{' '}
        <Link href={paths.recoveryCompany} className="quiet-link">
          {TELEGRAM_UNDO_TEXT.recoveryCompany}
        </Link>
      </footer>
    </section>
  );
}
