/**
 * The board's forms' verdicts (lib/checked-form.ts): errors by valibot dot path, for nested fields
 * (`title`, `projects.2.link`). A module apart from lib/form-errors.ts: the sign-in screens share that
 * one in a chunk, which would carry these too (the bundler splits by module, docs/decisions/041).
 */
import * as v from 'valibot';

/** Errors by dot path. */
export type ErrorMap = Readonly<Record<string, string>>;

/** The first message per dot path; `rewrite` replaces library texts that are not Russian. */
function errorsByPath(
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

/** The contract's verdict on a form: the input to send, or the errors by dot path. */
export type Verdict<I> = { ok: true; input: I } | { ok: false; errors: ErrorMap };

export function verdictOf<S extends v.GenericSchema>(
  schema: S,
  candidate: unknown,
  rewrite?: (path: string, issue: v.BaseIssue<unknown>) => string | undefined,
): Verdict<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, candidate);
  return parsed.success
    ? { ok: true, input: parsed.output }
    : { ok: false, errors: errorsByPath(parsed.issues, rewrite) };
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
