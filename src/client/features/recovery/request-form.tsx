import { type FormEvent, type JSX, useRef, useState } from 'react';
import * as v from 'valibot';
import { type RecoveryKind, SendMailRequestSchema } from '../../../shared/contract/password';
import { messages } from '../../../shared/messages';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { sendMailRequest } from './recovery-api';

/**
 * Step one: the email. The confirmation is the same whatever the server found, because the
 * server's answer is the same too (it must not reveal which emails have accounts).
 */
export function RequestForm({ kind }: { kind: RecoveryKind }): JSX.Element {
  const { http } = useServices();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = v.safeParse(SendMailRequestSchema, { email, kind });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message);
      emailRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    const result = await sendMailRequest(http, parsed.output);
    setPending(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    setError(result.errors?.email);
    setFormError(result.message);
  }

  if (sent) {
    return (
      <div className="form" role="status">
        <p>{messages.resetMailSent}</p>
        <p className="muted">Письмо может идти несколько минут. Проверьте папку «Спам».</p>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <FormAlert message={formError} />
      <EmailField
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        inputRef={emailRef}
      />
      <Button type="submit" pending={pending} block>
        {pending ? 'Отправляем…' : 'Отправить ссылку'}
      </Button>
    </form>
  );
}
