/**
 * «Telegram» on the student's profile (website): whether Telegram is linked to the account, a
 * way to unlink it, and the Telegram Login Widget to link it (with the account's password). Inside the Mini App the account is
 * linked by signing in there, so the section is not shown.
 */
import { type JSX, useState } from 'react';
import * as v from 'valibot';
import {
  type LoginWidgetData,
  LoginWidgetDataSchema,
  type TelegramLinkStatus,
} from '../../../shared/contract/telegram.contract';
import { readPublicConfig } from '../../lib/public-config';
import { useResource } from '../../lib/server-state';
import { useServices } from '../../lib/services';
import { fetchTelegramLinkStatus } from '../../lib/telegram-api';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TelegramLoginWidget } from '../../ui/telegram-login-widget';
import { unlinkTelegram } from './student-profile-api';
import { TelegramLinkConfirm } from './telegram-link-confirm';

export const TELEGRAM_SECTION_TEXT = {
  why: 'Уведомления (например, о проверке профиля) бот присылает только в привязанный Telegram.',
  linked: 'Telegram привязан',
  unlinked: 'Telegram не привязан.',
  botBlocked:
    'Бот заблокирован в Telegram, поэтому уведомления не доходят. Разблокируйте его, чтобы получать их.',
  notConfigured: 'Привязка Telegram сейчас недоступна.',
  badWidgetData: 'Telegram прислал непонятный ответ. Попробуйте ещё раз.',
  linkedToast: 'Telegram привязан.',
  unlinkedToast: 'Telegram отвязан.',
} as const;

export function TelegramLinkSection(): JSX.Element | null {
  const { platform } = useServices();
  if (platform.kind === 'telegram') return null;
  return <TelegramLinkPanel />;
}

function TelegramLinkPanel(): JSX.Element {
  const { http } = useServices();
  const status = useResource('telegram-link', () => fetchTelegramLinkStatus(http));
  return (
    <section className="form" aria-labelledby="telegram-link-title">
      <h2 id="telegram-link-title">Telegram</h2>
      <p className="muted">{TELEGRAM_SECTION_TEXT.why}</p>
      {/* A side section: quiet while loading or failed, so it never competes with the form's own notices. */}
      {status.status === 'loading' ? <p className="muted">Проверяем привязку Telegram…</p> : null}
      {status.status === 'error' ? (
        <>
          <p className="muted">Не удалось узнать, привязан ли Telegram: {status.message}</p>
          <Button variant="ghost" onClick={status.reload}>
            Повторить
          </Button>
        </>
      ) : null}
      {status.status === 'ready' ? <LinkState status={status.data} onChanged={status.reload} /> : null}
    </section>
  );
}

function LinkState({ status, onChanged }: { status: TelegramLinkStatus; onChanged(): void }): JSX.Element {
  const { http, platform } = useServices();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [widget, setWidget] = useState<LoginWidgetData | null>(null);
  const botUsername = readPublicConfig().botUsername;

  async function unlink(): Promise<void> {
    if (pending) return;
    const confirmed = await platform.confirm({
      title: 'Отвязать Telegram?',
      message: 'Уведомления в Telegram перестанут приходить. Привязать его снова можно здесь же.',
      confirmText: 'Отвязать',
      destructive: true,
    });
    if (!confirmed) return;
    setPending(true);
    setAlert(null);
    const result = await unlinkTelegram(http);
    setPending(false);
    if (!result.ok) {
      setAlert(result.message);
      return;
    }
    platform.toast('success', TELEGRAM_SECTION_TEXT.unlinkedToast);
    onChanged();
  }

  // The widget's answer waits for the password (telegram-link-confirm.tsx) before anything is sent.
  function answered(data: unknown): void {
    const parsed = v.safeParse(LoginWidgetDataSchema, data);
    if (!parsed.success) {
      setAlert(TELEGRAM_SECTION_TEXT.badWidgetData);
      return;
    }
    setAlert(null);
    setWidget(parsed.output);
  }

  function linked(): void {
    setWidget(null);
    platform.toast('success', TELEGRAM_SECTION_TEXT.linkedToast);
    onChanged();
  }

  if (status.linked) {
    return (
      <>
        <FormAlert message={alert} />
        <p>
          {TELEGRAM_SECTION_TEXT.linked}
          {status.username ? `: @${status.username}` : '.'}
        </p>
        {status.botBlocked ? (
          <p className="notice" role="status">
            {TELEGRAM_SECTION_TEXT.botBlocked}
          </p>
        ) : null}
        <Button variant="secondary" pending={pending} onClick={() => void unlink()}>
          Отвязать
        </Button>
      </>
    );
  }
  return (
    <>
      <FormAlert message={alert} />
      <p>{TELEGRAM_SECTION_TEXT.unlinked}</p>
      {botUsername === null ? (
        <p className="muted">{TELEGRAM_SECTION_TEXT.notConfigured}</p>
      ) : (
        <>
          {widget ? (
            <TelegramLinkConfirm widget={widget} onLinked={linked} onCancel={() => setWidget(null)} />
          ) : null}
          {/* Kept mounted (hidden) while the password is asked: its script loads once. */}
          <div hidden={widget !== null}>
            <TelegramLoginWidget botUsername={botUsername} onAuth={answered} />
          </div>
        </>
      )}
    </>
  );
}
