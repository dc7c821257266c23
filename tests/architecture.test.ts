import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/client-build';

/**
 * Boundaries Biome's per-folder rules cannot express (docs/design.md#boundaries): a feature never reaches
 * into another feature's files; what two features share moves to ui/, lib/ or shared/.
 */
const featuresRoot = join(projectRoot, 'src/client/features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

function featureOf(path: string): string | null {
  const inside = relative(featuresRoot, path);
  return inside.startsWith('..') ? null : (inside.split(sep)[0] ?? null);
}

function crossFeatureImports(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = featureOf(file);
    const specifiers = read(file).matchAll(
      /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g,
    );
    for (const match of specifiers) {
      const specifier = match[1] ?? match[2] ?? '';
      const target = featureOf(resolve(dirname(file), specifier));
      if (target !== null && target !== own) found.push(`${relative(projectRoot, file)} → ${specifier}`);
    }
  }
  return found;
}

describe('client architecture', () => {
  it('no feature imports another feature', () => {
    expect(crossFeatureImports(sourceFiles(featuresRoot), (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the check catches a cross-feature import', () => {
    const fake = join(featuresRoot, 'auth/x.ts');
    const found = crossFeatureImports([fake], () => "import { a } from '../setup/setup-screen';");
    expect(found).toEqual(['src/client/features/auth/x.ts → ../setup/setup-screen']);
    expect(crossFeatureImports([fake], () => "import { a } from '../../lib/http';")).toEqual([]);
  });
});
