import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layers, ownedLibraries } from '../scripts/lint-boundaries';
import { biomeOverrides } from '../scripts/lint-overrides';
import { cases } from './helpers/lint-boundary-cases';

/**
 * The import boundaries of biome.json, tested so they cannot rot silently (docs/decisions/039,
 * docs/decisions/043). biome.json's overrides must be exactly what the table of
 * scripts/lint-boundaries.ts gives. Each case (tests/helpers/lint-boundary-cases.ts) copies a real
 * file of a folder or owner module into a temporary tree with biome.json, plants imports on its
 * first lines, and asserts that Biome reports exactly the banned ones; an unplanted copy of the same
 * files lints clean. The planted tree also holds pairs of files that import each other, which
 * noImportCycles must report, type-only imports included.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

/** Two files importing each other in each linted root; the server's pair by `import type` only. */
const cycles: readonly { files: readonly [string, string]; typeOnly?: boolean }[] = [
  { files: ['src/client/lib/planted-cycle-a.ts', 'src/client/lib/planted-cycle-b.ts'] },
  { files: ['src/server/planted-cycle-a.ts', 'src/server/planted-cycle-b.ts'], typeOnly: true },
  { files: ['bot/planted-cycle-a.ts', 'bot/planted-cycle-b.ts'] },
  { files: ['tests/helpers/planted-cycle-a.ts', 'tests/helpers/planted-cycle-b.ts'] },
  { files: ['scripts/planted-cycle-a.mjs', 'scripts/planted-cycle-b.mjs'] },
];

/** One namespace import per line, each under its own name so the file still parses. */
function planted(specifiers: readonly string[], offset: number): string {
  return specifiers.map((spec, index) => `import * as planted${offset + index} from '${spec}';\n`).join('');
}

/** Module `own` of a pair, importing the other one's file on its first line (by type only, or not). */
function cycleHalf(other: string, own: 'A' | 'B', typeOnly: boolean): string {
  const specifier = `./${basename(other).replace(/\.ts$/, '')}`;
  const theirs = own === 'A' ? 'B' : 'A';
  return typeOnly
    ? `import type { Planted${theirs} } from '${specifier}';\nexport interface Planted${own} { next?: Planted${theirs} }\n`
    : `import { planted${theirs} } from '${specifier}';\nexport const planted${own} = () => planted${theirs};\n`;
}

type Findings = Map<string, number[]>;

/** Biome's findings in a tree, per rule: `rule file` (relative) → the lines it reports. */
function lint(tree: string): { restricted: Findings; cycles: Findings } {
  let output: string;
  try {
    output = execFileSync(biome, ['lint', '--reporter=github', '--max-diagnostics=none', '.'], {
      cwd: tree,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '');
  }
  const found = { restricted: new Map(), cycles: new Map() } satisfies Record<string, Findings>;
  const pattern =
    /::error title=lint\/(style\/noRestrictedImports|suspicious\/noImportCycles),file=([^,]+),line=(\d+)/g;
  for (const [, rule, path, line] of output.matchAll(pattern)) {
    const into = rule === 'suspicious/noImportCycles' ? found.cycles : found.restricted;
    const file = relative(tree, path ?? '');
    into.set(
      file,
      [...(into.get(file) ?? []), Number(line)].sort((a, b) => a - b),
    );
  }
  return found;
}

/** A tree with biome.json (the repository's, minus the VCS lookup) and copies of the case files. */
function makeTree(dir: string, plant: boolean): void {
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const item of cases) {
    const target = join(dir, item.file);
    mkdirSync(dirname(target), { recursive: true });
    if (!plant) {
      cpSync(join(root, item.file), target);
      continue;
    }
    const imports = planted(item.banned, 0) + planted(item.allowed ?? [], item.banned.length);
    writeFileSync(target, imports + readFileSync(join(root, item.file), 'utf8'));
  }
  if (!plant) return;
  for (const { files, typeOnly = false } of cycles) {
    const [a, b] = files;
    mkdirSync(dirname(join(dir, a)), { recursive: true });
    writeFileSync(join(dir, a), cycleHalf(b, 'A', typeOnly));
    writeFileSync(join(dir, b), cycleHalf(a, 'B', typeOnly));
  }
}

describe('lint boundaries (biome.json)', () => {
  let work: string;
  let clean: ReturnType<typeof lint>;
  let dirty: ReturnType<typeof lint>;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
    makeTree(join(work, 'clean'), false);
    makeTree(join(work, 'planted'), true);
    clean = lint(join(work, 'clean'));
    dirty = lint(join(work, 'planted'));
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("biome.json's overrides are what the table gives (npm run lint:boundaries)", () => {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides?: unknown };
    expect(config.overrides).toEqual(biomeOverrides());
  });

  it('every folder, owner and exception of the table has a case', () => {
    const paths = [
      ...layers.flatMap((layer) => [...layer.folders, ...(layer.except ?? [])]),
      ...ownedLibraries.flatMap((library) => library.owners),
    ];
    const covered = (path: string) => cases.some(({ file }) => file === path || file.startsWith(`${path}/`));
    expect(paths.filter((path) => !covered(path))).toEqual([]);
  });

  it('the unplanted copy has no restricted import and no cycle', () => {
    expect(Object.fromEntries(clean.restricted)).toEqual({});
    expect(Object.fromEntries(clean.cycles)).toEqual({});
  });

  it.each(cases)('$file: each planted violation fails the lint, the allowed imports pass', (item) => {
    const expected = item.banned.map((_, index) => index + 1);
    expect(dirty.restricted.get(item.file) ?? []).toEqual(expected);
  });

  it('two files importing each other fail the lint in src, bot, tests and scripts, by type only too', () => {
    // Only these: the other planted imports tie some copied files into cycles of their own.
    const files = cycles.flatMap(({ files }) => files);
    const reported = Object.fromEntries(files.map((file) => [file, dirty.cycles.get(file) ?? []]));
    expect(reported).toEqual(Object.fromEntries(files.map((file) => [file, [1]])));
  });
});
