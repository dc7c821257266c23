import { type FormEvent, type JSX, useState } from 'react';
import { type RecoveryKind, SendMailRequestSchema } from '../../../shared/contract/password.contract';
import { messages } from '../../../shared/messages';
import { useFormState } from '../../lib/form-state';
import { useServices } from '../../lib/services';
import { Button } from '../../ui/button';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { sendMailRequest } from './recovery-api';

/**
 * Step one: the email. The confirmation is the same whatever the server found, because the
 * server's answer is the same too (it must not reveal which emails have accounts).
 */
const FIELDS = ['email'] as const;
const EMPTY = { email: '' };

export function RequestForm({ kind }: { kind: RecoveryKind }): JSX.Element {
  const { http } = useServices();
  const form = useFormState(FIELDS, EMPTY);
  const { formError, pending } = form;
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    const request = form.parse(SendMailRequestSchema, { email: form.values.email, kind });
    if (request === undefined) return;
    form.setPending(true);
    const result = await sendMailRequest(http, request);
    form.setPending(false);
    if (result.ok) {
      setSent(true);
      return;
    }
    form.refuse(result, 'message');
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
      <EmailField {...form.field('email')} />
      <Button type="submit" pending={pending} block>
        {pending ? 'Отправляем…' : 'Отправить ссылку'}
      </Button>
    </form>
  );
}
