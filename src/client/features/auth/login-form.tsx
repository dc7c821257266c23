import { type FormEvent, type JSX, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type AccountKind, LoginRequestSchema } from '../../../shared/contract/auth.contract';
import { paths } from '../../../shared/paths';
import { useFormState } from '../../lib/form-state';
import { useServices } from '../../lib/services';
import { useStore } from '../../lib/store';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { SegmentedControl, type SegmentOption } from '../../ui/segmented-control';
import { loginRequest, type PendingAdmin } from './auth-api';
import { completeLogin } from './complete-login';

type Field = 'kind' | 'email' | 'password';
const FIELDS: readonly Field[] = ['kind', 'email', 'password'];
const EMPTY = { kind: '', email: '', password: '' };

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
  const [kind, setKind] = useState<AccountKind>(audience === 'admin' ? 'admin' : 'student');
  // The kind is a choice of its own (the segmented control); the form holds the typed fields.
  const form = useFormState(FIELDS, EMPTY);
  const { errors, formError, pending } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const primary = usePrimarySubmit(formRef, { text: 'Войти', loading: pending });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    // Inside Telegram the login also links this Telegram user to the account
    // (docs/design.md#sessions-and-telegram).
    const initData = platform.kind === 'telegram' ? platform.initData() : null;
    const request = form.parse(LoginRequestSchema, {
      email: form.values.email,
      password: form.values.password,
      kind,
      ...(initData ? { initData } : {}),
    });
    if (request === undefined) return;
    form.setPending(true);
    const result = await loginRequest(http, request);
    if (result.ok) {
      const data = result.data;
      if ('secondFactor' in data) {
        form.setPending(false);
        onSecondFactor?.(data);
        return;
      }
      await completeLogin({ platform, store }, data, next);
      return;
    }
    form.setPending(false);
    form.refuse(result);
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={pending}
    >
      <FormAlert message={formError} />
      {audience === 'user' ? (
        <SegmentedControl<AccountKind>
          legend="Кто входит"
          name="kind"
          value={kind}
          options={USER_KINDS}
          onChange={setKind}
          error={errors.kind}
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
