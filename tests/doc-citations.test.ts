import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/client-build';

/**
 * Comments and documents cite files of this repository, so every reference can be followed: the
 * product (docs/product.md), the design rules (docs/design.md), the Telegram facts and pitfalls
 * (docs/telegram-pitfalls.md) and the decision records. This suite fails on a citation of a
 * document that is not in the repository, on a heading anchor that no heading of the cited file
 * gives, on a pitfall number the pitfalls file does not have, on a decision record that does not
 * exist, and on a path a document names that is not in the tree (see `citedPaths`).
 */
const SCANNED = ['src', 'bot', 'tests', 'scripts', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'meta']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|css|md|html)$/;

function textFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return TEXT_FILE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((entry) => (SKIPPED_DIRS.has(entry) ? [] : textFiles(join(path, entry))));
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1] ?? '')));
}

type Source = { file: string; text: string };

const sources: Source[] = SCANNED.flatMap((entry) => textFiles(join(projectRoot, entry))).map((path) => ({
  file: relative(projectRoot, path),
  text: readFileSync(path, 'utf8'),
}));
const self = relative(projectRoot, fileURLToPath(import.meta.url));

/** Every match of `pattern` in the scanned files, as `file: match`. */
function occurrences(
  pattern: RegExp,
  exclude: readonly string[] = [],
): { at: string; match: RegExpExecArray }[] {
  return sources
    .filter((source) => !exclude.includes(source.file))
    .flatMap((source) =>
      [...source.text.matchAll(pattern)].map((match) => ({ at: `${source.file}: ${match[0]}`, match })),
    );
}

describe('citations that can be followed', () => {
  it('cites no document outside the repository', () => {
    // Built from parts so that this file does not match itself.
    const outside = new RegExp(
      [`SPEC ${'§'}`, `DESIGN ${'§'}`, `pitfalls? ${'#'}\\d`, `notes? ${'§'}`, `(SPEC|DESIGN)\\.md`].join(
        '|',
      ),
      'g',
    );
    expect(occurrences(outside, [self]).map((found) => found.at)).toEqual([]);
  });

  it('cites only existing documents and headings', () => {
    const broken: string[] = [];
    const anchors = new Map<string, Set<string>>();
    for (const { at, match } of occurrences(/docs\/([a-z-]+)\.md((?:,? ?#[\p{L}\p{N}-]+)*)/gu)) {
      const file = `docs/${match[1]}.md`;
      const path = join(projectRoot, file);
      if (!existsSync(path)) {
        broken.push(at);
        continue;
      }
      if (!anchors.has(file)) anchors.set(file, anchorsOf(readFileSync(path, 'utf8')));
      for (const [, anchor] of (match[2] ?? '').matchAll(/#([\p{L}\p{N}-]+)/gu)) {
        if (!anchors.get(file)?.has(anchor ?? '')) broken.push(`${at} (no heading #${anchor})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cites only pitfalls the pitfalls file numbers', () => {
    const pitfalls = readFileSync(join(projectRoot, 'docs/telegram-pitfalls.md'), 'utf8');
    const numbered = new Set([...pitfalls.matchAll(/^### Pitfall (\d+):/gm)].map((match) => match[1]));
    const broken = occurrences(/telegram-pitfalls\.md, pitfalls? (\d+(?:(?:, | and )\d+)*)/g).filter(
      ({ match }) => (match[1] ?? '').split(/, | and /).some((n) => !numbered.has(n)),
    );
    expect(numbered.size).toBeGreaterThan(0);
    expect(broken.map((found) => found.at)).toEqual([]);
  });

  it('cites only decision records that exist', () => {
    const records = readdirSync(join(projectRoot, 'docs/decisions'));
    const broken = occurrences(/docs\/decisions\/(\d{3})(-[a-z0-9-]+\.md)?/g).filter(({ match }) =>
      match[2]
        ? !records.includes(`${match[1]}${match[2]}`)
        : !records.some((r) => r.startsWith(`${match[1]}-`)),
    );
    expect(broken.map((found) => found.at)).toEqual([]);
  });

  it('names only paths that exist, or says they are history', () => {
    expect(missingPaths()).toEqual([]);
  });

  it('gives every decision record a date and a status under its title', () => {
    const missing = readdirSync(join(projectRoot, 'docs/decisions'))
      .filter((name) => name.endsWith('.md'))
      .filter((name) => {
        const lines = readFileSync(join(projectRoot, 'docs/decisions', name), 'utf8').split('\n');
        return !(/^Date: /.test(lines[2] ?? '') && /^Status: /.test(lines[3] ?? ''));
      });
    expect(missing).toEqual([]);
  });
});

/**
 * Paths the documents name (README.md, CONTRIBUTING.md, docs/*.md, docs/decisions/*.md), checked
 * against the tree as it is when the test runs, so a file moved or renamed without its documents
 * fails here:
 *
 * - a token is a path when it holds a slash and its first folder is a folder of the repository
 *   (`lib/http.ts`, `features/admins/`, `server/start`); a package (`hono/route`), an address
 *   (`/api/…`, `t.me/…`) or `DATA_DIR/…` is not;
 * - it may be written from any folder down (`lib/http.ts` for `src/client/lib/http.ts`,
 *   `schema/verification.ts` for `src/server/db/schema/verification.ts`), as a module without its
 *   extension (`lib/services`), or as a pattern (`bot/subscription-*.ts`, at least one match);
 * - build and test output (`dist/`, `tests/.artifacts/`) is not in the tree and is not checked;
 * - a Markdown link to a file (`[035](035-release-build.md)`) must reach it.
 *
 * History may keep a path that is gone, when the text says so: the path, or a list of them (each
 * may carry a remark in brackets), right after «then», «was», «old» or «formerly» — "the old
 * `features/board`", "then `ui/use-paged-list.ts`, `ui/paged-list.ts` (its reducer) and …". A record whose status is `superseded by` as a whole keeps its paths: it is
 * history by its status line, which names the record that says what is current. A record
 * superseded only in part is still read for its current part, so its gone paths are marked one by
 * one like any other.
 */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', 'docs'];
const TREE_SKIPPED = new Set(['node_modules', '.git', 'dist', '.artifacts']);
const OUTPUT_PATHS = /^(dist|tests\/\.artifacts)\//;
/** `docs/decisions/NNN` is checked by the test of decision records above. */
const RECORD_NUMBER = /^docs\/decisions\/\d{3}$/;
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.mts', '.mjs'];
const HISTORY = /\b(?:then|was|old|formerly)\s+(?:`[^`\n]*`(?: \([^)]*\))?(?:,\s*|\s+(?:and|or)\s+))*`?$/i;
const PATH_TOKEN = /(?<![\w@.:/<>~$-])([A-Za-z_][\w.-]*\/(?:[\w.-]+\/)*[\w.*-]*)/g;
/** `text/plain` and the like: media types, whose first part may happen to be a folder's name. */
const MEDIA_TYPE = /^(text|image|application|multipart)\/[\w.+-]+$/;

function tree(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(join(projectRoot, dir), { withFileTypes: true })) {
    if (TREE_SKIPPED.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    into.push(entry.isDirectory() ? `${path}/` : path);
    if (entry.isDirectory()) tree(path, into);
  }
  return into;
}

function citedPaths(document: string): { at: string; path: string; history: boolean }[] {
  const found: { at: string; path: string; history: boolean }[] = [];
  for (const match of document.matchAll(PATH_TOKEN)) {
    const path = (match[1] ?? '').replace(/[.,;:)]+$/, '');
    const before = document.slice(Math.max(0, match.index - 300), match.index).replace(/\s+/g, ' ');
    const line = document.slice(0, match.index).split('\n').length;
    found.push({ at: `${line}: ${path}`, path, history: HISTORY.test(before) });
  }
  return found;
}

function missingPaths(): string[] {
  const paths = tree('');
  const folders = new Set(paths.filter((p) => p.endsWith('/')).map((p) => p.slice(0, -1).split('/').pop()));
  // Every path from each of its folders down: `src/client/lib/http.ts`, `client/lib/http.ts`, …
  const tails = new Set(
    paths.flatMap((p) => {
      const parts = p.replace(/\/$/, '').split('/');
      return parts.map((_, index) => parts.slice(index).join('/'));
    }),
  );
  const exists = (cited: string): boolean => {
    const bare = cited.replace(/\/$/, '');
    if (bare.includes('*')) {
      const pattern = bare.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
      const matcher = new RegExp(`^${pattern}$`);
      return [...tails].some((tail) => matcher.test(tail));
    }
    return MODULE_ENDINGS.some((ending) => tails.has(bare + ending));
  };

  const documents = DOCUMENTS.flatMap((entry) => textFiles(join(projectRoot, entry))).filter((path) =>
    path.endsWith('.md'),
  );
  const missing: string[] = [];
  for (const path of documents) {
    const file = relative(projectRoot, path);
    const text = readFileSync(path, 'utf8');
    if (/^Status: superseded by /m.test(text.split('\n').slice(0, 6).join('\n'))) continue;
    for (const { at, path: cited, history } of citedPaths(text)) {
      const first = cited.split('/')[0];
      const skipped = OUTPUT_PATHS.test(cited) || RECORD_NUMBER.test(cited) || MEDIA_TYPE.test(cited);
      if (!folders.has(first) || skipped || history) {
        continue;
      }
      if (!exists(cited)) missing.push(`${file}:${at}`);
    }
    for (const link of text.matchAll(/\]\(([^)\s#]+\.md)(?:#([\p{L}\p{N}-]+))?\)/gu)) {
      const target = join(dirname(path), link[1] ?? '');
      if (/^[a-z]+:/.test(link[1] ?? '')) continue;
      if (!existsSync(target)) missing.push(`${file}: ${link[0]}`);
      else if (link[2] && !anchorsOf(readFileSync(target, 'utf8')).has(link[2])) {
        missing.push(`${file}: ${link[0]} (no heading #${link[2]})`);
      }
    }
  }
  return missing;
}
