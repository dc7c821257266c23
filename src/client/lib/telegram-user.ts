/**
 * The Telegram user named in raw initData (`user=<JSON>` in the query string). Only a suggestion
 * for forms (registration pre-filled from Telegram): the client cannot check the signature, the
 * server judges initData whenever it matters.
 */
import * as v from 'valibot';

const InitDataUserSchema = v.object({
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  username: v.optional(v.string()),
});

interface TelegramUserSuggestion {
  firstName: string;
  lastName: string;
  username: string | null;
}

/** Null when there is no initData, no `user`, or it does not parse. Names are trimmed and capped. */
export function telegramUserFromInitData(initData: string | null): TelegramUserSuggestion | null {
  if (initData === null || initData === '') return null;
  let raw: string | null;
  try {
    raw = new URLSearchParams(initData).get('user');
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (Array.isArray(value)) return null;
  const parsed = v.safeParse(InitDataUserSchema, value);
  if (!parsed.success) return null;
  const clip = (text: string) => text.trim().slice(0, 100);
  return {
    firstName: clip(parsed.output.first_name),
    lastName: clip(parsed.output.last_name),
    username: parsed.output.username ?? null,
  };
}
