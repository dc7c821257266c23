import type { JSX } from 'react';
import { Link } from 'wouter';
import { type AccountKind, LoginRequestSchema } from '../../../shared/contract/auth.contract';
import { paths } from '../../../shared/paths';
import { useServices } from '../../lib/services';
import { useStore } from '../../lib/store';
import { useForm, verdictOf } from '../../lib/use-form';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { SegmentedControl, type SegmentOption } from '../../ui/segmented-control';
import { loginRequest, type PendingAdmin } from './auth-api';
import { completeLogin } from './complete-login';

interface LoginValues {
  kind: AccountKind;
  email: string;
  password: string;
}
const check = (values: LoginValues) => verdictOf(LoginRequestSchema, values);

const USER_KINDS: readonly SegmentOption<AccountKind>[] = [
  { value: 'student', label: 'Я студент' },
  { value: 'company', label: 'Я компания' },
];

interface LoginFormProps {
  /** 'user' offers the student/company choice (/login/); 'admin' signs in an admin. */
  audience: 'user' | 'admin';
  next: string | null;
  /** An admin's password was right: the second factor comes next (docs/decisions/016). */
  onSecondFactor?(challenge: PendingAdmin): void;
}

export function LoginForm({ audience, next, onSecondFactor }: LoginFormProps): JSX.Element {
  const { platform, http } = useServices();
  const store = useStore();
  const initial: LoginValues = { kind: audience === 'admin' ? 'admin' : 'student', email: '', password: '' };
  const form = useForm({ initial, check });
  const { pending } = form;
  const kind = form.values.kind;
  const primary = usePrimarySubmit(form.formRef, { text: 'Войти', loading: pending });

  const submit = form.onSubmit({
    call(request) {
      // Inside Telegram the login also links this Telegram user to the account
      // (docs/design.md#sessions-and-telegram).
      const initData = platform.kind === 'telegram' ? platform.initData() : null;
      return loginRequest(http, initData ? { ...request, initData } : request);
    },
    async done(data) {
      if ('secondFactor' in data) onSecondFactor?.(data);
      else await completeLogin({ platform, store }, data, next);
    },
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={form.alert} />
      {audience === 'user' ? (
        <SegmentedControl<AccountKind>
          legend="Кто входит"
          name="kind"
          value={kind}
          options={USER_KINDS}
          onChange={(chosen) => form.set('kind', chosen)}
          error={form.errorOf('kind')}
        />
      ) : null}
      <EmailField {...form.field('email')} />
      <PasswordField
        label="Пароль"
        name="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      {audience === 'user' ? (
        <Link
          href={kind === 'company' ? paths.recoveryCompany : paths.recoveryStudent}
          className="quiet-link"
        >
          Забыли пароль?
        </Link>
      ) : null}
      <SubmitButton primary={primary} pending={pending} block>
        {pending ? 'Входим…' : 'Войти'}
      </SubmitButton>
      {audience === 'user' ? (
        <Link
          href={kind === 'company' ? `${paths.registration}?kind=company` : paths.registration}
          className="quiet-link"
        >
          Зарегистрироваться
        </Link>
      ) : null}
    </form>
  );
}
