import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './client-build';
import { loadEnv, SETTING_NAMES } from './env';

/**
 * .env.example is the operator's list of settings (README «Production», compose.yaml): every
 * setting env.ts reads, and every variable compose.yaml interpolates, is there with a comment;
 * nothing else is; its values and examples pass the server's own validation; secrets stay empty.
 */
type Entry = { name: string; value: string; example: boolean; line: number; described: boolean };

const SETTING = /^(#?)([A-Z][A-Z0-9_]*)=(.*)$/;
const SECRET = /PASSWORD|TOKEN|SECRET|SMTP_URL|DATABASE_URL/;

function entriesOf(text: string): Entry[] {
  const lines = text.split('\n');
  const isSetting = (line: string | undefined) => line !== undefined && SETTING.test(line);
  return lines.flatMap((line, index) => {
    const match = SETTING.exec(line);
    if (!match) return [];
    // A group of settings (ADMIN_EMAIL and ADMIN_PASSWORD) shares the comment above it.
    let above = index - 1;
    while (isSetting(lines[above])) above -= 1;
    const described = /^#\s*\S/.test(lines[above] ?? '');
    return [
      { name: match[2] ?? '', value: match[3] ?? '', example: match[1] === '#', line: index + 1, described },
    ];
  });
}

function composeVariables(text: string): string[] {
  const names = [...text.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

const entries = entriesOf(readFileSync(join(projectRoot, '.env.example'), 'utf8'));
const composeOnly = composeVariables(readFileSync(join(projectRoot, 'compose.yaml'), 'utf8')).filter(
  (name) => !(SETTING_NAMES as readonly string[]).includes(name),
);
const names = entries.map((entry) => entry.name);

describe('.env.example', () => {
  it('documents every setting of env.ts and every variable of compose.yaml, each once', () => {
    const missing = [...SETTING_NAMES, ...composeOnly].filter((name) => !names.includes(name));
    expect(missing).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('lists nothing the server or compose.yaml does not read', () => {
    const known = new Set<string>([...SETTING_NAMES, ...composeOnly]);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('puts a comment above every setting', () => {
    expect(
      entries.filter((entry) => !entry.described).map((entry) => `${entry.line}: ${entry.name}`),
    ).toEqual([]);
  });

  it('leaves secrets empty', () => {
    const filled = entries.filter((entry) => !entry.example && SECRET.test(entry.name) && entry.value !== '');
    expect(filled.map((entry) => entry.name)).toEqual([]);
  });

  it('gives values and examples the server accepts', () => {
    const settings = new Set<string>(SETTING_NAMES);
    const given = entries.filter((entry) => settings.has(entry.name) && entry.value !== '');
    const values = Object.fromEntries(
      given.filter((entry) => !entry.example).map((entry) => [entry.name, entry.value]),
    );
    expect(() => loadEnv(values)).not.toThrow();
    for (const example of given.filter((entry) => entry.example)) {
      expect(() => loadEnv({ ...values, [example.name]: example.value }), example.name).not.toThrow();
    }
  });

  it('the parser sees a setting without a comment and a filled secret', () => {
    const found = entriesOf('# The port.\nPORT=\n\nBOT_TOKEN=123:abc\n#HOST=0.0.0.0');
    expect(found.map(({ name, described, example }) => ({ name, described, example }))).toEqual([
      { name: 'PORT', described: true, example: false },
      { name: 'BOT_TOKEN', described: false, example: false },
      { name: 'HOST', described: false, example: true },
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose.yaml's own ${…}, not a template.
    expect(composeVariables('a: ${A:-${B}} $${C} ${D}')).toEqual(['A', 'B', 'D']);
  });
});
