import { type JSX, type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import type { SessionData } from '../../../shared/contract/auth.contract';
import { paths } from '../../../shared/paths';
import { setBearerToken } from '../../lib/http';
import { useNext } from '../../lib/next-path';
import { usePageTitle } from '../../lib/page-title';
import { useServices } from '../../lib/services';
import { useAtomValue, useStore } from '../../lib/store';
import { telegramSecondFactorAtom } from '../../lib/telegram-session';
import type { PendingAdmin } from './auth-api';
import { completeLogin } from './complete-login';
import { LoginForm } from './login-form';
import { TelegramOptions } from './telegram-options';

/** The step after the password; the app puts the second-factor feature here (app/admin-sign-in.tsx). */
type SecondFactorSlot = (
  challenge: PendingAdmin,
  finish: (session: SessionData & { bearer?: string | undefined }) => Promise<void>,
) => ReactNode;

/** /login/admin/: the career centre's sign-in; the password, then the second factor (docs/decisions/016). */
export function AdminLoginScreen({ secondFactor }: { secondFactor?: SecondFactorSlot }): JSX.Element {
  usePageTitle('Вход для администраторов');
  const next = useNext();
  const { platform } = useServices();
  const store = useStore();
  const [typed, setChallenge] = useState<PendingAdmin | null>(null);
  // Inside Telegram the start-up sign-in (initData) may already have asked for the code.
  const fromTelegram = useAtomValue(telegramSecondFactorAtom);
  const challenge = typed ?? fromTelegram;

  function pass(pending: PendingAdmin): void {
    // Inside Telegram the pending session travels as a bearer for this step only; never stored.
    if (pending.bearer) setBearerToken(pending.bearer);
    setChallenge(pending);
  }

  const finish = (session: SessionData & { bearer?: string | undefined }) => {
    store.set(telegramSecondFactorAtom, null);
    return completeLogin({ platform, store }, session, next);
  };

  return (
    <section className="auth-card" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">{challenge ? 'Подтверждение входа' : 'Вход для администраторов'}</h1>
      {challenge && secondFactor ? (
        secondFactor(challenge, finish)
      ) : (
        <>
          <p className="muted">Для сотрудников карьерного центра.</p>
          <TelegramOptions next={next} audience="admin" />
          <LoginForm audience="admin" next={next} onSecondFactor={pass} />
        </>
      )}
      <footer className="auth-card__footer">
        <Link href={paths.login} className="quiet-link">
          Вход для студентов и компаний
        </Link>
      </footer>
    </section>
  );
}
