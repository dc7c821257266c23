import type { FormEvent, JSX } from 'react';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../../shared/contract/auth.contract';
import { ChosenPasswordSchema } from '../../../shared/contract/password.contract';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import type { FieldErrors } from '../../lib/form-errors';
import { useFormState } from '../../lib/form-state';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { resetPasswordRequest } from './recovery-api';

type Field = 'password' | 'repeat';
const FIELDS: readonly Field[] = ['password', 'repeat'];
const EMPTY = { password: '', repeat: '' };

/** The policy's verdict as the user types: nothing for an empty field, the first problem otherwise. */
function check(password: string, repeat: string): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (password !== '') {
    const parsed = v.safeParse(ChosenPasswordSchema, password);
    if (!parsed.success) errors.password = parsed.issues[0]?.message;
  }
  if (repeat !== '' && repeat !== password) errors.repeat = messages.passwordRepeatMismatch;
  return errors;
}

/** Step two, opened from the mail's link: the new password, twice. */
export function NewPasswordForm({ token }: { token: string }): JSX.Element {
  const { platform, http } = useServices();
  const form = useFormState(FIELDS, EMPTY);
  const { values, errors, formError, pending } = form;

  // Checked as the user types: the verdict follows every keystroke in either field.
  function change(field: Field, value: string): void {
    form.set(field, value);
    const next = { ...values, [field]: value };
    form.setErrors(check(next.password, next.repeat));
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const found = check(values.password, values.repeat);
    if (values.password === '') found.password = messages.fieldRequired;
    else if (values.repeat === '') found.repeat = 'Повторите пароль.';
    form.showErrors(found);
    if (found.password !== undefined || found.repeat !== undefined) return;
    form.setPending(true);
    const result = await resetPasswordRequest(http, { token, password: values.password });
    if (result.ok) {
      platform.toast('success', messages.resetDone);
      platform.navigation.navigate(paths.login);
      return;
    }
    form.setPending(false);
    form.refuse(result, 'message');
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <FormAlert message={formError} />
      <PasswordField
        label="Новый пароль"
        name="password"
        autoComplete="new-password"
        required
        hint={`Не короче ${PASSWORD_MIN_LENGTH} символов. Подойдёт фраза из нескольких слов.`}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={errors.password}
        inputRef={form.ref('password')}
      />
      <PasswordField
        label="Повторите пароль"
        name="repeat"
        autoComplete="new-password"
        required
        value={values.repeat}
        onChange={(event) => change('repeat', event.target.value)}
        error={errors.repeat}
        inputRef={form.ref('repeat')}
      />
      <Button type="submit" pending={pending} block>
        {pending ? 'Сохраняем…' : 'Сохранить пароль'}
      </Button>
    </form>
  );
}
