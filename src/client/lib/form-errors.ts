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
