/**
 * How a form shows a refusal (lib/use-form.ts, docs/decisions/044): the errors its fields show, and
 * the alert above it by the submit's policy.
 */

/**
 * What the alert above a form says on a refusal: the message with the errors of fields the form
 * does not show (`with-others`), the message alone (`message`), or nothing when every error sits
 * under a field (`unless-named`, else as `with-others`).
 */
export type AlertPolicy = 'with-others' | 'message' | 'unless-named';

/** A refusal: HttpResult's failure fits; a call may build one (e.g. write access denied). */
export interface Refusal {
  message: string;
  errors?: Record<string, string> | undefined;
  /** The HTTP status, when the refusal is an answer. */
  status?: number;
  /** How this refusal's alert reads, over the submit's own policy. */
  alert?: AlertPolicy;
}

/** What a submit's call answers: HttpResult fits. */
export type Answer<O> = { ok: true; data: O } | ({ ok: false } & Refusal);

/**
 * The refusal's errors at the fields `isField` accepts (every path without it), and the alert: the
 * refusal's own policy over the submit's.
 */
export function placeRefusal(
  refusal: Refusal,
  policy: AlertPolicy,
  isField: ((path: string) => boolean) | undefined,
): { fields: Record<string, string>; alert: string | null } {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(refusal.errors ?? {})) {
    if (isField === undefined || isField(path)) fields[path] = message;
    else other.push(message);
  }
  const named = Object.keys(fields).length > 0;
  const chosen = refusal.alert ?? policy;
  if (chosen === 'message') return { fields, alert: refusal.message };
  if (chosen === 'unless-named' && named && other.length === 0) return { fields, alert: null };
  return { fields, alert: [refusal.message, ...other].join(' ') };
}
