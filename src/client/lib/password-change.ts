/**
 * «Сменить пароль» of the signed-in student or company: the current password, the new one twice.
 * The shared contract judges as the user types (lib/use-form.ts), the repeat is compared here,
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
import { changePassword } from './password-api';
import { useServices } from './services';
import { type TextBinding, useForm, type Verdict, verdictOf } from './use-form';

const EMPTY = { currentPassword: '', password: '', repeat: '' };
type PasswordChangeKey = keyof typeof EMPTY;

function check(values: typeof EMPTY): Verdict<ChangePasswordRequest> {
  const verdict = verdictOf(ChangePasswordRequestSchema, values);
  if (values.repeat === values.password) return verdict;
  const errors = verdict.ok ? {} : verdict.errors;
  return { ok: false, errors: { ...errors, repeat: messages.passwordRepeatMismatch } };
}

interface PasswordChange {
  formRef: RefObject<HTMLFormElement | null>;
  alert: string | null;
  pending: boolean;
  text(key: PasswordChangeKey): TextBinding;
  onSubmit(event: FormEvent): void;
}

export function usePasswordChange(kind: RecoveryKind): PasswordChange {
  const { http, platform } = useServices();
  const form = useForm({ initial: EMPTY, check });
  const onSubmit = form.onSubmit({
    call: ({ currentPassword, password }) => changePassword(http, kind, { currentPassword, password }),
    done() {
      form.update(() => EMPTY);
      platform.toast('success', 'Пароль изменён.');
    },
    alert: 'unless-named',
  });

  return { formRef: form.formRef, alert: form.alert, pending: form.pending, text: form.field, onSubmit };
}
