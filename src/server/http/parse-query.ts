import * as v from 'valibot';
import { CONTROL_CHARACTERS_MESSAGE, findControlCharacters } from '../../shared/contract/text';
import { messages } from '../../shared/messages';
import type { AppContext } from './context';
import { fail } from './envelope';
import { type Parsed, russianFallback } from './parse-body';

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    // A query parameter is one field even when it holds a list (`employment=full,slave`).
    const first = issue.path?.[0]?.key;
    const key = first === undefined ? 'query' : String(first);
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Validates the query string with the shared contract (the browser sends strings; the schema
 * types them). A repeated parameter counts once: its first value.
 */
export function parseQuery<TSchema extends v.GenericSchema>(
  c: AppContext,
  schema: TSchema,
): Parsed<v.InferOutput<TSchema>> {
  const query = c.req.query();
  // No query parameter is multi-line: no control character at all, tab and breaks included.
  const controlled = findControlCharacters(query, false);
  if (controlled !== null) {
    return {
      ok: false,
      response: fail(c, 400, messages.invalidInput, { [controlled]: CONTROL_CHARACTERS_MESSAGE }),
    };
  }
  const result = v.safeParse(schema, query, russianFallback);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, response: fail(c, 400, messages.invalidInput, fieldErrors(result.issues)) };
}

/** Path parameters by the declaration's schema; a value that does not parse names no resource: 404. */
export function parseParams<TSchema extends v.GenericSchema>(
  c: AppContext,
  schema: TSchema,
  notFoundMessage: string,
): Parsed<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, c.req.param());
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, response: fail(c, 404, notFoundMessage) };
}
