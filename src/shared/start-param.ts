/**
 * Mini App deep links (`t.me/<bot>/<app>?startapp=vacancy_42`): the start parameter names a
 * screen. Telegram allows `[A-Za-z0-9_-]{0,512}` (notes §3), so ids travel as `<kind>_<id>`.
 */
import { paths } from './paths';

export type StartTarget =
  | { kind: 'vacancy'; id: number }
  | { kind: 'company'; id: number }
  | { kind: 'recent' }
  | { kind: 'feedback'; id: number }
  | { kind: 'student'; id: number }
  /** The student's own application (issue 12). */
  | { kind: 'application'; id: number }
  /** An application as its company or an admin sees it. */
  | { kind: 'applicant'; id: number }
  /**
   * The vacancy list with a saved search's filters (`query`: the list address's params), from an
   * alert's button (docs/decisions/024). Travels as `list_<base64url of the params>`: the link
   * opens the filters themselves, with no lookup and no sign-in needed first.
   */
  | { kind: 'list'; query: string };

const ID_KINDS = ['vacancy', 'company', 'feedback', 'student', 'application', 'applicant'] as const;
const WITH_ID = /^(vacancy|company|feedback|student|application|applicant)_(\d{1,10})$/;
export const START_PARAM_RE = /^[\w-]{0,512}$/;
const LIST = /^list_([\w-]{1,505})$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function parseStartParam(value: string | null | undefined): StartTarget | null {
  if (!value || !START_PARAM_RE.test(value)) return null;
  if (value === 'recent') return { kind: 'recent' };
  const list = LIST.exec(value);
  if (list?.[1]) {
    const query = fromBase64Url(list[1]);
    // Re-serialised: whatever the link carried, the path holds only well-formed params.
    return query === null ? null : { kind: 'list', query: new URLSearchParams(query).toString() };
  }
  const match = WITH_ID.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const kind = ID_KINDS.find((candidate) => candidate === match[1]);
  return kind ? { kind, id } : null;
}

export function startParamFor(target: StartTarget): string {
  if (target.kind === 'recent') return 'recent';
  if (target.kind === 'list') return `list_${toBase64Url(target.query)}`;
  return `${target.kind}_${target.id}`;
}

/** The in-app path a start target opens. */
export function pathForStartTarget(target: StartTarget): string {
  switch (target.kind) {
    case 'vacancy':
      return `${paths.vacancy}${target.id}/`;
    case 'company':
      return `${paths.company}${target.id}/`;
    case 'recent':
      return paths.recentVacancies;
    case 'feedback':
      return `${paths.boardFeedbacks}?id=${target.id}`;
    case 'student':
      return `${paths.boardStudents}?id=${target.id}`;
    case 'application':
      return `${paths.applications}?id=${target.id}`;
    case 'applicant':
      return `${paths.boardApplications}?id=${target.id}`;
    case 'list':
      return target.query ? `${paths.vacancies}?${target.query}` : paths.vacancies;
  }
}

/**
 * The Mini App link for a target (`https://t.me/<bot>/<app>?startapp=…`), or null when the bot
 * is not configured; the website then shares its own https link.
 */
export function miniAppLink(
  bot: { username: string | null; appName: string | null },
  target: StartTarget,
): string | null {
  if (!bot.username || !bot.appName) return null;
  return `https://t.me/${bot.username}/${bot.appName}?startapp=${startParamFor(target)}`;
}
