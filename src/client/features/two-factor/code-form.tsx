import { type FormEvent, type JSX, useRef, useState } from 'react';
import type { SecondFactorPassed } from '../../../shared/contract/two-factor';
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

/** One code field: sends it, shows the server's word on a refusal, clears the field for a new try. */
export function CodeForm({
  label,
  hint,
  digitsOnly,
  submitText,
  send,
  onPassed,
}: CodeFormProps): JSX.Element {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (pending) return;
    const value = code.trim();
    if (value === '') {
      setError('Введите код.');
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    setAlert(null);
    const result = await send(value);
    setPending(false);
    if (result.ok) {
      onPassed(result.data);
      return;
    }
    if (result.errors?.code) setError(result.errors.code);
    else setAlert(result.message);
    setCode('');
    inputRef.current?.focus();
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <FormAlert message={alert} />
      <TextField
        label={label}
        hint={hint}
        name="code"
        autoComplete="one-time-code"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={digitsOnly ? 6 : 32}
        value={code}
        error={error}
        inputRef={inputRef}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" pending={pending} block>
        {pending ? 'Проверяем…' : submitText}
      </Button>
    </form>
  );
}
