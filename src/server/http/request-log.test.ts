import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { requestLog } from './request-log';

type Line = { message: string; fields: Record<string, unknown> };

function logged(patternOnly: readonly string[] = []) {
  const lines: Line[] = [];
  const record = (message: string, fields: Record<string, unknown> = {}) => lines.push({ message, fields });
  const app = new Hono<AppEnv>();
  app.use(requestLog({ debug: record, info: record, warn: record, error: record }, patternOnly));
  app.get('/files/:token{[A-Za-z0-9_-]{22,64}}/', (c) => c.text('file'));
  app.get('/hook/:secret', (c) => c.text('hook'));
  app.get('/vacancies/', (c) => c.text('page'));
  return { app, lines };
}

describe('the request log', () => {
  it('never writes a file’s token or a signed address’s query, only the route’s pattern', async () => {
    const { app, lines } = logged();
    const token = 'Zx9_secret-token-AAAAAAAA';
    await app.request(`/files/${token}/?s=handle&e=1900000000&sig=signature`);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields.path).toBe('/files/:token{[A-Za-z0-9_-]{22,64}}/');
    expect(JSON.stringify(lines)).not.toMatch(/Zx9_secret|signature|handle/);
  });

  it('keeps ordinary paths, and names the paths it is told are secrets by their pattern', async () => {
    const { app, lines } = logged(['/hook/']);
    await app.request('/vacancies/?q=secret');
    await app.request('/hook/abcdef');
    expect(lines.map((line) => line.fields.path)).toEqual(['/vacancies/', '/hook/:secret']);
  });
});
