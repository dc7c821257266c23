import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of biome.json, tested so they cannot rot silently (docs/decisions/039).
 * Biome's overrides replace a rule's options instead of merging them, so a ban repeated in one
 * override and forgotten in another disappears without a sound; this is how `node:*` once slipped
 * into the owner modules. Each case copies a real file of that folder (or owner module) into a
 * temporary tree with biome.json, plants violating imports on its first lines, and asserts that
 * Biome reports exactly those lines; an unplanted copy of the same files lints clean.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

interface Case {
  /** A real file: its path picks the overrides that apply. */
  file: string;
  /** Each must be reported as a restricted import. */
  banned: readonly string[];
  /** Each must pass (the allowed direction), so a rule does not simply ban everything. */
  allowed?: readonly string[];
}

const cases: readonly Case[] = [
  // node:* in all client code, owner modules included.
  { file: 'src/client/features/auth/login-form.tsx', banned: ['node:fs'] },
  // lib/server-state is imported from its index only (docs/decisions/040).
  {
    file: 'src/client/features/vacancies/vacancies-screen.tsx',
    banned: ['../../lib/server-state/use-paged-list', '../../lib/server-state/latest-request'],
    allowed: ['../../lib/server-state'],
  },
  {
    file: 'src/client/lib/initial-data.ts',
    banned: ['./server-state/use-resource'],
    allowed: ['./server-state'],
  },
  { file: 'src/client/app/app.tsx', banned: ['node:path'] },
  { file: 'src/client/lib/http.ts', banned: ['node:fs', '../../server/env', 'jotai', '../ui/button'] },
  { file: 'src/client/lib/store.ts', banned: ['node:fs', 'ky', '../features/auth/login-form'] },
  { file: 'src/client/lib/toast-store.ts', banned: ['node:fs', 'maska', '../app/app'] },
  { file: 'src/client/lib/mask.ts', banned: ['node:fs', 'react-hot-toast', '../ui/button'] },
  {
    file: 'src/client/platform/telegram/telegram-platform.ts',
    banned: ['node:fs', 'leaflet', '../../../bot/standalone-bot'],
  },
  { file: 'src/client/platform/web/web-platform.ts', banned: ['node:fs', 'react-hot-toast', '@tma.js/sdk'] },
  { file: 'src/client/ui/slider.tsx', banned: ['node:fs', 'leaflet', '../lib/store'] },
  { file: 'src/client/ui/slider-swiper.ts', banned: ['node:fs', '../lib/app-state'] },
  { file: 'src/client/ui/map/map-view.tsx', banned: ['node:fs', 'swiper', '../../lib/favourites'] },
  // ui/ never imports lib/ state, features/ or app/; it may reach the injected services.
  {
    file: 'src/client/ui/button.tsx',
    banned: [
      '../lib/store',
      '../lib/app-state',
      '../lib/http',
      '../lib/server-state',
      '../features/auth/login-form',
      '../app/app',
    ],
    allowed: ['../lib/services', '../platform/platform', '../../shared/format'],
  },
  { file: 'src/client/ui/board-list/bulk-bar.tsx', banned: ['../../lib/app-state', 'node:fs'] },
  // lib/ never imports ui/, features/ or app/.
  {
    file: 'src/client/lib/favourites.ts',
    banned: ['../ui/button', '../features/auth/login-form', '../app/app', 'node:fs', 'jotai'],
    allowed: ['./services', '../platform/platform'],
  },
  // The domain knows no HTTP, no routes and no bot; and the server never imports the client.
  {
    file: 'src/server/domain/feedback/send-feedback.ts',
    banned: [
      'hono',
      'hono/http-exception',
      '@hono/node-server',
      '../../http/envelope',
      '../../routes/feedback.routes',
      '../../../../bot/standalone-bot',
      '../../../client/lib/http',
      'react',
    ],
    allowed: ['../../db/schema', '../result', '../../../shared/messages'],
  },
  { file: 'src/server/routes/feedback.routes.ts', banned: ['../../client/lib/http'], allowed: ['hono'] },
  // A route reads its input through its declaration, never by hand (docs/decisions/041).
  {
    file: 'src/server/routes/favourite.routes.ts',
    banned: ['../http/parse-body', '../http/parse-query', '../../client/lib/http'],
    allowed: ['../http/declared-routes', '../http/envelope'],
  },
  { file: 'src/shared/format.ts', banned: ['node:fs', '../server/env', 'react'] },
];

/** One namespace import per line, each under its own name so the file still parses. */
function planted(specifiers: readonly string[], offset: number): string {
  return specifiers.map((spec, index) => `import * as planted${offset + index} from '${spec}';\n`).join('');
}

/** Biome's findings in a tree: file (relative) → lines with a restricted import. */
function restrictedImports(tree: string): Map<string, number[]> {
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
  const found = new Map<string, number[]>();
  for (const match of output.matchAll(/title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+)/g)) {
    const file = relative(tree, match[1] ?? '');
    found.set(
      file,
      [...(found.get(file) ?? []), Number(match[2])].sort((a, b) => a - b),
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
}

describe('lint boundaries (biome.json)', () => {
  let work: string;
  let clean: Map<string, number[]>;
  let dirty: Map<string, number[]>;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
    makeTree(join(work, 'clean'), false);
    makeTree(join(work, 'planted'), true);
    clean = restrictedImports(join(work, 'clean'));
    dirty = restrictedImports(join(work, 'planted'));
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('the unplanted copy has no restricted import', () => {
    expect(Object.fromEntries(clean)).toEqual({});
  });

  it.each(cases)('$file: each planted violation fails the lint, the allowed imports pass', (item) => {
    const expected = item.banned.map((_, index) => index + 1);
    expect(dirty.get(item.file) ?? []).toEqual(expected);
  });
});
