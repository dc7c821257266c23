import type { JSX } from 'react';
import { Link } from 'wouter';
import { LoginRequestSchema } from '../../../shared/contract/auth.contract';
import { paths } from '../../../shared/paths';
import { withNext } from '../../lib/next-path';
import { useServices } from '../../lib/services';
import { useStore } from '../../lib/store';
import { useForm, verdictOf } from '../../lib/use-form';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { loginRequest, type PendingAdmin } from './auth-api';
import { completeLogin } from './complete-login';

interface LoginValues {
  email: string;
  password: string;
}
const check = (values: LoginValues) => verdictOf(LoginRequestSchema, values);

interface LoginFormProps {
  /**
   * 'user' (/login/): a student or a company, found by the email alone, with no kind to choose
   * (docs/decisions/050); 'admin' (/login/admin/) signs in an admin.
   */
  audience: 'user' | 'admin';
  next: string | null;
  /** An admin's password was right: the second factor comes next (docs/decisions/016). */
  onSecondFactor?(challenge: PendingAdmin): void;
}

export function LoginForm({ audience, next, onSecondFactor }: LoginFormProps): JSX.Element {
  const { platform, http } = useServices();
  const store = useStore();
  const form = useForm({ initial: { email: '', password: '' }, check });
  const { pending } = form;
  const primary = usePrimarySubmit(form.formRef, { text: 'Войти', loading: pending });

  const submit = form.onSubmit({
    call(request) {
      // Inside Telegram the login also links this Telegram user to the account
      // (docs/design.md#sessions-and-telegram).
      const initData = platform.kind === 'telegram' ? platform.initData() : null;
      const body = audience === 'admin' ? { ...request, kind: 'admin' as const } : request;
      return loginRequest(http, initData ? { ...body, initData } : body);
    },
    async done(data) {
      if ('secondFactor' in data) onSecondFactor?.(data);
      else await completeLogin({ platform, store }, data, next);
    },
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={form.alert} />
      <EmailField {...form.field('email')} />
      <PasswordField
        label="Пароль"
        name="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      {audience === 'user' ? (
        // One recovery form serves both kinds: the server mails whichever account holds the email.
        <Link href={paths.recoveryStudent} className="quiet-link">
          Забыли пароль?
        </Link>
      ) : null}
      <SubmitButton primary={primary} pending={pending} block>
        {pending ? 'Входим…' : 'Войти'}
      </SubmitButton>
      {audience === 'user' ? (
        // The registration form asks whether it is a student or a company.
        <Link href={withNext(paths.registration, next)} className="quiet-link">
          Зарегистрироваться
        </Link>
      ) : null}
    </form>
  );
}
