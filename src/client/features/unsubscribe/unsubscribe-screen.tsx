/**
 * /unsubscribe/#token=…: the unsubscribe link of an alert mail (docs/decisions/024). Works
 * without signing in. Nothing happens on open (mail scanners and previews open links); the
 * button sends the same one-click request a mail client's «Отписаться» sends (RFC 8058).
 */
import { type JSX, useLayoutEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { unsubscribeMessages } from '../../../shared/unsubscribe-messages';
import { usePageTitle } from '../../lib/page-title';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { unsubscribeByToken } from './unsubscribe-api';

export const UNSUBSCRIBE_TITLE = 'Отписка от вакансий';

/** The token is in the fragment, so it never reaches server logs; wiped once read. */
function readTokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function wipeHash(): void {
  if (window.location.hash !== '') {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

export function UnsubscribeScreen(): JSX.Element {
  usePageTitle(UNSUBSCRIBE_TITLE);
  const { http } = useServices();
  const [token] = useState(readTokenFromHash);
  useLayoutEffect(wipeHash, []);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<string | null>(token === '' ? unsubscribeMessages.noToken : null);

  async function unsubscribe(): Promise<void> {
    if (pending || token === '') return;
    setPending(true);
    setAlert(null);
    const result = await unsubscribeByToken(http, token);
    setPending(false);
    if (result.ok) setDone(true);
    else setAlert(result.message);
  }

  return (
    <section className="auth-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{UNSUBSCRIBE_TITLE}</h1>
      {done ? (
        <p role="status">{unsubscribeMessages.done}</p>
      ) : (
        <>
          <p className="muted">{unsubscribeMessages.question}</p>
          <FormAlert message={alert} />
          {token === '' ? null : (
            <Button pending={pending} onClick={() => void unsubscribe()}>
              {unsubscribeMessages.confirm}
            </Button>
          )}
        </>
      )}
      <footer className="auth-card__footer">
        <Link href={paths.vacancies} className="quiet-link">
          Перейти к вакансиям
        </Link>
      </footer>
    </section>
  );
}
