import { type JSX, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths';
import { safeNext, withNext } from '../../lib/next-path';
import { useServices } from '../../lib/services';
import { useAtomValue, useStore } from '../../lib/store';
import { telegramSignInAtom } from '../../lib/telegram-session';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { signInWithTelegram } from './telegram-sign-in';

/**
 * Above the email form inside Telegram, when /api/tg-login/ found no automatic sign-in: after a
 * logout («Войти через Telegram» turns it back on), or for a Telegram user with no account yet
 * (the email login below links one; registration is pre-filled from Telegram). An admin's link
 * is made once the second factor is passed (docs/decisions/016), and admins do not register.
 */
export function TelegramOptions({
  next,
  audience = 'user',
}: {
  next: string | null;
  audience?: 'user' | 'admin';
}): JSX.Element | null {
  const { platform, http } = useServices();
  const store = useStore();
  const state = useAtomValue(telegramSignInAtom);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const wasPending = useRef(state === 'pending');

  // The start-up sign-in may finish while this screen is open: then there is nothing to do here.
  useEffect(() => {
    if (state === 'pending') wasPending.current = true;
    else if (state === 'signed-in' && wasPending.current) {
      wasPending.current = false;
      platform.navigation.navigate(safeNext(next) ?? paths.home, { replace: true });
    }
  }, [state, next, platform]);

  if (platform.kind !== 'telegram' || (state !== 'unlinked' && state !== 'signed-out')) return null;

  async function resume(): Promise<void> {
    if (pending) return;
    setPending(true);
    setError(null);
    const result = await signInWithTelegram({ platform, http, store }, { resume: true });
    if (result.outcome === 'signed-in') {
      wasPending.current = false;
      platform.navigation.navigate(safeNext(next) ?? paths.home);
      return;
    }
    // An admin: the second-factor step is already open instead of this screen.
    if (result.outcome === 'second-factor') return;
    setPending(false);
    // «Unlinked» redraws this block with its own explanation; anything else is said here.
    if (result.outcome === 'unlinked') return;
    setError(result.message);
    // A refused sign-in buzzes once, as the email form's refusal does (lib/use-form.ts).
    platform.haptic('error');
  }

  return (
    <section className="telegram-options" aria-labelledby="telegram-options-title">
      <h2 id="telegram-options-title">Вход через Telegram</h2>
      {state === 'signed-out' ? (
        <>
          <p className="muted">
            Вы вышли из аккаунта, поэтому автоматический вход через Telegram выключен. Войдите снова одной
            кнопкой или по email.
          </p>
          <FormAlert message={error} />
          <Button block pending={pending} onClick={() => void resume()}>
            Войти через Telegram
          </Button>
        </>
      ) : audience === 'admin' ? (
        <p className="muted">
          Этот Telegram ещё не привязан к аккаунту. Войдите по email и паролю ниже и подтвердите вход —
          Telegram привяжется: дальше приложение будет открываться с одним кодом, а бот — присылать
          уведомления.
        </p>
      ) : (
        <>
          <p className="muted">
            Этот Telegram ещё не привязан к аккаунту. Войдите по email ниже — и Telegram привяжется, или
            зарегистрируйтесь: имя подставим из Telegram.
          </p>
          <Link href={withNext(paths.registration, next)} className="button button--secondary button--block">
            Зарегистрироваться
          </Link>
        </>
      )}
      <p className="muted or-divider" aria-hidden="true">
        или
      </p>
    </section>
  );
}
