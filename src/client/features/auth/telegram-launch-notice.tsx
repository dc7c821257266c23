import { type JSX, useState } from 'react';
import { authAtom } from '../../lib/app-state';
import { readPublicConfig } from '../../lib/public-config';
import { useServices } from '../../lib/services';
import { useAtomValue } from '../../lib/store';
import { telegramSignInAtom } from '../../lib/telegram-session';
import { Button } from '../../ui/button';

const LAUNCH_REFUSED_TITLE = 'Не удалось войти через Telegram';
const LAUNCH_REFUSED_TEXT = {
  withBot:
    'Данные запуска неверны или устарели, поэтому приложение открылось без входа. Откройте его заново из чата с ботом — вход произойдёт сам.',
  withoutBot:
    'Данные запуска неверны или устарели, поэтому приложение открылось без входа. Закройте его и откройте снова из чата с ботом.',
} as const;

/**
 * Inside Telegram, when /api/tg-login/ refused the launch's initData (expired: the app stayed
 * open too long; or not Telegram's): says so instead of a silent guest screen, with a button that
 * opens the bot's chat when BOT_USERNAME is known, where the app can be opened again.
 */
export function TelegramLaunchNotice(): JSX.Element | null {
  const { platform } = useServices();
  const state = useAtomValue(telegramSignInAtom);
  const auth = useAtomValue(authAtom);
  const [dismissed, setDismissed] = useState(false);
  if (state !== 'invalid' || auth !== null || dismissed) return null;
  const bot = readPublicConfig().botUsername;
  return (
    <section className="launch-notice" role="alert" aria-labelledby="launch-notice-title">
      <h2 id="launch-notice-title" className="launch-notice__title">
        {LAUNCH_REFUSED_TITLE}
      </h2>
      <p className="launch-notice__text">
        {bot ? LAUNCH_REFUSED_TEXT.withBot : LAUNCH_REFUSED_TEXT.withoutBot}
      </p>
      <div className="launch-notice__actions">
        {bot ? (
          <Button onClick={() => platform.openLink(`https://t.me/${encodeURIComponent(bot)}`)}>
            Открыть бота @{bot}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setDismissed(true)}>
          Понятно
        </Button>
      </div>
    </section>
  );
}
