import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/client-build';
import { sourceFiles } from './helpers/source-files';

/**
 * File names say their layer (docs/architecture.md#names): one area's contract, endpoint group and
 * routes are `<area>.contract.ts`, `<area>.endpoints.ts` and `<area>.routes.ts`, never three files
 * called `<area>.ts`; a client call lives in an `*-api.ts` module.
 */
const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);
const under = (dir: string): string[] =>
  sourceFiles(join(projectRoot, dir)).map((file) => relative(projectRoot, file));

/** The building blocks of src/shared/contract/ that belong to no one area. */
const CONTRACT_BUILDING_BLOCKS = new Set([
  'endpoint.ts',
  'envelope.ts',
  'query.ts',
  'text.ts',
  'inn.ts',
  'search-cost.ts',
]);

/** Files of a layer folder whose name does not say the layer: `folder/name` for each. */
function misnamedInLayers(files: readonly string[]): string[] {
  return files.filter((file) => {
    if (isTest(file)) return false;
    const name = basename(file);
    const folder = dirname(file).split(sep).join('/');
    if (folder === 'src/server/routes') return !name.endsWith('.routes.ts');
    if (folder === 'src/shared/contract/endpoints')
      return name !== 'index.ts' && !name.endsWith('.endpoints.ts');
    if (folder === 'src/shared/contract')
      return !name.endsWith('.contract.ts') && !CONTRACT_BUILDING_BLOCKS.has(name);
    if (folder.startsWith('src/client/features/')) {
      if (name === 'api.ts') return true;
      if (!name.endsWith('-api.ts')) return false;
      // features/<feature>/<feature>[-part]-api.ts, or in a sub-feature folder <sub>[-part]-api.ts.
      const own = folder.split('/').at(-1) ?? '';
      return !(name === `${own}-api.ts` || name.startsWith(`${own}-`));
    }
    return false;
  });
}

/** Client files other than `*-api.ts` (and lib/http.ts, the client itself) that call the API. */
function callsOutsideApiModules(files: readonly string[], read: (file: string) => string): string[] {
  return files.filter(
    (file) =>
      !isTest(file) &&
      !file.endsWith('-api.ts') &&
      file !== join('src', 'client', 'lib', 'http.ts') &&
      /\bhttp\.(api|download)\(/.test(read(file)),
  );
}

/** File names, tests and index.ts aside, that three or more files share. */
function repeatedNames(files: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const name = basename(file);
    if (isTest(file) || /^index\.tsx?$/.test(name)) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= 3).map(([name, count]) => `${name} ×${count}`);
}

describe('file names', () => {
  const files = ['src', 'bot', 'tests'].flatMap(under);

  it('say their layer: <area>.routes.ts, <area>.endpoints.ts, <area>.contract.ts, <feature>-api.ts', () => {
    expect(misnamedInLayers(files)).toEqual([]);
  });

  it('the check catches a name that does not say its layer', () => {
    const fake = [
      'src/server/routes/favourite.ts',
      'src/server/routes/favourite.routes.ts',
      'src/server/routes/favourite.db.test.ts',
      'src/shared/contract/endpoints/favourite.ts',
      'src/shared/contract/endpoints/index.ts',
      'src/shared/contract/favourite.ts',
      'src/shared/contract/query.ts',
      'src/client/features/favourites/api.ts',
      'src/client/features/favourites/list-api.ts',
      'src/client/features/favourites/favourites-api.ts',
      'src/client/features/home/home-guest-api.ts',
      'src/client/features/applications/figures/figures-api.ts',
    ].map((file) => file.split('/').join(sep));
    expect(misnamedInLayers(fake).map((file) => file.split(sep).join('/'))).toEqual([
      'src/server/routes/favourite.ts',
      'src/shared/contract/endpoints/favourite.ts',
      'src/shared/contract/favourite.ts',
      'src/client/features/favourites/api.ts',
      'src/client/features/favourites/list-api.ts',
    ]);
  });

  it('every client call is in an *-api.ts module', () => {
    const client = under('src/client');
    expect(callsOutsideApiModules(client, (file) => readFileSync(join(projectRoot, file), 'utf8'))).toEqual(
      [],
    );
  });

  it('the check catches a screen that calls the API itself', () => {
    const screen = join('src', 'client', 'features', 'auth', 'x-screen.tsx');
    const api = join('src', 'client', 'features', 'auth', 'auth-api.ts');
    const call = 'const result = await deps.http.api(login, { body });';
    expect(callsOutsideApiModules([screen, api], () => call)).toEqual([screen]);
    expect(callsOutsideApiModules([screen], () => 'fetchCompanyAccount(http)')).toEqual([]);
  });

  it('no file name, tests and index.ts aside, is shared by three files', () => {
    expect(repeatedNames(files)).toEqual([]);
  });
});
