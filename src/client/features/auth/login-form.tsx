import { type FormEvent, type JSX, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { type AccountKind, LoginRequestSchema } from '../../../shared/contract/auth';
import { paths } from '../../../shared/paths';
import {
  type FieldErrors,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  firstInvalid,
} from '../../lib/form-errors';
import { useServices } from '../../lib/services';
import { useStore } from '../../lib/store';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { SubmitButton, usePrimarySubmit } from '../../ui/primary-action';
import { SegmentedControl, type SegmentOption } from '../../ui/segmented-control';
import { loginRequest, type PendingAdmin } from './api';
import { completeLogin } from './complete-login';

type Field = 'kind' | 'email' | 'password';
const FIELDS: readonly Field[] = ['kind', 'email', 'password'];

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const primary = usePrimarySubmit(formRef, { text: 'Войти', loading: pending });

  function focusField(field: Field | undefined): void {
    if (field === 'email') emailRef.current?.focus();
    if (field === 'password') passwordRef.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    // Inside Telegram the login also links this Telegram user to the account
    // (docs/design.md#sessions-and-telegram).
    const initData = platform.kind === 'telegram' ? platform.initData() : null;
    const parsed = v.safeParse(LoginRequestSchema, {
      email,
      password,
      kind,
      ...(initData ? { initData } : {}),
    });
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.issues, FIELDS);
      setErrors(found);
      focusField(firstInvalid(found, FIELDS));
      return;
    }
    setErrors({});
    setPending(true);
    const result = await loginRequest(http, parsed.output);
    if (result.ok) {
      const data = result.data;
      if ('secondFactor' in data) {
        setPending(false);
        onSecondFactor?.(data);
        return;
      }
      await completeLogin({ platform, store }, data, next);
      return;
    }
    setPending(false);
    const server = fieldErrorsFromServer(result.errors, FIELDS);
    setErrors(server.fields);
    setFormError(server.other.length > 0 ? [result.message, ...server.other].join(' ') : result.message);
    focusField(firstInvalid(server.fields, FIELDS));
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
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        inputRef={emailRef}
      />
      <PasswordField
        label="Пароль"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        inputRef={passwordRef}
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
