import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/client-build';

/**
 * Comments and documents cite files of this repository, so every reference can be followed: the
 * product (docs/product.md), the design rules (docs/design.md), the Telegram facts and pitfalls
 * (docs/telegram-pitfalls.md) and the decision records. This suite fails on a citation of a
 * document that is not in the repository, on a heading anchor that no heading of the cited file
 * gives, on a pitfall number the pitfalls file does not have, and on a decision record that does
 * not exist.
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
