import { type JSX, useState } from 'react';
import { SendMailRequestSchema } from '../../../shared/contract/password.contract';
import { messages } from '../../../shared/messages';
import { useServices } from '../../lib/services';
import { useForm, verdictOf } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { EmailField } from '../../ui/email-field';
import { FormAlert } from '../../ui/form-alert';
import { sendMailRequest } from './recovery-api';

/**
 * Step one: the email, nothing else: the server mails whichever student or company account holds
 * it (docs/decisions/050). The confirmation is the same whatever the server found, because the
 * server's answer is the same too (it must not reveal which emails have accounts).
 */
export function RequestForm(): JSX.Element {
  const { http } = useServices();
  const form = useForm({
    initial: { email: '' },
    check: (values: { email: string }) => verdictOf(SendMailRequestSchema, values),
  });
  const { pending } = form;
  const [sent, setSent] = useState(false);
  const submit = form.onSubmit({
    call: (request) => sendMailRequest(http, request),
    done: () => setSent(true),
    alert: 'message',
  });

  if (sent) {
    return (
      <div className="form" role="status">
        <p>{messages.resetMailSent}</p>
        <p className="muted">Письмо может идти несколько минут. Проверьте папку «Спам».</p>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={form.alert} />
      <EmailField {...form.field('email')} />
      <Button type="submit" pending={pending} block>
        {pending ? 'Отправляем…' : 'Отправить ссылку'}
      </Button>
    </form>
  );
}
