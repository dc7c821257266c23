import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/test-app';
import { describeOnDatabases } from '../../tests/helpers/test-database';
import { SESSION_GLOBAL } from '../shared/constants';
import { messages } from '../shared/messages';
import { paths, specificationPaths } from '../shared/paths';
import { JSON_BODY_LIMIT_BYTES } from './api-app';
import type { DatabaseHandle } from './db/client';

describeOnDatabases('HTTP contract', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers every path of the specification with the app shell (200)', async () => {
    expect(specificationPaths.length).toBeGreaterThanOrEqual(24);
    const extra = ['/board/vacancy/edit/42/', paths.telegramUndo];
    for (const path of [...specificationPaths, ...extra]) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`window.${SESSION_GLOBAL}=null;`);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves the shell with 404 for a public page whose id no guest may see (docs/decisions/027)', async () => {
    for (const path of ['/vacancy/42/', '/company/7/']) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('serves the shell with 404 for paths that are no screen, so the client shows «not found»', async () => {
    const response = await t.app.request('/no/such/page/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('answers an unknown /api path with a JSON 404 in the envelope', async () => {
    for (const path of ['/api/nothing/here/', '/api', '/api/']) {
      const response = await t.api('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.body).toEqual({ success: false, message: messages.notFoundApi });
    }
  });

  it('refuses /api requests without X-Requested-With (403)', async () => {
    const response = await t.app.request('/api/session/');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: messages.xhrRequired });
    const wrongValue = await t.app.request('/api/login/', {
      method: 'POST',
      headers: { 'X-Requested-With': 'fetch' },
    });
    expect(wrongValue.status).toBe(403);
  });

  it('refuses state-changing requests whose body is not JSON (415) and changes nothing', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await t.api('POST', '/api/login/', {
        headers: { 'content-type': type, 'content-length': '10' },
      });
      expect(response.status, type).toBe(415);
      expect(response.body).toEqual({ success: false, message: messages.jsonRequired });
    }
  });

  it('refuses bodies over the limit (413)', async () => {
    const response = await t.api('POST', '/api/login/', {
      json: { email: 'a@b.ru', password: 'x'.repeat(JSON_BODY_LIMIT_BYTES), kind: 'student' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, message: messages.bodyTooLarge });
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const response = await t.app.request('/api/login/', {
      method: 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'content-type': 'application/json',
        'content-length': '5',
      },
      body: '{"a":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: messages.invalidJson });
  });

  it('sends security headers that still let Telegram Web frame the app', async () => {
    const response = await t.app.request('/login/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://web.telegram.org https://*.web.telegram.org");
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=-]+'/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(await response.text()).toContain(`<script nonce="${nonce}">window.${SESSION_GLOBAL}`);
  });

  it('reports health with the database reachable', async () => {
    const response = await t.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
