/**
 * The signed-in account's own details: the student's profile (features/student-profile/) and the
 * company's account (features/company-account/). Both are a checked form (lib/checked-form.ts)
 * with a masked mobile phone, saved by one call; a refusal puts the server's errors at their
 * fields and its message alone above the form, and a save says in a toast what happens next
 * (the career centre's review, docs/decisions/015).
 */
import { type FormEvent, useCallback } from 'react';
import { type CheckedForm, type CheckedFormOptions, useCheckedForm } from './checked-form';
import type { HttpResult } from './http';
import { type MaskResult, usePhoneMask } from './mask';
import { useServices } from './services';

export interface OwnDetailsOptions<V extends { phone: string }, I, O> extends CheckedFormOptions<V, I> {
  save(input: I): Promise<HttpResult<O>>;
  /** The toast after a save, from what the server answered. */
  savedText(saved: O): string;
  onSaved(saved: O): void;
}

export interface OwnDetailsForm<V, I> {
  form: CheckedForm<V, I>;
  /** The phone input's ref: the input is uncontrolled, the mask writes it (lib/mask.ts). */
  phoneRef: ReturnType<typeof usePhoneMask>;
  submit(event: FormEvent): Promise<void>;
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
    event.preventDefault();
    if (form.pending) return;
    const input = form.attempt();
    if (input === undefined) return;
    form.setPending(true);
    form.setFormError(null);
    const result = await save(input);
    form.setPending(false);
    if (!result.ok) {
      form.refuse(result, { policy: 'message' });
      return;
    }
    form.markSaved();
    platform.toast('success', savedText(result.data));
    onSaved(result.data);
  }

  return { form, phoneRef, submit };
}
