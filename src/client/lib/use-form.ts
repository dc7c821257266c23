/**
 * Every form of the client in one hook, with one submit path (docs/decisions/044, which replaced the
 * two hooks and the hand-made forms of docs/decisions/040). `useForm` holds:
 * - the values, of any shape (text, flags, files, lists); `set` changes a key as the user edits it,
 *   `update` changes them with no field edited (a list rearranged, a code cleared for a new try);
 * - the contract's verdict on them, every render (`check`, mostly `verdictOf(schema, candidate)`);
 *   a field shows its error once the user has left it (`touch`), and every field after a submit;
 * - the server's errors by dot path (`projects.2.link`), each shown until its field is edited;
 * - the alert above the form, by a policy (`AlertPolicy`), and the pending flag while sending;
 * - dirty: the values differ from the initial ones, or from those at the last `markSaved()`;
 * - `reset`: a fresh form for the next entry (after «Добавить»), with no error, touch or alert left.
 * `send` is the submit: the verdict, the call, then success or the refusal shown. Focus goes to the
 * first `aria-invalid` control once React has drawn the errors, so nested fields need no refs. A
 * refused submit (the verdict's or the server's) buzzes once inside Telegram (the platform port's
 * `haptic`; the website has none): a form's refusal is said in the form, never in an error toast too.
 */
import { type FormEvent, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { type AlertPolicy, type Answer, placeRefusal, type Refusal } from './form-refusal';
import { usePlatform } from './services';

/** Errors by valibot dot path. */
type ErrorMap = Readonly<Record<string, string>>;

/** The contract's verdict on a form: the input to send, or the errors by dot path. */
export type Verdict<I> = { ok: true; input: I } | { ok: false; errors: ErrorMap };

/**
 * The schema's verdict on `candidate`, the first message per path; `rewrite` replaces library texts
 * that are not Russian, `config` is valibot's (e.g. its fallback `message`).
 */
export function verdictOf<S extends v.GenericSchema>(
  schema: S,
  candidate: unknown,
  rewrite?: (path: string, issue: v.BaseIssue<unknown>) => string | undefined,
  config?: v.Config<v.InferIssue<S>>,
): Verdict<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, candidate, config);
  if (parsed.success) return { ok: true, input: parsed.output };
  const errors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= rewrite?.(path, issue) ?? issue.message;
  }
  return { ok: false, errors };
}

export interface FormOptions<V, I> {
  initial: V;
  /** The contract's verdict on the values, run every render. */
  check(values: V): Verdict<I>;
  /** Whether two values are the same for dirty; JSON by default. */
  same?(a: V, b: V): boolean;
}

export interface SendOptions<I, O> {
  /** Sends the valid input. */
  call(input: I): Promise<Answer<O>>;
  /** After a success, while the form still says it is sending (a session stored, a navigation). */
  done?(data: O): unknown;
  /** After a refusal is shown (e.g. a stale page to reload on close). */
  refused?(refusal: Refusal): void;
  /** How the alert reads; `with-others` by default. */
  alert?: AlertPolicy;
  /** The paths shown at a field; without it every error the server names is put at its path. */
  isField?(path: string): boolean;
  /** The alert when the verdict refuses; none by default. */
  invalid?: string;
}

/** The keys whose values are plain text: those an input edits. */
type TextKey<V> = { [K in keyof V & string]: string extends V[K] ? K : never }[keyof V & string];

/** What a text input takes from the form: `<TextField {...form.field('title')} />`. */
export interface TextBinding {
  value: string;
  error: string | undefined;
  onChange(event: { target: { value: string } }): void;
  onBlur(): void;
}

export interface Form<V, I> {
  readonly values: V;
  /** The contract's verdict on the values now, whatever is shown. */
  readonly verdict: Verdict<I>;
  readonly pending: boolean;
  /** The alert above the form. */
  readonly alert: string | null;
  readonly dirty: boolean;
  /** The `<form>` element: focus, the primary action (ui/primary-action.tsx). */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** The user changed one key; a server error at `path` (the key by default) no longer applies. */
  set<K extends keyof V & string>(key: K, value: V[K], path?: string): void;
  /** Changes the values with no field edited. */
  update(change: (values: V) => V): void;
  field(key: TextKey<V>): TextBinding;
  /** The error to show at a field now. */
  errorOf(path: string): string | undefined;
  /** On blur: from now on the field shows its client error. */
  touch(path: string): void;
  /** A server error about the old value no longer applies. */
  edited(path: string): void;
  /** A server's word on one field before any submit (an email already taken, asked on blur). */
  setServerError(path: string, message: string): void;
  /** The submit: unless one is under way, the valid input goes to `call`; a refusal is shown. */
  send<O>(options: SendOptions<I, O>): Promise<void>;
  /** `send` as a `<form onSubmit>`. */
  onSubmit<O>(options: SendOptions<I, O>): (event: FormEvent) => void;
  /** After a save: these values (the current ones by default) become the clean ones. */
  markSaved(values?: V): void;
  /**
   * Starts again from `values` (the initial ones by default), clean and untouched: no client or
   * server error, no alert. After a success that empties the form for the next entry.
   */
  reset(values?: V): void;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function useForm<V, I>({ initial, check, same = sameJson }: FormOptions<V, I>): Form<V, I> {
  const platform = usePlatform();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(false);
  const [server, setServer] = useState<ErrorMap>({});
  // Counts the requests to move focus to the first invalid control: asking twice moves it twice.
  const [focusAsked, setFocusAsked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Two presses within one render must not send twice.
  const sending = useRef(false);
  const verdict = check(values);
  const client: ErrorMap = verdict.ok ? {} : verdict.errors;

  useLayoutEffect(() => {
    if (focusAsked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusAsked]);

  // Stable across renders, like React's setters: a mask's ref callback depends on them (lib/mask.ts).
  const edited = useCallback(
    (path: string): void =>
      setServer((previous) => {
        if (previous[path] === undefined) return previous;
        const { [path]: _gone, ...rest } = previous;
        return rest;
      }),
    [],
  );
  const touch = useCallback(
    (path: string): void =>
      setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path))),
    [],
  );
  const set = useCallback(
    <K extends keyof V & string>(key: K, value: V[K], path: string = key): void => {
      setValues((previous) => ({ ...previous, [key]: value }));
      edited(path);
    },
    [edited],
  );
  const errorOf = (path: string): string | undefined =>
    server[path] ?? (all || touched.has(path) ? client[path] : undefined);
  const focusInvalid = () => setFocusAsked((asked) => asked + 1);

  function refuse(refusal: Refusal, { alert: policy = 'with-others', isField }: SendOptions<I, unknown>) {
    const shown = placeRefusal(refusal, policy, isField);
    setServer(shown.fields);
    setAlert(shown.alert);
    focusInvalid();
    platform.haptic('error');
  }

  async function send<O>(options: SendOptions<I, O>): Promise<void> {
    if (sending.current) return;
    setAlert(verdict.ok ? null : (options.invalid ?? null));
    if (!verdict.ok) {
      setAll(true);
      focusInvalid();
      platform.haptic('error');
      return;
    }
    sending.current = true;
    setPending(true);
    try {
      const answer = await options.call(verdict.input);
      if (answer.ok) await options.done?.(answer.data);
      else {
        refuse(answer, options);
        options.refused?.(answer);
      }
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return {
    values,
    verdict,
    pending,
    alert,
    dirty: !same(values, saved),
    formRef,
    set,
    update: setValues,
    field: (key) => ({
      value: String(values[key] ?? ''),
      error: errorOf(key),
      // A text key holds a string (TextKey), which TypeScript cannot see through the generic.
      onChange: (event) => set(key, event.target.value as V[typeof key]),
      onBlur: () => touch(key),
    }),
    errorOf,
    touch,
    edited,
    setServerError: (path, message) => setServer((previous) => ({ ...previous, [path]: message })),
    send,
    onSubmit: (options) => (event) => {
      event.preventDefault();
      void send(options);
    },
    markSaved(fresh) {
      if (fresh !== undefined) setValues(fresh);
      setSaved(fresh ?? values);
    },
    reset(fresh = initial) {
      setValues(fresh);
      setSaved(fresh);
      setTouched(new Set());
      setAll(false);
      setServer({});
      setAlert(null);
    },
  };
}
