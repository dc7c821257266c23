import type { FormEvent, JSX } from 'react';
import type { SecondFactorPassed } from '../../../shared/contract/two-factor.contract';
import { useFormState } from '../../lib/form-state';
import type { HttpResult } from '../../lib/http';
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

const FIELDS = ['code'] as const;
const EMPTY = { code: '' };

/** One code field: sends it, shows the server's word on a refusal, clears the field for a new try. */
export function CodeForm({
  label,
  hint,
  digitsOnly,
  submitText,
  send,
  onPassed,
}: CodeFormProps): JSX.Element {
  const form = useFormState(FIELDS, EMPTY);
  const { pending } = form;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    const value = form.values.code.trim();
    if (value === '') {
      form.showErrors({ code: 'Введите код.' });
      return;
    }
    form.setPending(true);
    form.setErrors({});
    form.setFormError(null);
    const result = await send(value);
    form.setPending(false);
    if (result.ok) {
      onPassed(result.data);
      return;
    }
    // The code's own error sits under the field; any other refusal is said in the alert.
    form.refuse(result, 'unless-named');
    form.set('code', '');
    form.focus('code');
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <FormAlert message={form.formError} />
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
