import type { JSX } from 'react';
import type { SecondFactorPassed } from '../../../shared/contract/two-factor.contract';
import type { HttpResult } from '../../lib/http';
import { useForm, type Verdict } from '../../lib/use-form';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';

interface CodeFormProps {
  label: string;
  hint: string;
  /** Digits only (the app's code) or also letters (a recovery code). */
  digitsOnly: boolean;
  submitText: string;
  send(code: string): Promise<HttpResult<SecondFactorPassed>>;
  onPassed(session: SecondFactorPassed): void;
}

const EMPTY = { code: '' };

function check({ code }: typeof EMPTY): Verdict<string> {
  const value = code.trim();
  return value === '' ? { ok: false, errors: { code: 'Введите код.' } } : { ok: true, input: value };
}

/** One code field: sends it, shows the server's word on a refusal, clears the field for a new try. */
export function CodeForm({
  label,
  hint,
  digitsOnly,
  submitText,
  send,
  onPassed,
}: CodeFormProps): JSX.Element {
  const form = useForm({ initial: EMPTY, check });
  const { pending } = form;
  const submit = form.onSubmit({
    call: send,
    done: onPassed,
    // The code's own error sits under the field; any other refusal is said in the alert.
    alert: 'unless-named',
    refused() {
      form.update(() => EMPTY);
      form.formRef.current?.querySelector<HTMLElement>('[name="code"]')?.focus();
    },
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <FormAlert message={form.alert} />
      <TextField
        label={label}
        hint={hint}
        name="code"
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={digitsOnly ? 6 : 32}
        {...form.field('code')}
      />
      <Button type="submit" pending={pending} block>
        {pending ? 'Проверяем…' : submitText}
      </Button>
    </form>
  );
}
