import * as v from 'valibot';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '../../shared/contract/text';
import { messages } from '../../shared/messages';
import type { AppContext } from './context';
import { fail } from './envelope';

/**
 * The contracts word their own messages; a missing key or a bare type check has none and would
 * otherwise surface valibot's English default.
 */
export const russianFallback: v.Config<v.BaseIssue<unknown>> = {
  message: (issue) => (issue.received === 'undefined' ? messages.fieldRequired : messages.fieldInvalid),
};

export type Parsed<TOutput> = { ok: true; value: TOutput } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it with the shared contract. Field errors come back keyed
 * by field name, first message per field, Russian as the contract writes them.
 */
export async function parseJsonBody<TSchema extends v.GenericSchema>(
  c: AppContext,
  schema: TSchema,
): Promise<Parsed<v.InferOutput<TSchema>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 400, messages.invalidJson) };
  }
  // Before the contract, for every field of every body: tab and line breaks only (text.ts).
  const controlled = findControlCharacters(raw, true);
  if (controlled !== null) {
    return {
      ok: false,
      response: fail(c, 400, messages.invalidInput, { [controlled]: CONTROL_CHARACTERS_MESSAGE }),
    };
  }
  const result = v.safeParse(schema, raw, russianFallback);
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return { ok: false, response: fail(c, 400, messages.invalidInput, errors) };
}
