import type { FormEvent, JSX, ReactNode, RefObject } from 'react';
import { FormAlert } from '../form-alert';
import { SubmitButton, usePrimarySubmit } from '../primary-action';
import { useUnsavedChanges } from '../unsaved-changes';

interface SaveFormProps {
  label: string;
  formRef: RefObject<HTMLFormElement | null>;
  alert: string | null;
  pending: boolean;
  /** Unsaved changes: leaving asks first (ui/unsaved-changes.ts). */
  dirty: boolean;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

/**
 * The frame of a form that edits the signed-in account's own details: the alert above it, its
 * fields, and «Сохранить» as the screen's primary action (Telegram's MainButton where there is one).
 */
export function SaveForm({
  label,
  formRef,
  alert,
  pending,
  dirty,
  onSubmit,
  children,
}: SaveFormProps): JSX.Element {
  useUnsavedChanges(dirty);
  const primary = usePrimarySubmit(formRef, { text: 'Сохранить', loading: pending });
  return (
    <form ref={formRef} className="form" noValidate aria-label={label} onSubmit={onSubmit}>
      <FormAlert message={alert} />
      {children}
      <SubmitButton primary={primary} pending={pending}>
        Сохранить
      </SubmitButton>
    </form>
  );
}
