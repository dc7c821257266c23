import { type FormEvent, type JSX, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH, SetupRequestSchema } from '../../../shared/contract/auth';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import {
  type FieldErrors,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
  firstInvalid,
} from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { setupRequest } from './setup-api';

type Field = 'email' | 'name' | 'password';
const FIELDS: readonly Field[] = ['email', 'name', 'password'];

/**
 * The token arrives in the fragment (`/setup/#token=…`) so it never reaches server logs. It is
 * read once and then wiped from the address bar, so it is not left in history or a bookmark.
 */
function readTokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function wipeHash(): void {
  if (window.location.hash !== '') {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}

/** /setup/: the one-time creation of the first admin (not linked anywhere). */
export function SetupScreen(): JSX.Element {
  usePageTitle('Создание администратора');
  const { platform, http } = useServices();
  const [token] = useState(readTokenFromHash);
  useEffect(wipeHash, []);
  const [values, setValues] = useState<Record<Field, string>>({ email: '', name: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = v.safeParse(SetupRequestSchema, { token, ...values });
    if (!parsed.success) {
      const found = fieldErrorsFromIssues(parsed.issues, FIELDS);
      setErrors(found);
      const first = firstInvalid(found, FIELDS);
      if (first !== undefined) refs[first].current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    const result = await setupRequest(http, parsed.output);
    if (result.ok) {
      platform.toast('success', messages.setupDone);
      platform.navigation.navigate(paths.adminLogin);
      return;
    }
    setPending(false);
    const server = fieldErrorsFromServer(result.errors, FIELDS);
    setErrors(server.fields);
    setFormError(result.message);
    const first = firstInvalid(server.fields, FIELDS);
    if (first !== undefined) refs[first].current?.focus();
  }

  if (token === '') {
    return (
      <section className="auth-card" aria-labelledby="setup-title">
        <h1 id="setup-title">Создание администратора</h1>
        <FormAlert message="В ссылке нет ключа. Откройте ссылку, которую сервер напечатал при запуске, целиком." />
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="setup-title">
      <h1 id="setup-title">Создание администратора</h1>
      <p className="muted">Первый администратор создаётся один раз. Потом эта ссылка перестанет работать.</p>
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        <FormAlert message={formError} />
        <EmailField
          value={values.email}
          onChange={update('email')}
          error={errors.email}
          inputRef={refs.email}
        />
        <TextField
          label="Имя"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
          inputRef={refs.name}
        />
        <PasswordField
          label="Пароль"
          name="password"
          autoComplete="new-password"
          required
          hint={`Не короче ${PASSWORD_MIN_LENGTH} символов.`}
          value={values.password}
          onChange={update('password')}
          error={errors.password}
          inputRef={refs.password}
        />
        <Button type="submit" pending={pending} block>
          {pending ? 'Создаём…' : 'Создать администратора'}
        </Button>
      </form>
    </section>
  );
}
