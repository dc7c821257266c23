/**
 * The step between the Login Widget's answer and the link: the account's password
 * (docs/decisions/013). A signed-in browser left open is not enough to tie someone's Telegram
 * to the account; the server refuses a link without the password.
 */
import type { JSX } from 'react';
import type { LoginWidgetData } from '../../../shared/contract/telegram.contract';
import { useServices } from '../../lib/services';
import { useForm, type Verdict } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { linkTelegram } from './student-profile-api';

export const TELEGRAM_CONFIRM_TEXT = {
  title: 'Подтвердите привязку паролем',
  explain:
    'Введите пароль от этого аккаунта: без него Telegram не привяжется. О привязке придёт письмо на вашу почту.',
  label: 'Пароль от аккаунта',
  empty: 'Введите пароль.',
  submit: 'Привязать Telegram',
  cancel: 'Отмена',
} as const;

function check({ password }: { password: string }): Verdict<string> {
  return password === ''
    ? { ok: false, errors: { password: TELEGRAM_CONFIRM_TEXT.empty } }
    : { ok: true, input: password };
}

export function TelegramLinkConfirm({
  widget,
  onLinked,
  onCancel,
}: {
  widget: LoginWidgetData;
  onLinked(): void;
  onCancel(): void;
}): JSX.Element {
  const { http } = useServices();
  const form = useForm({ initial: { password: '' }, check });
  const submit = form.onSubmit({
    call: (password) => linkTelegram(http, widget, password),
    done: onLinked,
    // A wrong password belongs to the field; anything else (a stale widget answer, 429) above it.
    isField: (path) => path === 'password',
    alert: 'unless-named',
  });

  const who = widget.username ? `@${widget.username}` : widget.first_name;
  return (
    <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
      <h3>{TELEGRAM_CONFIRM_TEXT.title}</h3>
      <p>
        Telegram: {who}. {TELEGRAM_CONFIRM_TEXT.explain}
      </p>
      <FormAlert message={form.alert} />
      <PasswordField
        label={TELEGRAM_CONFIRM_TEXT.label}
        name="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <div className="form-actions">
        <Button type="submit" pending={form.pending}>
          {TELEGRAM_CONFIRM_TEXT.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {TELEGRAM_CONFIRM_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
