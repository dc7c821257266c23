/**
 * biome.json's `overrides`, written from the table of scripts/lint-boundaries.ts: `npm run
 * lint:boundaries` after a change to the table (docs/decisions/043-lint-rules-from-one-table.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Ban, layers, ownedLibraries, processEnvOwners } from './lint-boundaries';

type Override = { includes: string[]; linter: { rules: { style: Record<string, unknown> } } };

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const isFile = (path: string) => /\.[a-z]+$/.test(path);
const glob = (path: string) => (isFile(path) ? path : `${path}/**`);
const depth = (paths: readonly string[]) => Math.min(...paths.map((path) => path.split('/').length));
const same = (a: readonly Ban[], b: readonly Ban[]) => JSON.stringify(a) === JSON.stringify(b);

/** What may not be imported at `path` (a folder or a file): by its test files, or by the rest. */
function bansAt(path: string, tests: boolean): Ban[] {
  const own = layers
    .filter((layer) => layer.folders.some((folder) => inside(path, folder)))
    .filter((layer) => !(tests && layer.testsExempt))
    .flatMap((layer) => layer.bans);
  const libraries = ownedLibraries
    .filter((lib) => inside(path, lib.within) && !lib.owners.some((owner) => inside(path, owner)))
    .map(({ group, message }) => ({ group, message }));
  return [...own, ...libraries];
}

const restricted = (includes: string[], bans: readonly Ban[]): Override => ({
  includes,
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: { patterns: bans.map(({ group, message }) => ({ group: [...group], message })) },
        },
      },
    },
  },
});

function check(holds: boolean, problem: string): void {
  if (!holds) throw new Error(`scripts/lint-boundaries.ts: ${problem}`);
}

/** The table's shape the overrides rely on: an owner holds no layer and no other owner. */
function validate(scopes: readonly { paths: readonly string[] }[]): void {
  for (const lib of ownedLibraries)
    for (const owner of lib.owners) {
      const layerInside = layers.some((layer) => layer.folders.some((f) => f !== owner && inside(f, owner)));
      check(!layerInside, `a layer sits inside the owner ${owner}`);
      const overlaps = ownedLibraries.some(
        (other) => other !== lib && other.owners.some((p) => inside(p, owner) || inside(owner, p)),
      );
      check(!overlaps, `the owner ${owner} overlaps another library's owner`);
    }
  for (const layer of layers)
    for (const path of layer.except ?? []) {
      const deeper = scopes.some((s) =>
        s.paths.some((p) => inside(path, p) && depth([p]) > depth(layer.folders)),
      );
      check(!deeper, `the exception ${path} sits in an inner folder or owner`);
    }
}

/**
 * Biome uses the last override that sets a rule, so they go from the outer folders to the inner
 * ones and the owners last, each with every ban that holds there. Where a folder's tests keep fewer
 * bans (testsExempt), its override leaves them out and a second one gives them theirs, unless the
 * override they fall back to already does.
 */
export function biomeOverrides(): Override[] {
  const scopes = [
    ...[...layers]
      .sort((a, b) => depth(a.folders) - depth(b.folders))
      .map((layer) => ({ paths: layer.folders, except: layer.except ?? [] })),
    ...ownedLibraries.map((lib) => ({ paths: lib.owners, except: [] as readonly string[] })),
  ];
  validate(scopes);
  /** What each override gives, to find the one a folder's tests would otherwise fall back to. */
  const given: { paths: readonly string[]; coversTests: boolean; bans: Ban[] }[] = [];
  const overrides: Override[] = [];
  for (const { paths, except } of scopes) {
    const [first = ''] = paths;
    const bans = bansAt(first, false);
    const testBans = bansAt(first, true);
    for (const path of paths)
      check(same(bansAt(path, false), bans), `${paths.join(', ')} differ in their bans`);
    const testsDiffer = !same(bans, testBans);
    const folders = paths.filter((path) => !isFile(path));
    const leaveTests = testsDiffer && folders.length > 0 ? TEST_FILES : [];
    const negations = [...except, ...leaveTests].map((path) => `!${path}`);
    overrides.push(restricted([...paths.map(glob), ...negations], bans));
    given.push({ paths, coversTests: leaveTests.length === 0, bans });
    const fallback = given.findLast(
      (g) => g.coversTests && g.paths.some((p) => folders.some((f) => inside(f, p))),
    );
    if (leaveTests.length > 0 && !same(fallback?.bans ?? [], testBans)) {
      overrides.push(
        restricted(
          folders.flatMap((f) => TEST_FILES.map((t) => `${f}/${t}`)),
          testBans,
        ),
      );
      given.push({ paths: folders, coversTests: true, bans: testBans });
    }
  }
  const processEnv = {
    includes: [...processEnvOwners],
    linter: { rules: { style: { noProcessEnv: 'off' } } },
  };
  return [...overrides, processEnv];
}

/** Writes the overrides into biome.json and lets Biome format it. */
function writeBiomeJson(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const file = join(root, 'biome.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  config.overrides = biomeOverrides();
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--write', file], { stdio: 'inherit' });
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href)
  writeBiomeJson();
