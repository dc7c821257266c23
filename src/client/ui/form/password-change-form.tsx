/**
 * «Сменить пароль» of the signed-in student or company: the current password, the new one twice.
 * Its state and the call are lib/password-change.ts `usePasswordChange`, which the screen hands in:
 * ui/ imports no lib/ state (docs/decisions/039), and the state lives and goes with the form.
 */
import type { FormEvent, JSX, RefObject } from 'react';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import { PasswordField } from '../password-field';

type Field = 'currentPassword' | 'password' | 'repeat';
const FIELDS: readonly Field[] = ['currentPassword', 'password', 'repeat'];
const LABELS: Record<Field, string> = {
  currentPassword: 'Текущий пароль',
  password: 'Новый пароль',
  repeat: 'Повторите новый пароль',
};

/** What the form shows and does; `usePasswordChange` gives it. */
interface PasswordChangeState {
  formRef: RefObject<HTMLFormElement | null>;
  alert: string | null;
  pending: boolean;
  text(field: Field): {
    value: string;
    error: string | undefined;
    onChange(event: { target: { value: string } }): void;
    onBlur(): void;
  };
  onSubmit(event: FormEvent): void;
}

interface PasswordChangeFormProps<K> {
  kind: K;
  usePasswordChange(kind: K): PasswordChangeState;
}

export function PasswordChangeForm<K>({ kind, usePasswordChange }: PasswordChangeFormProps<K>): JSX.Element {
  const form = usePasswordChange(kind);
  return (
    <form ref={form.formRef} className="form" noValidate aria-label="Сменить пароль" onSubmit={form.onSubmit}>
      <h2>Сменить пароль</h2>
      <FormAlert message={form.alert} />
      {FIELDS.map((field) => (
        <PasswordField
          key={field}
          label={LABELS[field]}
          autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
          {...form.text(field)}
        />
      ))}
      <Button type="submit" variant="secondary" pending={form.pending}>
        Сменить пароль
      </Button>
    </form>
  );
}
