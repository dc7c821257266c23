import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './client-build';
import { cutRanges, serverOnlyRanges } from './client-declarations-plugin';

type Ast = Parameters<typeof serverOnlyRanges>[0];
const strip = (code: string) => cutRanges(code, serverOnlyRanges(parseAst(code) as unknown as Ast, code));

describe('the client build keeps only what the client reads of a declaration', () => {
  it('cuts access, summary, params, notFound, query and body; keeps method, path, answer, response', () => {
    const code = [
      "import { endpoint } from '../endpoint';",
      'export const a = endpoint({',
      "  method: 'GET',",
      "  path: '/vacancy/:id{[0-9]+}/',",
      "  summary: 'Одна вакансия',",
      "  access: ['student', 'company'],",
      '  params: IdParamsSchema,',
      '  notFound: notFoundMessages.vacancy,',
      '  query: v.object({ page: v.optional(v.string()) }),',
      '  body: Body,',
      "  answer: 'file',",
      '  response: Reply',
      '});',
      'const other = make({ summary: 1, body: 2 });',
    ].join('\n');
    const out = strip(code);
    const kept = new Function(
      'endpoint',
      'Reply',
      `${out
        .replace(/^import.*\n/, '')
        .replace(/export /g, '')
        .replace('const other = make({ summary: 1, body: 2 });', '')} return a;`,
    )((declaration: unknown) => declaration, 'reply');
    expect(kept).toEqual({ method: 'GET', path: '/vacancy/:id{[0-9]+}/', answer: 'file', response: 'reply' });
    expect(out).toContain('make({ summary: 1, body: 2 })');
  });

  it('every declaration file, as the build emits it, still parses and keeps its responses', async () => {
    const dir = join(projectRoot, 'src/shared/contract/endpoints');
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const source = readFileSync(join(dir, file), 'utf8');
      const { code } = await transformWithOxc(source, file, { lang: 'ts' });
      const out = strip(code);
      expect(() => parseAst(out), file).not.toThrow();
      expect(out, file).not.toMatch(/\b(summary|access):/);
      expect((out.match(/\bresponse:/g) ?? []).length, file).toBe((code.match(/\bresponse:/g) ?? []).length);
    }
  });
});
