/**
 * Mini App deep links (`t.me/<bot>/<app>?startapp=vacancy_42`): the start parameter names a
 * screen. Telegram allows `[A-Za-z0-9_-]{0,512}` (docs/telegram-pitfalls.md#the-bot-side), so ids travel as
 * `<kind>_<id>`.
 */
import { SEARCH_TEXT_MAX } from './contract/query';
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
  /** The public list searched for these words (the bot's «Все результаты», issue 13). */
  | { kind: 'search'; text: string }
  /** «Мои подписки», the student's saved searches (issue 13). */
  | { kind: 'subscriptions' }
  /**
   * The vacancy list with a saved search's filters (`query`: the list address's params), from an
   * alert's button (docs/decisions/024). Travels as `list_<base64url of the params>`: the link
   * opens the filters themselves, with no lookup and no sign-in needed first.
   */
  | { kind: 'list'; query: string }
  /** The review board of companies narrowed to one (a registration's notice to admins). */
  | { kind: 'companies'; id: number }
  /** A company's own vacancy in its editor (the career centre's moderation notice, docs/decisions/052). */
  | { kind: 'editvacancy'; id: number }
  /** A screen of one's own, named by its parameter (SCREENS): a notice's «Открыть профиль». */
  | { kind: 'screen'; screen: ScreenName };

/**
 * Screens a link opens without an id (issue 24): the one the parameter names, whoever opens it;
 * a screen behind sign-in asks for it first, as any address does.
 */
const SCREENS = {
  vacancies: paths.vacancies,
  profile: paths.boardStudentEdit,
  company_profile: paths.boardCompanyProfile,
  company_data: paths.boardCompanyEdit,
} as const;
type ScreenName = keyof typeof SCREENS;
const isScreenName = (value: string): value is ScreenName => Object.hasOwn(SCREENS, value);

const ID_KINDS = [
  'vacancy',
  'company',
  'feedback',
  'student',
  'application',
  'applicant',
  'companies',
  'editvacancy',
] as const;
const WITH_ID = /^(vacancy|company|feedback|student|application|applicant|companies|editvacancy)_(\d{1,10})$/;
export const START_PARAM_RE = /^[\w-]{0,512}$/;
const LIST = /^list_([\w-]{1,505})$/;

export function parseStartParam(value: string | null | undefined): StartTarget | null {
  if (!value || !START_PARAM_RE.test(value)) return null;
  if (value === 'recent') return { kind: 'recent' };
  if (value === 'subscriptions') return { kind: 'subscriptions' };
  if (isScreenName(value)) return { kind: 'screen', screen: value };
  if (value.startsWith(SEARCH_PREFIX)) {
    const text = decodeSearchText(value.slice(SEARCH_PREFIX.length));
    return text === null ? null : { kind: 'search', text };
  }
  const list = LIST.exec(value);
  if (list?.[1]) {
    const query = decodeBase64Url(list[1]);
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
  switch (target.kind) {
    case 'recent':
    case 'subscriptions':
      return target.kind;
    case 'search':
      return `${SEARCH_PREFIX}${encodeBase64Url(target.text)}`;
    case 'list':
      return `list_${encodeBase64Url(target.query)}`;
    case 'screen':
      return target.screen;
    default:
      return `${target.kind}_${target.id}`;
  }
}

/**
 * A bot's `?start=` parameter is at most 64 characters (core.telegram.org/bots/features#deep-linking),
 * and the bot's links must work in both places, so a search travels only if it fits.
 */
export const START_PARAM_MAX = 64;
const SEARCH_PREFIX = 'search_';

/**
 * The start target for a search, or null when its words do not fit in a start parameter
 * (about 20 Cyrillic letters: base64url of UTF-8 spends 8/3 characters on each).
 */
export function searchStartTarget(text: string): StartTarget | null {
  const clean = text.trim();
  if (!clean || clean.length > SEARCH_TEXT_MAX) return null;
  const target: StartTarget = { kind: 'search', text: clean };
  return startParamFor(target).length <= START_PARAM_MAX ? target : null;
}

function encodeBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** UTF-8 text from base64url, or null when the bytes are not UTF-8. */
function decodeBase64Url(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The search words, or null for anything that is not base64url of short, printable UTF-8. */
function decodeSearchText(encoded: string): string | null {
  if (!/^[\w-]{1,512}$/.test(encoded)) return null;
  const text = decodeBase64Url(encoded)?.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!text || text.length > SEARCH_TEXT_MAX || /[\u0000-\u001f\u007f]/.test(text)) return null;
  return text;
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
    case 'search':
      return `${paths.vacancies}?${new URLSearchParams({ text: target.text })}`;
    case 'subscriptions':
      return paths.subscriptions;
    case 'list':
      return target.query ? `${paths.vacancies}?${target.query}` : paths.vacancies;
    case 'companies':
      return `${paths.boardCompanies}?id=${target.id}`;
    case 'editvacancy':
      return `${paths.boardVacancyEdit}${target.id}/`;
    case 'screen':
      return SCREENS[target.screen];
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
