import * as v from 'valibot';

/**
 * Control characters in text (docs/decisions/017-input-text-and-error-logs.md). Nobody types
 * them; pasted from another program they break layouts, CSV and mail, and PostgreSQL refuses NUL
 * in text outright (the 500 of issue 11). Tab and line breaks are the only ones allowed, and only
 * in multi-line fields. A lone UTF-16 surrogate (half of a pair, from a JSON `\udc00` escape or a
 * broken paste) is no character at all: PGlite refuses it with code 22021, a 500 before this check.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0, DEL and C1; for single-line text also tab, line breaks and U+2028/2029. */
function isControl(code: number, multiline: boolean): boolean {
  if (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) return !multiline;
  if (code === 0x2028 || code === 0x2029) return !multiline;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

export const CONTROL_CHARACTERS_MESSAGE =
  'Уберите из текста служебные символы (они бывают в тексте, скопированном из других программ).';
export const LINE_BREAK_MESSAGE = 'Напишите в одну строку, без переносов и табуляции.';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

export function hasControlCharacters(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 1; // a pair: one character outside the BMP (an emoji), allowed
      continue;
    }
    if (isHighSurrogate(code) || isLowSurrogate(code)) return true;
    if (isControl(code, multiline)) return true;
  }
  return false;
}

/** A pipe step for single-line text: names, titles, emails, search. */
export const singleLine = v.check<string, v.ErrorMessage<v.CheckIssue<string>>>(
  (text) => !hasControlCharacters(text, false),
  (issue) => (hasControlCharacters(issue.input, true) ? CONTROL_CHARACTERS_MESSAGE : LINE_BREAK_MESSAGE),
);

/** A pipe step for multi-line text: descriptions, messages (tab and line breaks allowed). */
export const multiLine = v.check<string, string>(
  (text) => !hasControlCharacters(text, true),
  CONTROL_CHARACTERS_MESSAGE,
);

/**
 * The first string anywhere in a request's input (JSON body or query) holding a control
 * character, as a field path (`projects.0.title`); keys count too. null when there is none.
 * Applied to every request before its contract (src/server/http/parse-body.ts), so no field of
 * any endpoint can carry one to the database, whatever its schema says.
 */
export function findControlCharacters(input: unknown, multiline: boolean): string | null {
  // Iterative, with paths as parent links: a body may be nested thousands deep (tests/hostile/).
  type Path = { key: string; parent: Path | null } | null;
  const name = (path: Path): string => {
    const keys: string[] = [];
    for (let at = path; at; at = at.parent) keys.unshift(at.key);
    return keys.join('.') || 'body';
  };
  const pending: [unknown, Path][] = [[input, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, multiline)) return name(path);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    // Reversed onto the stack, so fields are reported in their order.
    for (const [key, item] of entries.reverse()) {
      const here = { key, parent: path };
      if (hasControlCharacters(key, false)) return name(here);
      pending.push([item, here]);
    }
  }
  return null;
}
