import type { JSX } from 'react';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../../../shared/contract/auth.contract';
import { ChosenPasswordSchema } from '../../../shared/contract/password.contract';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { useServices } from '../../lib/services';
import { useForm, type Verdict } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { resetPasswordRequest } from './recovery-api';

const EMPTY = { password: '', repeat: '' };
type Field = keyof typeof EMPTY;

function passwordProblem(password: string): string | undefined {
  if (password === '') return messages.fieldRequired;
  const parsed = v.safeParse(ChosenPasswordSchema, password);
  return parsed.success ? undefined : parsed.issues[0]?.message;
}

/** The policy's verdict on the password, then the repeat. */
function check({ password, repeat }: typeof EMPTY): Verdict<string> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(password);
  if (problem !== undefined) errors.password = problem;
  if (repeat === '' && password !== '') errors.repeat = 'Повторите пароль.';
  else if (repeat !== password) errors.repeat = messages.passwordRepeatMismatch;
  return Object.keys(errors).length === 0 ? { ok: true, input: password } : { ok: false, errors };
}

/** Step two, opened from the mail's link: the new password, twice. */
export function NewPasswordForm({ token }: { token: string }): JSX.Element {
  const { platform, http } = useServices();
  const form = useForm({ initial: EMPTY, check });
  const { pending } = form;
  const submit = form.onSubmit({
    call: (password) => resetPasswordRequest(http, { token, password }),
    done() {
      platform.toast('success', messages.resetDone);
      platform.navigation.navigate(paths.login);
    },
    alert: 'message',
  });

  // Judged as the user types: a field shows its verdict from its first keystroke.
  const bind = (field: Field) => {
    const binding = form.field(field);
    return {
      ...binding,
      onChange(event: { target: { value: string } }) {
        binding.onChange(event);
        form.touch(field);
      },
    };
  };

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={form.alert} />
      <PasswordField
        label="Новый пароль"
        name="password"
        autoComplete="new-password"
        required
        hint={`Не короче ${PASSWORD_MIN_LENGTH} символов. Подойдёт фраза из нескольких слов.`}
        {...bind('password')}
      />
      <PasswordField
        label="Повторите пароль"
        name="repeat"
        autoComplete="new-password"
        required
        {...bind('repeat')}
      />
      <Button type="submit" pending={pending} block>
        {pending ? 'Сохраняем…' : 'Сохранить пароль'}
      </Button>
    </form>
  );
}
