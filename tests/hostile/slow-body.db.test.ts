import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { envFrom } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { type RunningServer, startServer } from '../../src/server/main';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { TEST_SHELL_TEMPLATE } from '../helpers/test-app';
import { describeOnDatabase } from '../helpers/test-database';

/**
 * Bodies that trickle in (slowloris on the body). Timeout behaviour found (documented, not
 * changed here): the app sets no body-read timeout of its own; main.ts uses node:http's defaults
 * on Node 20 — `requestTimeout` 300 s for the whole request including its body, `headersTimeout`
 * 60 s, checked every 30 s — so a body that stops coming holds its socket for up to ~5 minutes.
 * No database connection or transaction is held while the body is read (the session lookup has
 * finished by then), so slow bodies cost sockets, not the database: the tests below hold that.
 * The subject is HTTP transport, not SQL: one database (docs/decisions/047-test-databases-from-templates.md).
 */
describeOnDatabase('hostile transport: slow bodies against a real server', (target) => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  let dataDir: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    dataDir = mkdtempSync(join(tmpdir(), 'jb-slow-'));
    const env = envFrom({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...provisioned.env });
    server = await startServer(env, {
      logger: createLogger('silent'),
      shell: async () => TEST_SHELL_TEMPLATE,
      staticDir: null,
      announce: () => {},
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await server?.close();
    await cleanup?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const body = JSON.stringify({ text: 'Медленное сообщение', email: 'slow@mail.ru' });

  /** Sends the headers of POST /api/feedback/send and none of the body yet; collects the answer. */
  function openSlowRequest() {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    sockets.push(socket);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/feedback/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `${XHR_HEADER}: ${XHR_HEADER_VALUE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    return { socket, closed, answer: () => answer };
  }

  /** Normal traffic while the slow ones hang: each must answer, and quickly. */
  async function othersAreServed() {
    const started = Date.now();
    const paths = ['/healthz', '/api/ping/', '/api/vacancy/getItems', '/api/tag/getItems'];
    const answers = await Promise.all(
      paths.map((path) => fetch(`${server.url}${path}`, { headers: { [XHR_HEADER]: XHR_HEADER_VALUE } })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    expect(Date.now() - started).toBeLessThan(5_000);
  }

  it('serves other requests while a body trickles in byte by byte, then answers the slow one', async () => {
    const slow = openSlowRequest();
    const bytes = Buffer.from(body);
    for (let at = 0; at < bytes.length; at += 1) {
      slow.socket.write(bytes.subarray(at, at + 1));
      if (at % 16 === 0) await othersAreServed();
      await sleep(20);
    }
    await expect.poll(() => slow.answer(), { timeout: 10_000 }).toMatch(/^HTTP\/1\.1 201/);
    expect(slow.answer()).toContain('"success":true');
  });

  it('is not blocked by 60 stalled bodies and survives their clients vanishing mid-body', async () => {
    const stalled = Array.from({ length: 60 }, () => openSlowRequest());
    for (const request of stalled) request.socket.write(body.slice(0, 10));
    await sleep(300);
    await othersAreServed();
    for (const request of stalled) request.socket.destroy();
    await Promise.all(stalled.map((request) => request.closed));
    await sleep(100);
    await othersAreServed();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('a body shorter than its Content-Length is never answered as complete', async () => {
    const slow = openSlowRequest();
    slow.socket.write(body.slice(0, 10));
    slow.socket.end();
    await slow.closed;
    // Either nothing, or a refusal — never a stored message built from half a body.
    expect(slow.answer()).not.toMatch(/^HTTP\/1\.1 2/);
    await othersAreServed();
  });
});
