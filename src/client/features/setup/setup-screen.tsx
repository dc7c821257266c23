import { type JSX, useEffect, useState } from 'react';
import { PASSWORD_MIN_LENGTH, SetupRequestSchema } from '../../../shared/contract/auth.contract';
import { messages } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { usePageTitle } from '../../lib/page-title';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { setupRequest } from './setup-api';

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
  const form = useForm({
    initial: EMPTY,
    check: (values: typeof EMPTY) => verdictOf(SetupRequestSchema, { token, ...values }),
  });
  const { pending } = form;
  const submit = form.onSubmit({
    call: (request) => setupRequest(http, request),
    done() {
      platform.toast('success', messages.setupDone);
      platform.navigation.navigate(paths.adminLogin);
    },
    alert: 'message',
  });

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
      <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
        <FormAlert message={form.alert} />
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
