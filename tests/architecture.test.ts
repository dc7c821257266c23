import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/client-build';
import { sourceFiles } from './helpers/source-files';

/**
 * Boundaries Biome's per-folder rules cannot express (docs/design.md#boundaries): a feature never reaches
 * into another feature's files; what two features share moves to ui/, lib/ or shared/; what only tests
 * use lives in app/testing/ (docs/decisions/043-lint-rules-from-one-table.md).
 */
const featuresRoot = join(projectRoot, 'src/client/features');

/**
 * The most non-test source files one feature folder may hold. The cross-feature check only sees the
 * first folder under features/, so a catch-all folder hides its own tangles: `features/board` once held
 * 70 such files (the admin's and the company's screens together), and `company-account` imported
 * `student-profile`'s model unnoticed (docs/architecture.md#feature-folders-client). The largest real feature,
 * applications, has 30; a folder past 40 is a sign that it holds several things users do, and it is
 * split by them rather than the limit raised.
 */
const MAX_FEATURE_FILES = 40;

function featureOf(path: string): string | null {
  const inside = relative(featuresRoot, path);
  return inside.startsWith('..') ? null : (inside.split(sep)[0] ?? null);
}

/** The relative specifiers a module imports or re-exports, statically or lazily. */
function relativeSpecifiers(text: string): string[] {
  const matches = text.matchAll(
    /(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]/g,
  );
  return [...matches].map((match) => match[1] ?? match[2] ?? '');
}

function crossFeatureImports(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = featureOf(file);
    for (const specifier of relativeSpecifiers(read(file))) {
      const target = featureOf(resolve(dirname(file), specifier));
      if (target !== null && target !== own) found.push(`${relative(projectRoot, file)} → ${specifier}`);
    }
  }
  return found;
}

const isTestSupport = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${sep}testing${sep}`);

/** Non-test modules under features/ that only tests (or app/testing/) import: test support out of place. */
function testSupportInFeatures(files: readonly string[], read: (file: string) => string): string[] {
  const byTests = new Set<string>();
  const byCode = new Set<string>();
  for (const file of files)
    for (const specifier of relativeSpecifiers(read(file)))
      (isTestSupport(file) ? byTests : byCode).add(resolve(dirname(file), specifier));
  return files
    .filter((file) => featureOf(file) !== null && !isTestSupport(file))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .filter((module) => byTests.has(module) && !byCode.has(module))
    .map((module) => relative(projectRoot, module));
}

/** Feature folders holding more than MAX_FEATURE_FILES non-test source files, with their counts. */
function oversizedFeatures(files: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const file of files) {
    const feature = featureOf(file);
    if (feature === null || /\.test\.tsx?$/.test(file)) continue;
    counts.set(feature, (counts.get(feature) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > MAX_FEATURE_FILES)
    .map(([name, count]) => `${name}: ${count}`);
}

describe('client architecture', () => {
  it('features/ holds only feature folders, none of them the old catch-all board', () => {
    const entries = readdirSync(featuresRoot);
    expect(entries.filter((entry) => !statSync(join(featuresRoot, entry)).isDirectory())).toEqual([]);
    expect(entries).not.toContain('board');
    for (const entry of entries)
      expect(sourceFiles(join(featuresRoot, entry)).length, entry).toBeGreaterThan(0);
  });

  it('no feature folder is a catch-all', () => {
    expect(oversizedFeatures(sourceFiles(featuresRoot))).toEqual([]);
  });

  it('the size check counts source files per feature, tests aside', () => {
    const many = (feature: string, count: number, suffix = '.tsx') =>
      Array.from({ length: count }, (_, index) => join(featuresRoot, feature, `f${index}${suffix}`));
    const files = [
      ...many('big', MAX_FEATURE_FILES + 1),
      ...many('fine', MAX_FEATURE_FILES),
      ...many('fine', 9, '.test.tsx'),
    ];
    expect(oversizedFeatures(files)).toEqual([`big: ${MAX_FEATURE_FILES + 1}`]);
  });

  it('no feature imports another feature', () => {
    expect(crossFeatureImports(sourceFiles(featuresRoot), (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('test support lives in app/testing/, not in feature folders', () => {
    const files = sourceFiles(join(projectRoot, 'src/client'));
    expect(testSupportInFeatures(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('the check catches a feature module only tests import', () => {
    const routes = join(projectRoot, 'src/client/app/routes.tsx');
    const screen = join(featuresRoot, 'auth/login-screen.tsx');
    const fixtures = join(featuresRoot, 'auth/login-fixtures.ts');
    const test = join(featuresRoot, 'auth/login-screen.test.tsx');
    const texts: Record<string, string> = {
      [routes]: "const s = import('../features/auth/login-screen');",
      [test]: "import { s } from './login-screen';\nimport { f } from './login-fixtures';",
    };
    const found = testSupportInFeatures([routes, screen, fixtures, test], (file) => texts[file] ?? '');
    expect(found).toEqual(['src/client/features/auth/login-fixtures']);
  });

  it('the check catches a cross-feature import', () => {
    const fake = join(featuresRoot, 'auth/x.ts');
    const found = crossFeatureImports([fake], () => "import { a } from '../setup/setup-screen';");
    expect(found).toEqual(['src/client/features/auth/x.ts → ../setup/setup-screen']);
    expect(crossFeatureImports([fake], () => "import { a } from '../../lib/http';")).toEqual([]);
  });
});

/**
 * One way to write a form (docs/decisions/044): a feature's `<form>` is written with `useForm` of
 * lib/use-form.ts. The forms below are not, each for its reason; a new one joins this list only
 * with a reason a reviewer accepts.
 */
const FORMS_WITHOUT_THE_HOOK: Readonly<Record<string, string>> = {
  'home/guest-home.tsx': 'a search box: a GET to /vacancies/, nothing to check or send',
  'application-figures/application-figures-section.tsx':
    'a filter of the figures: two dates, applied on submit',
  'applications/board/application-move-form.tsx':
    'a message handed to the card, whose list-wide actions send it and keep its error',
  'applications/board/application-note-form.tsx':
    'a note handed to the card, whose list-wide actions send it and keep its error',
  'feedback-desk/feedback-reply-form.tsx':
    'a reply handed to the row, whose board-wide actions send it and keep its error',
  'student-review/student-review-row.tsx':
    'a denial reason handed to the review board, which sends it with the bulk denials',
};

/** Feature files that declare a `<form>` without `useForm`, and listed files that no longer need to be listed. */
function formsOffTheHook(
  files: readonly string[],
  read: (file: string) => string,
  exempt: Readonly<Record<string, string>>,
): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!file.endsWith('.tsx') || file.endsWith('.test.tsx')) continue;
    const text = read(file);
    const name = relative(featuresRoot, file).split(sep).join('/');
    const declares = /<form[\s>]/.test(text);
    const usesHook = /from '(?:\.\.\/)+lib\/use-form'/.test(text) && /\buseForm\(/.test(text);
    if (declares && !usesHook && exempt[name] === undefined) found.push(`${name}: <form> without useForm`);
    if (exempt[name] !== undefined && (!declares || usesHook))
      found.push(`${name}: listed, but needs no exemption`);
  }
  return found;
}

describe('forms', () => {
  it('every form of a feature is written with useForm, or listed with its reason', () => {
    const read = (file: string) => readFileSync(file, 'utf8');
    expect(formsOffTheHook(sourceFiles(featuresRoot), read, FORMS_WITHOUT_THE_HOOK)).toEqual([]);
  });

  it('the check catches a hand-made form and a stale exemption', () => {
    const file = (name: string) => join(featuresRoot, name);
    const onHook =
      "import { useForm } from '../../lib/use-form';\nconst f = useForm({});\n<form ref={f.formRef}>";
    const texts: Record<string, string> = {
      [file('auth/own-state.tsx')]: "const [email, setEmail] = useState('');\n<form onSubmit={send}>",
      [file('auth/on-hook.tsx')]: onHook,
      [file('auth/listed.tsx')]: onHook,
      [file('auth/no-form.tsx')]: 'export const x = 1;',
    };
    const found = formsOffTheHook(Object.keys(texts), (path) => texts[path] ?? '', {
      'auth/listed.tsx': 'a reason',
    });
    expect(found).toEqual([
      'auth/own-state.tsx: <form> without useForm',
      'auth/listed.tsx: listed, but needs no exemption',
    ]);
  });
});
