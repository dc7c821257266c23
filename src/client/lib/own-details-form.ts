/**
 * The signed-in account's own details: the student's profile (features/student-profile/) and the
 * company's account (features/company-account/). Both are a form (lib/use-form.ts) with a masked
 * mobile phone, saved by one call; a refusal puts the server's errors at their fields and its
 * message alone above the form, and a save says in a toast what happens next (the career
 * centre's review, docs/decisions/015).
 */
import { type FormEvent, type RefObject, useCallback } from 'react';
import type { HttpResult } from './http';
import { type MaskResult, usePhoneMask } from './mask';
import { useServices } from './services';
import { type Form, type FormOptions, useForm } from './use-form';

interface OwnDetailsOptions<V extends { phone: string }, I, O> extends FormOptions<V, I> {
  save(input: I): Promise<HttpResult<O>>;
  /** The toast after a save, from what the server answered. */
  savedText(saved: O): string;
  onSaved(saved: O): void;
}

/** The form's unsaved edits, for an action that must not go out without them (a review request). */
export interface OwnDetailsDraft {
  readonly dirty: boolean;
  /** Saves as «Сохранить» does; true once saved, false when refused (the form shows why). */
  save(): Promise<boolean>;
}

interface OwnDetailsForm<V, I> {
  form: Form<V, I>;
  draft: OwnDetailsDraft;
  /** What `ui/form/save-form.tsx` takes. */
  frame: {
    formRef: RefObject<HTMLFormElement | null>;
    alert: string | null;
    pending: boolean;
    dirty: boolean;
    onSubmit(event: FormEvent): void;
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
  const form = useForm(options);
  const { update, edited } = form;
  // The user typed in the phone: its server error no longer applies.
  const hearPhone = useCallback(
    (result: MaskResult) => {
      update((previous) => ({ ...previous, phone: result.masked }));
      edited('phone');
    },
    [update, edited],
  );
  const phoneRef = usePhoneMask(hearPhone);

  const sending = (after?: () => void) => ({
    call: save,
    done(saved: O) {
      form.markSaved();
      platform.toast('success', savedText(saved));
      onSaved(saved);
      after?.();
    },
    alert: 'message' as const,
  });

  return {
    form,
    draft: {
      dirty: form.dirty,
      async save() {
        let saved = false;
        await form.send(
          sending(() => {
            saved = true;
          }),
        );
        return saved;
      },
    },
    frame: {
      formRef: form.formRef,
      alert: form.alert,
      pending: form.pending,
      dirty: form.dirty,
      onSubmit: form.onSubmit(sending()),
    },
    phone: {
      defaultValue: form.values.phone,
      inputRef: phoneRef,
      error: form.errorOf('phone'),
      onBlur: () => form.touch('phone'),
    },
  };
}
