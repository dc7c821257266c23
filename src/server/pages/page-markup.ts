import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { moscowDay } from '../../shared/format';
import type { RenderPage, ServerRenderInput } from '../../shared/initial-data';
import { createMemoryRateLimiter, type RateLimitRule } from '../auth/rate-limit';

/**
 * Rendered pages (docs/decisions/066-server-rendering.md). A page is a function of its address, the
 * data it inlines and the viewer's kind (a signed-in page carries no data, only its layout), so the
 * markup is kept under a hash of the three: a write that
 * changes the data makes a new key, and the old entry ages out. A render the cache does not hold
 * counts per address; over the limit the page goes out as the bare shell, which the browser renders
 * itself, so no caller can keep the server rendering.
 */
export type PageMarkup = (input: ServerRenderInput, address: string) => Promise<string | null>;

/** About 10–40 KB a page: a few megabytes at most. */
const MARKUP_ENTRIES = 400;
/** Distinct pages a minute from one address: far above a person's reading, below a script's. */
const PAGE_RENDER_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

type PageMarkupOptions = {
  /** The renderer; development loads it afresh each time (Vite reloads changed modules). */
  load: () => Promise<RenderPage>;
  /** 0 keeps nothing (development: the code changes under the cache). */
  entries?: number;
  limit?: RateLimitRule | null;
  now?: () => Date;
  /** A page that fails to render goes out as the bare shell; the error is reported here. */
  onError: (error: unknown) => void;
};

/**
 * The configuration is the process's own, the same for every page: not part of the key. The day is:
 * cards say «сегодня» and «вчера» (src/shared/format.ts), so a page is rendered anew each Moscow day.
 */
const keyOf = ({ path, search, initialData, viewerKind }: ServerRenderInput, day: string) =>
  createHash('sha1')
    .update(`${day}\u0000${path}\u0000${search}\u0000${viewerKind ?? ''}\u0000${JSON.stringify(initialData)}`)
    .digest('base64url');

export function createPageMarkup({
  load,
  entries = MARKUP_ENTRIES,
  limit = PAGE_RENDER_LIMIT,
  now = () => new Date(),
  onError,
}: PageMarkupOptions): PageMarkup {
  const kept = new Map<string, string>();
  const rendering = new Map<string, Promise<string | null>>();
  const renders = limit ? createMemoryRateLimiter(limit) : null;

  const render = async (key: string, input: ServerRenderInput): Promise<string | null> => {
    try {
      const markup = await (await load())(input);
      if (entries > 0) {
        kept.set(key, markup);
        for (const oldest of kept.keys()) {
          if (kept.size <= entries) break;
          kept.delete(oldest);
        }
      }
      return markup;
    } catch (error) {
      onError(error);
      return null;
    } finally {
      rendering.delete(key);
    }
  };

  return async (input, address) => {
    const key = keyOf(input, moscowDay(now()));
    const markup = kept.get(key);
    if (markup !== undefined) {
      // Most recently used last: the oldest goes first.
      kept.delete(key);
      kept.set(key, markup);
      return markup;
    }
    const pending = rendering.get(key);
    if (pending) return pending;
    if (renders && limit && renders.hit(address, now()).count > limit.limit) return null;
    const started = render(key, input);
    rendering.set(key, started);
    return started;
  };
}

/** The built server entry (`npm run build`, dist/ssr/server-entry.js); null when there is none. */
export async function loadBuiltRenderer(file: string): Promise<RenderPage | null> {
  if (!existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  const renderPage: unknown = typeof module === 'object' && module ? Reflect.get(module, 'renderPage') : null;
  if (typeof renderPage !== 'function') return null;
  return (input) => Promise.resolve(renderPage(input)).then(String);
}
