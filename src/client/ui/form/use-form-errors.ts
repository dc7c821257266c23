/**
 * Field errors of a board form, from two sources: the shared contract checked on every render
 * (shown for a field once the user has left it, and for all after a submit attempt) and the
 * server's `errors` (shown until the user edits that field). Keys are dot paths as valibot gives
 * them, so nested fields work too: `title`, `projects.2.link`.
 */
import { useCallback, useState } from 'react';
import * as v from 'valibot';

export type ErrorMap = Readonly<Record<string, string>>;

/** The first message per dot path; `rewrite` replaces library texts that are not Russian. */
export function errorsFromIssues(
  issues: readonly v.BaseIssue<unknown>[],
  rewrite?: (path: string, issue: v.BaseIssue<unknown>) => string | undefined,
): ErrorMap {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (out[path] === undefined) out[path] = rewrite?.(path, issue) ?? issue.message;
  }
  return out;
}

export interface FormErrors {
  /** The error to show at a field now. */
  errorOf(path: string): string | undefined;
  /** On blur: from now on the field shows its client error. */
  touch(path: string): void;
  /** On change: a server error about the old value no longer applies. */
  edited(path: string): void;
  /** A submit attempt: every field shows its error. */
  showAll(): void;
  setServer(errors: ErrorMap): void;
  hasClientErrors: boolean;
}

export function useFormErrors(client: ErrorMap): FormErrors {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [all, setAll] = useState(false);
  const [server, setServerState] = useState<ErrorMap>({});

  const touch = useCallback((path: string) => {
    setTouched((previous) => (previous.has(path) ? previous : new Set(previous).add(path)));
  }, []);

  const edited = useCallback((path: string) => {
    setServerState((previous) => {
      if (previous[path] === undefined) return previous;
      const { [path]: _gone, ...rest } = previous;
      return rest;
    });
  }, []);

  return {
    errorOf: (path) => server[path] ?? (all || touched.has(path) ? client[path] : undefined),
    touch,
    edited,
    showAll: () => setAll(true),
    setServer: setServerState,
    hasClientErrors: Object.keys(client).length > 0,
  };
}

/** Moves focus to the first invalid control once React has drawn the errors. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    target?.focus();
  }, 0);
}

/** Splits the server's errors into those a form shows at a field and the rest (for the alert). */
export function splitServerErrors(
  errors: Readonly<Record<string, string>> | undefined,
  isField: (path: string) => boolean,
): { fields: ErrorMap; other: string[] } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors ?? {})) {
    if (isField(path)) fields[path] = message;
    else other.push(message);
  }
  return { fields, other };
}
