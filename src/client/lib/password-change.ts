/**
 * «Сменить пароль» of the signed-in student or company: the current password, the new one twice.
 * The shared contract judges as the user types (lib/checked-form.ts), the repeat is compared here,
 * and the server answers a wrong current password at its field. The form itself is
 * `ui/form/password-change-form.tsx`, which calls this hook as the screen hands it in (ui/ imports
 * no lib/ state, docs/decisions/039).
 */
import type { FormEvent, RefObject } from 'react';
import {
  type ChangePasswordRequest,
  ChangePasswordRequestSchema,
  type RecoveryKind,
} from '../../shared/contract/password.contract';
import { messages } from '../../shared/messages';
import { type TextBinding, useCheckedForm } from './checked-form';
import { type Verdict, verdictOf } from './form-verdict';
import { changePassword } from './password-api';
import { useServices } from './services';

const EMPTY = { currentPassword: '', password: '', repeat: '' };
export type PasswordChangeKey = keyof typeof EMPTY;

function check(values: typeof EMPTY): Verdict<ChangePasswordRequest> {
  const verdict = verdictOf(ChangePasswordRequestSchema, values);
  if (values.repeat === values.password) return verdict;
  const errors = verdict.ok ? {} : verdict.errors;
  return { ok: false, errors: { ...errors, repeat: messages.passwordRepeatMismatch } };
}

export interface PasswordChange {
  formRef: RefObject<HTMLFormElement | null>;
  alert: string | null;
  pending: boolean;
  text(key: PasswordChangeKey): TextBinding;
  onSubmit(event: FormEvent): Promise<void>;
}

export function usePasswordChange(kind: RecoveryKind): PasswordChange {
  const { http, platform } = useServices();
  const form = useCheckedForm({ initial: EMPTY, check });

  async function onSubmit(event: FormEvent): Promise<void> {
    const changed = await form.send(
      event,
      ({ currentPassword, password }) => changePassword(http, kind, { currentPassword, password }),
      { policy: 'unless-named' },
    );
    if (changed === undefined) return;
    form.update(() => EMPTY);
    platform.toast('success', 'Пароль изменён.');
  }

  return { formRef: form.formRef, alert: form.formError, pending: form.pending, text: form.text, onSubmit };
}
