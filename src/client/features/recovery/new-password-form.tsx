import { type FormEvent, type JSX, useRef, useState } from 'react';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../../shared/contract/auth';
import { ChosenPasswordSchema } from '../../../shared/contract/password';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { resetPasswordRequest } from './recovery-api';

type Errors = { password?: string; repeat?: string };

/** The policy's verdict as the user types: nothing for an empty field, the first problem otherwise. */
function check(password: string, repeat: string): Errors {
  const errors: Errors = {};
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
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  function change(nextPassword: string, nextRepeat: string): void {
    setPassword(nextPassword);
    setRepeat(nextRepeat);
    setErrors(check(nextPassword, nextRepeat));
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const found = check(password, repeat);
    if (password === '') found.password = messages.fieldRequired;
    else if (repeat === '') found.repeat = 'Повторите пароль.';
    setErrors(found);
    if (found.password !== undefined) return passwordRef.current?.focus();
    if (found.repeat !== undefined) return repeatRef.current?.focus();
    setPending(true);
    const result = await resetPasswordRequest(http, { token, password });
    if (result.ok) {
      platform.toast('success', messages.resetDone);
      platform.navigation.navigate(paths.login);
      return;
    }
    setPending(false);
    if (result.errors?.password) {
      setErrors({ password: result.errors.password });
      passwordRef.current?.focus();
    }
    setFormError(result.message);
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
        value={password}
        onChange={(event) => change(event.target.value, repeat)}
        error={errors.password}
        inputRef={passwordRef}
      />
      <PasswordField
        label="Повторите пароль"
        name="repeat"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => change(password, event.target.value)}
        error={errors.repeat}
        inputRef={repeatRef}
      />
      <Button type="submit" pending={pending} block>
        {pending ? 'Сохраняем…' : 'Сохранить пароль'}
      </Button>
    </form>
  );
}
