/**
 * The step between the Login Widget's answer and the link: the account's password
 * (docs/decisions/013). A signed-in browser left open is not enough to tie someone's Telegram
 * to the account; the server refuses a link without the password.
 */
import type { FormEvent, JSX } from 'react';
import type { LoginWidgetData } from '../../../shared/contract/telegram.contract';
import { useFormState } from '../../lib/form-state';
import { useServices } from '../../lib/services';
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

const FIELDS = ['password'] as const;

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
  const form = useFormState(FIELDS, { password: '' });

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (form.pending) return;
    const { password } = form.values;
    if (password === '') {
      form.setErrors({ password: TELEGRAM_CONFIRM_TEXT.empty });
      return;
    }
    form.setPending(true);
    form.setFormError(null);
    form.setErrors({});
    const result = await linkTelegram(http, widget, password);
    form.setPending(false);
    if (result.ok) {
      onLinked();
      return;
    }
    // A wrong password belongs to the field; anything else (a stale widget answer, 429) above it.
    if (result.errors?.password) form.setErrors({ password: result.errors.password });
    else form.setFormError(result.message);
  }

  const who = widget.username ? `@${widget.username}` : widget.first_name;
  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{TELEGRAM_CONFIRM_TEXT.title}</h3>
      <p>
        Telegram: {who}. {TELEGRAM_CONFIRM_TEXT.explain}
      </p>
      <FormAlert message={form.formError} />
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
