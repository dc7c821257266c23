/**
 * The signed-in account's own details: the student's profile (features/student-profile/) and the
 * company's account (features/company-account/). Both are a checked form (lib/checked-form.ts)
 * with a masked mobile phone, saved by one call; a refusal puts the server's errors at their
 * fields and its message alone above the form, and a save says in a toast what happens next
 * (the career centre's review, docs/decisions/015).
 */
import { type FormEvent, type RefObject, useCallback } from 'react';
import { type CheckedForm, type CheckedFormOptions, useCheckedForm } from './checked-form';
import type { HttpResult } from './http';
import { type MaskResult, usePhoneMask } from './mask';
import { useServices } from './services';

interface OwnDetailsOptions<V extends { phone: string }, I, O> extends CheckedFormOptions<V, I> {
  save(input: I): Promise<HttpResult<O>>;
  /** The toast after a save, from what the server answered. */
  savedText(saved: O): string;
  onSaved(saved: O): void;
}

interface OwnDetailsForm<V, I> {
  form: CheckedForm<V, I>;
  /** What `ui/form/save-form.tsx` takes. */
  frame: {
    formRef: RefObject<HTMLFormElement | null>;
    alert: string | null;
    pending: boolean;
    dirty: boolean;
    onSubmit(event: FormEvent): Promise<void>;
  };
  /** What `ui/form/phone-field.tsx` takes: the input is uncontrolled, the mask writes it (lib/mask.ts). */
  phone: {
    defaultValue: string;
    inputRef: ReturnType<typeof usePhoneMask>;
    error: string | undefined;
    onBlur(): void;
  };
}

export function useOwnDetailsForm<V extends { phone: string }, I, O>({
  save,
  savedText,
  onSaved,
  ...options
}: OwnDetailsOptions<V, I, O>): OwnDetailsForm<V, I> {
  const { platform } = useServices();
  const form = useCheckedForm(options);
  const { update } = form;
  const hearPhone = useCallback(
    (result: MaskResult) => update((previous) => ({ ...previous, phone: result.masked })),
    [update],
  );
  const phoneRef = usePhoneMask(hearPhone);

  async function submit(event: FormEvent): Promise<void> {
    const saved = await form.send(event, save, { policy: 'message' });
    if (saved === undefined) return;
    form.markSaved();
    platform.toast('success', savedText(saved.data));
    onSaved(saved.data);
  }

  return {
    form,
    frame: {
      formRef: form.formRef,
      alert: form.formError,
      pending: form.pending,
      dirty: form.dirty,
      onSubmit: submit,
    },
    phone: {
      defaultValue: form.values.phone,
      inputRef: phoneRef,
      error: form.errorOf('phone'),
      onBlur: () => form.touch('phone'),
    },
  };
}
