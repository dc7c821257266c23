import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress';
import type { AppEnv } from './context';

const big = 'Вакансия '.repeat(400);

function app() {
  const hono = new Hono<AppEnv>();
  hono.use(compressResponses());
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/big', (c) => c.json({ text: big }));
  hono.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));
  let builds = 0;
  hono.get('/js/app.js', (c) => {
    builds += 1;
    return c.body(big, 200, { 'content-type': 'text/javascript', 'cache-control': 'public, immutable' });
  });
  return { hono, builds: () => builds };
}

const gzip = { 'accept-encoding': 'gzip, br' };

describe('response compression', () => {
  it('gzips large compressible answers with a correct length', async () => {
    const response = await app().hono.request('/big', { headers: gzip });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual({ text: big });
  });

  it('leaves small answers, images and clients without gzip alone', async () => {
    const { hono } = app();
    expect((await hono.request('/small', { headers: gzip })).headers.get('content-encoding')).toBeNull();
    expect(await (await hono.request('/small', { headers: gzip })).json()).toEqual({ ok: true });
    expect((await hono.request('/png', { headers: gzip })).headers.get('content-encoding')).toBeNull();
    expect((await hono.request('/big')).headers.get('content-encoding')).toBeNull();
    const refused = await hono.request('/big', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('compresses an immutable asset once and serves the same bytes after', async () => {
    const { hono } = app();
    const first = Buffer.from(await (await hono.request('/js/app.js', { headers: gzip })).arrayBuffer());
    const second = Buffer.from(await (await hono.request('/js/app.js', { headers: gzip })).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    expect(gunzipSync(second).toString()).toBe(big);
  });
});
