import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_GLOBAL } from '../../shared/constants';
import { injectSession, inlineJson, inlineStylesheets, publicConfigFrom } from './shell';

const template =
  '<html><head></head><body><div id="root"></div><script type="module" src="/js/a.js"></script></body></html>';

describe('the shell', () => {
  it('puts the session handle into the global variable before the app script', () => {
    const html = injectSession(template, 'handle-123', 'n0nce');
    const at = html.indexOf(`window.${SESSION_GLOBAL}="handle-123";`);
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(html.indexOf('/js/a.js'));
  });

  it('exposes the public configuration, and only it', () => {
    const config = { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', botUsername: 'board_bot' };
    const html = injectSession(template, null, 'n', publicConfigFrom(config));
    expect(html).toContain(
      'window.__APP_CONFIG__={"mapTileUrl":"https://tiles.example/{z}/{x}/{y}.png","botUsername":"board_bot","miniAppName":null,"publicUrl":null};',
    );
    const env = { mapTileUrl: 'https://t/{z}', botToken: '1:secret', smtpUrl: 'smtp://u:p@h' };
    expect(publicConfigFrom(env)).toEqual({
      mapTileUrl: 'https://t/{z}',
      botUsername: null,
      miniAppName: null,
      publicUrl: null,
    });
  });

  it('writes null without a session', () => {
    expect(injectSession(template, null, 'n')).toContain(`window.${SESSION_GLOBAL}=null;`);
  });

  it('gives every script the nonce', () => {
    const html = injectSession(template, null, 'abc');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<script nonce="abc"/g)).toHaveLength(2);
  });

  it('cannot be broken out of by a hostile value', () => {
    expect(inlineJson('</script><script>alert(1)</script>')).not.toContain('</script>');
    expect(inlineJson('\u2028')).toBe('"\\u2028"');
  });
});

describe('inlineStylesheets (docs/decisions/066-server-rendering.md)', () => {
  it('writes the build’s stylesheet into the page, and nothing in it can close the element', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jb-shell-css-'));
    mkdirSync(join(dir, 'css'));
    writeFileSync(join(dir, 'css', 'style-abc.css'), 'a{color:red}/*</style><script>x</script>*/');
    const html = await inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/css/style-abc.css"></head>',
      dir,
    );
    expect(html).toBe('<head><style>a{color:red}/*<\\/style><script>x</script>*/</style></head>');
    rmSync(dir, { recursive: true, force: true });
  });
});
