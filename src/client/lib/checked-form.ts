/**
 * The board's forms (profiles, the vacancy, dictionaries, admins) in one hook: `useFormState`'s
 * counterpart for forms whose values are not all text (skills, files, projects, flags) and whose
 * contract judges as the user types (docs/decisions/040). It holds:
 * - the values, of any shape; `set` changes one key, `update` the whole;
 * - the contract's verdict on them every render (`check`); a field shows its client error once the
 *   user has left it (`touch`), and every field after a submit attempt (`attempt`);
 * - the server's errors by dot path (`refuse`), each shown until the user edits that field;
 * - the alert above the form with the policies of lib/form-state.ts, and the pending flag;
 * - dirty: the values differ from the initial ones, or from those at the last `markSaved()`.
 * Focus goes to the first `aria-invalid` control once React has drawn the errors, so nested
 * fields (a project's link) need no ref of their own.
 */
import { type FormEvent, type RefObject, useCallback, useRef, useState } from 'react';
import { type AlertPolicy, alertText, type Refusal } from './form-state';
import { type ErrorMap, splitServerErrors, type Verdict } from './form-verdict';
import type { HttpResult } from './http';

export interface CheckedFormOptions<V, I> {
  initial: V;
  /** The contract's verdict on the values, run every render. */
  check(values: V): Verdict<I>;
  /** Whether two values are the same for the unsaved-changes warning; JSON by default. */
  same?(a: V, b: V): boolean;
}

interface RefuseOptions {
  /** How the alert reads (lib/form-state.ts); `with-others` by default. */
  policy?: AlertPolicy;
  /** The paths shown at a field; without it every error the server names is put at its path. */
  isField?(path: string): boolean;
}

/** The keys whose values are plain text: those an input edits. */
type TextKey<V> = { [K in keyof V & string]: string extends V[K] ? K : never }[keyof V & string];

/** What a text input takes from the form: `<TextField {...form.text('title')} />`. */
export interface TextBinding {
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
}

export interface CheckedForm<V, I> {
  readonly values: V;
  readonly verdict: Verdict<I>;
  readonly pending: boolean;
  readonly formError: string | null;
  readonly dirty: boolean;
  /** The `<form>` element, for focus and the primary action. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** Changes one key; a server error at `path` (the key by default) no longer applies. */
  set<K extends keyof V & string>(key: K, value: V[K], path?: string): void;
  /** Changes the values with no field edited (a mask's output, a list rearranged by its editor). */
  update(change: (values: V) => V): void;
  /** Value, error and handlers of a text field. */
  text(key: TextKey<V>): TextBinding;
  /** The error to show at a field now. */
  errorOf(path: string): string | undefined;
  /** On blur: from now on the field shows its client error. */
  touch(path: string): void;
  /** On change: a server error about the old value no longer applies. */
  edited(path: string): void;
  /** On submit: the input to send, or undefined with every error shown and focus on the first. */
  attempt(verdict?: Verdict<I>): I | undefined;
  /** A server's refusal: its errors at their fields, the alert by the policy. */
  refuse(refusal: Refusal, options?: RefuseOptions): void;
  /**
   * The usual submit: unless a request is under way, the valid input goes to `call` with the alert
   * cleared and the pending flag on; the answer's data, or undefined once the errors are shown.
   */
  send<O>(
    event: FormEvent,
    call: (input: I) => Promise<HttpResult<O>>,
    options?: RefuseOptions,
  ): Promise<{ data: O } | undefined>;
  focusFirstInvalid(): void;
  setPending(pending: boolean): void;
  setFormError(message: string | null): void;
  /** After a successful save: these values (the current ones by default) become the clean ones. */
  markSaved(values?: V): void;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Moves focus to the first invalid control once React has drawn the errors. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}

export function useCheckedForm<V, I>({
  initial,
  check,
  same = sameJson,
}: CheckedFormOptions<V, I>): CheckedForm<V, I> {
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(false);
  const [server, setServer] = useState<ErrorMap>({});
  const formRef = useRef<HTMLFormElement>(null);
  const verdict = check(values);
  const client: ErrorMap = verdict.ok ? {} : verdict.errors;

  const touch = useCallback((path: string) => {
    setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path)));
  }, []);
  const edited = useCallback((path: string) => {
    setServer((previous) => {
      if (previous[path] === undefined) return previous;
      const { [path]: _gone, ...rest } = previous;
      return rest;
    });
  }, []);

  const set = <K extends keyof V & string>(key: K, value: V[K], path: string = key): void => {
    setValues((previous) => ({ ...previous, [key]: value }));
    edited(path);
  };
  const errorOf = (path: string): string | undefined =>
    server[path] ?? (all || touched.has(path) ? client[path] : undefined);

  const attempt = (given: Verdict<I> = verdict): I | undefined => {
    if (given.ok) return given.input;
    setAll(true);
    focusFirstInvalid(formRef.current);
    return undefined;
  };
  const refuse = (refusal: Refusal, { policy = 'with-others', isField }: RefuseOptions = {}): void => {
    const split = isField
      ? splitServerErrors(refusal.errors, isField)
      : { fields: refusal.errors ?? {}, other: [] };
    // Without `isField`, a refusal naming no field leaves the errors shown before (as the forms did).
    if (isField !== undefined || refusal.errors !== undefined) setServer(split.fields);
    const named = Object.keys(split.fields).length > 0;
    setFormError(alertText(refusal.message, { named, other: split.other }, policy));
  };

  return {
    values,
    verdict,
    pending,
    formError,
    dirty: !same(values, saved),
    formRef,
    set,
    update: setValues,
    text: (key) => ({
      value: String(values[key]),
      error: errorOf(key),
      // A text key holds exactly `string` (TextKey), which TypeScript cannot see through the generic.
      onChange: (event) => set(key, event.target.value as V[typeof key]),
      onBlur: () => touch(key),
    }),
    errorOf,
    touch,
    edited,
    attempt,
    refuse,
    async send(event, call, options) {
      event.preventDefault();
      if (pending) return undefined;
      const input = attempt();
      if (input === undefined) return undefined;
      setPending(true);
      setFormError(null);
      const result = await call(input);
      setPending(false);
      if (result.ok) return { data: result.data };
      refuse(result, options);
      return undefined;
    },
    focusFirstInvalid: () => focusFirstInvalid(formRef.current),
    setPending,
    setFormError,
    markSaved(fresh = values) {
      setValues(fresh);
      setSaved(fresh);
    },
  };
}
