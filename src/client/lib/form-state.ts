/**
 * A form's state in one hook, instead of a `useState` per field (docs/decisions/040: react-hook-form
 * is too heavy for the sign-in screens). `useFormState` holds:
 * - the fields' values, as text (what inputs hold); `set` changes one;
 * - an error per field, from two sources: the valibot schema (`parse`, on submit) and the server's
 *   `errors` map (`refuse`, lib/form-errors.ts); focus goes to the first field with one;
 * - the alert above the form (`formError`) and the pending flag of the request;
 * - dirty: the values differ from the initial ones, or from those at the last `markSaved()`.
 * Checks that no schema says (two passwords alike, an availability on blur) stay in the form:
 * `showErrors` (on submit) and `setErrors` (as the user types) put their verdicts in the same places.
 * `useFormErrors` is its error half alone, for a form whose text its page keeps (a draft that
 * survives closing the dialog).
 */
import { type RefCallback, useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { type FieldErrors, fieldErrorsFromIssues, fieldErrorsFromServer, firstInvalid } from './form-errors';

/** A server's refusal: HttpResult's failure fits. */
export interface Refusal {
  message: string;
  errors?: Record<string, string> | undefined;
}

/**
 * What the alert above a form says on a refusal: the message with the errors of fields the form
 * does not show (`with-others`), the message alone (`message`), or nothing when every error sits
 * under a field (`unless-named`, else as `with-others`).
 */
export type AlertPolicy = 'with-others' | 'message' | 'unless-named';

/** The alert's text for a refusal, `named` saying whether some error sits under a field. */
export function alertText(
  message: string,
  server: { named: boolean; other: readonly string[] },
  policy: AlertPolicy,
): string | null {
  if (policy === 'message') return message;
  if (policy === 'unless-named' && server.named && server.other.length === 0) return null;
  return [message, ...server.other].join(' ');
}

/** What a text field takes from the form. */
interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
  inputRef: RefCallback<HTMLElement>;
}

/** The errors of a form and the alert above it; the values are kept elsewhere. */
interface FormErrors<F extends string> {
  readonly errors: FieldErrors<F>;
  readonly formError: string | null;
  /** The field's element, for focus: a field's `inputRef`, a textarea's `textareaRef`. */
  ref(name: F): RefCallback<HTMLElement>;
  /** Moves focus to the field (e.g. back to a code field cleared for a new try). */
  focus(name: F): void;
  /** The schema's output for `input`; or undefined, its issues under their fields, focus on the first. */
  parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> | undefined;
  /** These errors under their fields (replacing the shown ones), focus on the first. */
  showErrors(errors: FieldErrors<F>): void;
  /** These errors under their fields, focus left where it is: a check as the user types. */
  setErrors(errors: FieldErrors<F>): void;
  /** A server's refusal: its `errors` under their fields, focus on the first, the alert by `policy`. */
  refuse(refusal: Refusal, policy?: AlertPolicy): void;
  setFormError(message: string | null): void;
}

export interface FormState<F extends string> extends FormErrors<F> {
  readonly values: Readonly<Record<F, string>>;
  readonly pending: boolean;
  readonly dirty: boolean;
  set(field: F, value: string): void;
  /** Value, error, change handler and ref of one field: `<TextField {...form.field('name')} />`. */
  field(name: F): FieldBinding;
  setPending(pending: boolean): void;
  /** After a successful save: the current values become the clean ones. */
  markSaved(): void;
}

/** `fields` in form order: focus goes to the first invalid one. */
export function useFormErrors<F extends string>(fields: readonly F[]): FormErrors<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const elements = useRef(new Map<F, HTMLElement>());
  // One callback per field for the form's life: React does not detach and attach it each render.
  const refs = useRef(new Map<F, RefCallback<HTMLElement>>());

  const ref = (name: F): RefCallback<HTMLElement> => {
    let callback = refs.current.get(name);
    if (callback === undefined) {
      callback = (element) => {
        if (element === null) elements.current.delete(name);
        else elements.current.set(name, element);
      };
      refs.current.set(name, callback);
    }
    return callback;
  };
  const showErrors = (found: FieldErrors<F>): void => {
    setErrors(found);
    const first = firstInvalid(found, fields);
    if (first !== undefined) elements.current.get(first)?.focus();
  };

  return {
    errors,
    formError,
    ref,
    focus: (name) => elements.current.get(name)?.focus(),
    parse(schema, input) {
      const parsed = v.safeParse(schema, input);
      showErrors(parsed.success ? {} : fieldErrorsFromIssues(parsed.issues, fields));
      return parsed.success ? parsed.output : undefined;
    },
    showErrors,
    setErrors,
    refuse(refusal, policy = 'with-others') {
      const server = fieldErrorsFromServer(refusal.errors, fields);
      const named = Object.keys(server.fields).length > 0;
      setFormError(alertText(refusal.message, { named, other: server.other }, policy));
      showErrors(server.fields);
    },
    setFormError,
  };
}

/** `fields` in form order (focus goes to the first invalid); `initial` their starting values. */
export function useFormState<F extends string>(
  fields: readonly F[],
  initial: Readonly<Record<F, string>>,
): FormState<F> {
  const checks = useFormErrors(fields);
  const [values, setValues] = useState<Readonly<Record<F, string>>>(initial);
  const [saved, setSaved] = useState(initial);
  const [pending, setPending] = useState(false);
  const set = useCallback((field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  return {
    ...checks,
    values,
    pending,
    dirty: fields.some((name) => values[name] !== saved[name]),
    set,
    field: (name) => ({
      value: values[name],
      error: checks.errors[name],
      onChange: (event) => set(name, event.target.value),
      inputRef: checks.ref(name),
    }),
    setPending,
    markSaved: () => setSaved(values),
  };
}
