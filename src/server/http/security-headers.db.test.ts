import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/helpers/test-app';
import { describeOnDatabases } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { FRAME_ANCESTORS, HSTS_MAX_AGE_SECONDS } from './security-headers';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const JSON_POST = { ...XHR, 'content-type': 'application/json' };

/** ASVS 5.0 L2, chapter 3.4: what every answer, every page and every non-page carries. */
describeOnDatabases('security headers', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database);
  });
  afterAll(async () => {
    await database.close();
  });

  const hstsSeconds = (response: Response) =>
    Number(response.headers.get('strict-transport-security')?.match(/max-age=(\d+)/)?.[1] ?? 0);

  it('pages: HSTS for a year, base-uri none, and still framed by Telegram Web only', async () => {
    for (const path of ['/login/', '/vacancies/', '/no/such/page/']) {
      const response = await t.app.request(path);
      expect(hstsSeconds(response), path).toBeGreaterThanOrEqual(31_536_000);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("base-uri 'none'");
      expect(csp, path).toContain(`frame-ancestors ${FRAME_ANCESTORS}`);
      expect(csp, path).toContain("object-src 'none'");
      expect(response.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('API answers, files and errors: HSTS for a year and a CSP that runs, frames, bases and posts nothing', async () => {
    const answers: [string, Response][] = [
      ['ping', await t.app.request('/api/ping/', { headers: XHR })],
      ['list', await t.app.request('/api/vacancy/getItems/', { headers: XHR })],
      ['unknown api', await t.app.request('/api/no-such/', { headers: XHR })],
      ['no xhr header', await t.app.request('/api/ping/')],
      ['bad json', await t.app.request('/api/login/', { method: 'POST', headers: JSON_POST, body: '{"a":' })],
      ['refused', await t.app.request('/api/login/', { method: 'POST', headers: JSON_POST, body: '{}' })],
      ['no file', await t.app.request(`/files/${'a'.repeat(64)}/`)],
      ['health', await t.app.request('/healthz')],
    ];
    for (const [name, response] of answers) {
      expect(hstsSeconds(response), name).toBe(HSTS_MAX_AGE_SECONDS);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, name).toContain("default-src 'none'");
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toContain("base-uri 'none'");
      expect(csp, name).toContain("form-action 'none'");
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
  });
});
