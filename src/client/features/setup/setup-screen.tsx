import { type FormEvent, type JSX, useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH, SetupRequestSchema } from '../../../shared/contract/auth.contract';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { useFormState } from '../../lib/form-state';
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
const EMPTY = { email: '', name: '', password: '' };

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
  const form = useFormState(FIELDS, EMPTY);
  const { formError, pending } = form;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const request = form.parse(SetupRequestSchema, { token, ...form.values });
    if (request === undefined) return;
    form.setPending(true);
    const result = await setupRequest(http, request);
    if (result.ok) {
      platform.toast('success', messages.setupDone);
      platform.navigation.navigate(paths.adminLogin);
      return;
    }
    form.setPending(false);
    form.refuse(result, 'message');
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
        <EmailField {...form.field('email')} />
        <TextField label="Имя" name="name" autoComplete="name" required {...form.field('name')} />
        <PasswordField
          label="Пароль"
          name="password"
          autoComplete="new-password"
          required
          hint={`Не короче ${PASSWORD_MIN_LENGTH} символов.`}
          {...form.field('password')}
        />
        <Button type="submit" pending={pending} block>
          {pending ? 'Создаём…' : 'Создать администратора'}
        </Button>
      </form>
    </section>
  );
}
