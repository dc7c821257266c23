import * as v from 'valibot';

/**
 * The API envelope (docs/design.md#api-rules): `{ success: true, data }` or
 * `{ success: false, message, errors? }` with a Russian message and per-field Russian errors.
 */
export const ApiFailureSchema = v.object({
  success: v.literal(false),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.string())),
  /** A machine-readable reason where a screen must tell failures apart (e.g. tg-login's). */
  code: v.optional(v.string()),
});
export type ApiFailure = v.InferOutput<typeof ApiFailureSchema>;
