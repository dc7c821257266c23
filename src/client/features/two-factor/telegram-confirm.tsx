import { type JSX, useEffect, useRef, useState } from 'react';
import type { SecondFactorPassed } from '../../../shared/contract/two-factor.contract';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { usePromptError } from '../../ui/use-prompt-error';
import { askTelegram, pollTelegram } from './two-factor-api';

/** How often the page asks whether the admin answered in Telegram. */
const TELEGRAM_POLL_MS = 2000;

/**
 * The bot asks the admin's Telegram «Подтвердить вход» / «Это не я»; this page waits for the
 * answer, asking the server every two seconds while the question is out.
 */
export function TelegramConfirm({ onPassed }: { onPassed(session: SecondFactorPassed): void }): JSX.Element {
  const { http } = useServices();
  const [state, setState] = useState<'idle' | 'asking' | 'waiting'>('idle');
  // A refusal buzzes once inside Telegram, as a refused form does (docs/telegram-pitfalls.md).
  const alert = usePromptError();
  const { refuse } = alert;
  const passedRef = useRef(onPassed);
  passedRef.current = onPassed;

  useEffect(() => {
    if (state !== 'waiting') return;
    let stopped = false;
    const timer = setInterval(() => {
      void pollTelegram(http).then((result) => {
        if (stopped) return;
        if (!result.ok) {
          // Declined, expired or refused: say so and stop asking.
          stopped = true;
          clearInterval(timer);
          setState('idle');
          refuse(result.message);
          return;
        }
        if ('state' in result.data) return;
        stopped = true;
        clearInterval(timer);
        passedRef.current(result.data);
      });
    }, TELEGRAM_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [state, http, refuse]);

  async function ask(): Promise<void> {
    setState('asking');
    alert.clear();
    const result = await askTelegram(http);
    if (result.ok) setState('waiting');
    else {
      setState('idle');
      alert.refuse(result.message);
    }
  }

  return (
    <div className="form">
      <FormAlert message={alert.error ?? null} />
      {state === 'waiting' ? (
        <p role="status">
          Мы отправили запрос в Telegram. Нажмите там «Подтвердить вход» — эта страница продолжит сама.
        </p>
      ) : (
        <p>Бот пришлёт в ваш Telegram запрос на вход с кнопками «Подтвердить вход» и «Это не я».</p>
      )}
      <Button
        pending={state === 'asking'}
        variant={state === 'waiting' ? 'secondary' : 'primary'}
        block
        onClick={() => void ask()}
      >
        {state === 'waiting' ? 'Отправить запрос ещё раз' : 'Подтвердить в Telegram'}
      </Button>
    </div>
  );
}
