/** Field errors from two sources — valibot on the client, the envelope's `errors` from the server. */
import * as v from 'valibot';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** The first message per top-level field; issues of other fields are left to the caller. */
export function fieldErrorsFromIssues<TField extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  fields: readonly TField[],
): FieldErrors<TField> {
  const out: FieldErrors<TField> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue)?.split('.')[0];
    const field = fields.find((candidate) => candidate === key);
    if (field !== undefined && out[field] === undefined) out[field] = issue.message;
  }
  return out;
}

/** Keeps the server's errors for the fields the form shows; the rest are returned apart. */
export function fieldErrorsFromServer<TField extends string>(
  errors: Record<string, string> | undefined,
  fields: readonly TField[],
): { fields: FieldErrors<TField>; other: string[] } {
  const out: FieldErrors<TField> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    const field = fields.find((candidate) => candidate === key);
    if (field === undefined) other.push(message);
    else out[field] = message;
  }
  return { fields: out, other };
}

/** The first field (in form order) that has an error, to move focus there. */
export function firstInvalid<TField extends string>(
  errors: FieldErrors<TField>,
  fields: readonly TField[],
): TField | undefined {
  return fields.find((field) => errors[field] !== undefined);
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

/**
 * Errors by valibot dot path, for forms with nested fields (`title`, `projects.2.link`): the board's
 * forms, checked as the user types (lib/checked-form.ts).
 */
export type ErrorMap = Readonly<Record<string, string>>;

/** The first message per dot path; `rewrite` replaces library texts that are not Russian. */
export function errorsByPath(
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
