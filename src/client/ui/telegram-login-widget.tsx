/**
 * The Telegram Login Widget (core.telegram.org/widgets/login) for the website: Telegram's script
 * draws its button in an iframe and calls a global function named in `data-onauth` with the
 * signed user object. The function gets a name unique to this mount and is removed on unmount.
 * The page's CSP must allow script-src https://telegram.org and frame-src https://oauth.telegram.org.
 */
import { type JSX, useEffect, useId, useRef } from 'react';

export const TELEGRAM_WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';

interface TelegramLoginWidgetProps {
  /** The bot's username without «@» (the domain must be set for it in BotFather, /setdomain). */
  botUsername: string;
  /** The widget's user object, as Telegram gives it: the server checks its hash. */
  onAuth(data: unknown): void;
}

export function TelegramLoginWidget({ botUsername, onAuth }: TelegramLoginWidgetProps): JSX.Element {
  const holder = useRef<HTMLDivElement>(null);
  const onAuthRef = useRef(onAuth);
  onAuthRef.current = onAuth;
  const id = useId();

  useEffect(() => {
    const container = holder.current;
    if (container === null) return;
    const callback = `onTelegramAuth_${id.replace(/[^A-Za-z0-9]/g, '')}_${Math.random().toString(36).slice(2)}`;
    Reflect.set(window, callback, (user: unknown) => onAuthRef.current(user));
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_SRC;
    script.dataset.telegramLogin = botUsername;
    script.dataset.size = 'medium';
    script.dataset.onauth = `${callback}(user)`;
    script.dataset.requestAccess = 'write';
    container.append(script);
    return () => {
      Reflect.deleteProperty(window, callback);
      // The script and the iframe it put next to itself.
      container.replaceChildren();
    };
  }, [botUsername, id]);

  return <div ref={holder} className="telegram-login-widget" />;
}
