import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/client-build';

/**
 * Every exported name is imported somewhere else in the repository: a name only its own module
 * uses is not exported, and one nobody uses is deleted. Tests count as importers, so a test may be
 * the reason a name is exported (prefer testing through what the app itself imports).
 *
 * The project's TypeScript is the native compiler (7.x), which has no stable JavaScript API; the
 * modules are read with Vite's own parser (`parseSync`, oxc), whose module record lists each
 * file's imports and exports, type-only ones included. Relative specifiers are resolved here the way
 * the bundler does (`.ts`, `.tsx`, `.mjs`, `index.ts`); packages are not followed. A dynamic
 * `import()` uses what is read from it — `(await import(x)).name`, `const { name } = await
 * import(x)`, `.then(({ name }) => …)` or `.then((m) => m.name)`, and a string argument naming an
 * export beside `() => import(x)` (`lazyScreen(…, () => import(x), 'Screen')`); any other
 * `import()`, and `typeof import(x)`, uses the whole module. `export *` passes each use on.
 */
const SCANNED = ['src', 'bot', 'scripts', 'tests', 'vite.config.ts', 'drizzle.config.ts'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.artifacts']);
const MODULE_FILE = /\.(ts|tsx|mts|mjs)$/;
const DECLARATION_FILE = /\.d\.m?ts$/;

/** Names used by something other than an import in this repository. */
const ENTRY_POINTS = new Set([
  // The default exports the tools read: Vite and Vitest, drizzle-kit, Vitest's global setup.
  'vite.config.ts: default',
  'drizzle.config.ts: default',
  'tests/e2e/global-setup.ts: default',
  'tests/helpers/database-templates.ts: setup',
  // wouter's `use-sync-external-store/shim` import is aliased to this module (vite.config.ts).
  'src/client/lib/use-sync-external-store.ts: useSyncExternalStore',
]);

function moduleFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) {
    return MODULE_FILE.test(path) && !DECLARATION_FILE.test(path) ? [path] : [];
  }
  return readdirSync(path).flatMap((entry) =>
    SKIPPED_DIRS.has(entry) ? [] : moduleFiles(join(path, entry)),
  );
}

const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

interface ModuleInfo {
  text: string;
  /** Names this file declares and exports (`export const`, `export { a as b }`, `export default`). */
  own: Map<string, number>;
  /** `export { a as b } from './x'` and `export * as b from './x'`, by the exported name. */
  passedOn: Map<string, { from: string; name: string | null; at: number }>;
  /** `export * from './x'`. */
  starFrom: string[];
  /** What this file imports: a name of a module, or the whole module (null). */
  uses: { from: string; name: string | null }[];
}

type ModuleEntry = ReturnType<typeof parseSync>['module']['staticImports'][number];

function analyse(files: readonly string[]): Map<string, ModuleInfo> {
  const known = new Set(files);
  const resolveFrom = (file: string, specifier: string): string | null => {
    if (!specifier.startsWith('.')) return null;
    const base = join(dirname(file), specifier);
    const bases = /\.js$/.test(base) ? [base, base.replace(/\.js$/, '')] : [base];
    for (const candidate of bases.flatMap((b) => RESOLVED_ENDINGS.map((ending) => b + ending))) {
      if (known.has(candidate)) return candidate;
    }
    return null;
  };

  const modules = new Map<string, ModuleInfo>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const { module, errors } = parseSync(file, text);
    if (errors.length > 0) throw new Error(`${relative(projectRoot, file)}: ${errors[0]?.message}`);
    const info: ModuleInfo = { text, own: new Map(), passedOn: new Map(), starFrom: [], uses: [] };
    const use = (specifier: string, name: string | null) => {
      const from = resolveFrom(file, specifier);
      if (from !== null) info.uses.push({ from, name });
    };

    for (const statement of module.staticImports) {
      for (const entry of statement.entries as ModuleEntry['entries']) {
        const kind = entry.importName.kind;
        use(
          statement.moduleRequest.value,
          kind === 'NamespaceObject' ? null : (entry.importName.name ?? 'default'),
        );
      }
    }
    for (const statement of module.staticExports) {
      for (const entry of statement.entries) {
        const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
        if (entry.moduleRequest === null) {
          if (exported !== null) info.own.set(exported, entry.exportName.start ?? entry.start);
          continue;
        }
        const from = resolveFrom(file, entry.moduleRequest.value);
        if (from === null) continue;
        if (entry.importName.kind === 'AllButDefault') info.starFrom.push(from);
        else if (exported !== null) {
          info.passedOn.set(exported, {
            from,
            name: entry.importName.kind === 'All' ? null : entry.importName.name,
            at: entry.exportName.start ?? entry.start,
          });
        }
      }
    }

    const dynamicStarts = new Set<number>();
    for (const dynamic of module.dynamicImports) {
      const literal = /^(['"])(\.[^'"]+)\1$/.exec(
        text.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end),
      );
      if (!literal?.[2]) continue;
      dynamicStarts.add(dynamic.start);
      const names = namesReadFrom(text.slice(0, dynamic.start), text.slice(dynamic.end));
      if (names === null) use(literal[2], null);
      else for (const name of names) use(literal[2], name);
    }
    // `typeof import('./x')` in types and JSDoc: the whole module, or the one name after it.
    for (const match of text.matchAll(/import\(\s*(['"])(\.[^'"]+)\1\s*\)(\.\w+)?/g)) {
      if (dynamicStarts.has(match.index) || !match[2]) continue;
      use(match[2], match[3]?.slice(1) ?? null);
    }
    modules.set(file, info);
  }
  return modules;
}

/**
 * The names a dynamic import is read for, from the text just before and after `import(…)`;
 * null when the whole module may be used.
 */
function namesReadFrom(before: string, after: string): string[] | null {
  const list = (names: string) =>
    names
      .split(',')
      .map((part) => part.split(':')[0]?.trim() ?? '')
      .filter((name) => /^\w+$/.test(name));
  const member = /^\)\.(\w+)/.exec(after);
  if (member?.[1] && /\(\s*await\s+$/.test(before)) return [member[1]];
  const destructured = /(?:const|let)\s*\{([^}]*)\}\s*=\s*await\s+$/.exec(before);
  if (destructured?.[1]) return list(destructured[1]);
  const thenDestructured = /^\.then\(\s*(?:async\s*)?\(\s*\{([^}]*)\}\s*\)\s*=>/.exec(after);
  if (thenDestructured?.[1]) return list(thenDestructured[1]);
  const thenParameter = /^\.then\(\s*(?:async\s*)?\(?\s*(\w+)\s*\)?\s*=>/.exec(after);
  if (thenParameter?.[1]) {
    const reads = [...after.slice(0, 400).matchAll(new RegExp(`\\b${thenParameter[1]}\\.(\\w+)`, 'g'))];
    return reads.length > 0 ? reads.map((read) => read[1] ?? '') : null;
  }
  const named = /^\s*,\s*(['"])(\w+)\1/.exec(after);
  if (named?.[2] && /\(\)\s*=>\s*$/.test(before)) return [named[2]];
  return null;
}

/** Every exported name no other file imports, as `file:line name`. */
function unusedExports(modules: ReadonlyMap<string, ModuleInfo>): string[] {
  const used = new Map<string, Set<string>>();
  const whole = new Set<string>();
  const mark = (file: string, name: string, seen = new Set<string>()): void => {
    const module = modules.get(file);
    const key = `${file}\0${name}`;
    if (!module || seen.has(key)) return;
    seen.add(key);
    if (module.own.has(name) || module.passedOn.has(name)) {
      if (!used.has(file)) used.set(file, new Set());
      used.get(file)?.add(name);
    }
    const passed = module.passedOn.get(name);
    if (passed) {
      if (passed.name === null) markWhole(passed.from, seen);
      else mark(passed.from, passed.name, seen);
    }
    if (name !== 'default') for (const from of module.starFrom) mark(from, name, seen);
  };
  const markWhole = (file: string, seen = new Set<string>()): void => {
    const module = modules.get(file);
    if (!module || whole.has(file)) return;
    whole.add(file);
    for (const name of module.passedOn.keys()) mark(file, name, seen);
    for (const from of module.starFrom) markWhole(from, seen);
  };
  for (const module of modules.values()) {
    for (const { from, name } of module.uses) {
      if (name === null) markWhole(from);
      else mark(from, name);
    }
  }

  const unused: string[] = [];
  for (const [file, module] of modules) {
    if (whole.has(file)) continue;
    const path = relative(projectRoot, file);
    const exported = [...module.own, ...[...module.passedOn].map(([name, { at }]) => [name, at] as const)];
    for (const [name, at] of exported) {
      if (used.get(file)?.has(name) || ENTRY_POINTS.has(`${path}: ${name}`)) continue;
      const line = module.text.slice(0, at).split('\n').length;
      unused.push(`${path}:${line} ${name}`);
    }
  }
  return unused.sort();
}

/** A planted tree with each way of using an export, and three exports nobody uses. */
const PLANTED: Record<string, string> = {
  'a.ts': [
    'export const used = 1;',
    'export const unused = 2;',
    'export function viaMember() {}',
    'export function viaDestructuring() {}',
    'export function viaThen() {}',
    'export function viaName() {}',
    'export type OnlyAType = string;',
    'export default function main() {}',
  ].join('\n'),
  'b.ts': [
    "import main, { type OnlyAType, used } from './a';",
    "export * from './c';",
    "export { other as renamed } from './c';",
    'export async function run(lazy: (load: () => Promise<unknown>, name: string) => void) {',
    "  (await import('./a')).viaMember();",
    "  const { viaDestructuring } = await import('./a');",
    "  import('./a').then((module) => module.viaThen());",
    "  lazy(() => import('./a'), 'viaName');",
    '  return [main, used, viaDestructuring] as OnlyAType[];',
    '}',
  ].join('\n'),
  'c.ts': [
    'export const throughStar = 1;',
    'export const notThroughStar = 2;',
    'export const other = 3;',
  ].join('\n'),
  'd.test.ts': "import { run, throughStar } from './b';\nrun(() => {});\nthroughStar;",
};

describe('exports', () => {
  it('finds exports nobody imports in a planted tree, and only those', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dead-exports-'));
    try {
      for (const [name, text] of Object.entries(PLANTED)) writeFileSync(join(dir, name), text);
      const found = unusedExports(analyse(moduleFiles(dir))).map((entry) => entry.replace(/^.*\//, ''));
      expect(found).toEqual(['a.ts:2 unused', 'b.ts:3 renamed', 'c.ts:2 notThroughStar', 'c.ts:3 other']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exports only what another file imports', () => {
    const files = SCANNED.flatMap((entry) => moduleFiles(join(projectRoot, entry)));
    expect(files.length).toBeGreaterThan(100);
    expect(unusedExports(analyse(files))).toEqual([]);
  });
});
