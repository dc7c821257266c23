import { afterAll, beforeAll, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/api-app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { files } from '../../src/server/db/schema';
import { UPLOAD_BODY_LIMIT_BYTES } from '../../src/server/routes/files.routes';
import { XHR_HEADER, XHR_HEADER_VALUE } from '../../src/shared/constants';
import { messages } from '../../src/shared/messages';
import { type Board, type Role, roleCookies, seedBoard } from '../helpers/board-fixtures';
import { changedTables, listTables, snapshotTables } from '../helpers/db-snapshot';
import { createTestApp } from '../helpers/test-app';
import { describeOnDatabase } from '../helpers/test-database';
import { smallPng, uploadFile } from '../helpers/upload-fixtures';

const CYRILLIC = /[А-Яа-яЁё]/;

// The subject is HTTP transport, not SQL: one database (docs/decisions/047-test-databases-from-templates.md).
describeOnDatabase('hostile transport: sizes, content types, path traversal', (target) => {
  let database: DatabaseHandle;
  let t: ReturnType<typeof createTestApp>;
  let board: Board;
  let cookies: Record<Role, string>;
  let tables: string[];

  beforeAll(async () => {
    database = await target.open();
    t = createTestApp(database);
    board = await seedBoard(database.db);
    cookies = await roleCookies(database.db, board, t.clock.now());
    tables = await listTables(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Runs `act` and asserts it changed no table. */
  async function unchanged(act: () => Promise<void>) {
    const before = await snapshotTables(database.db, tables);
    await act();
    expect(changedTables(before, await snapshotTables(database.db, tables))).toEqual([]);
  }

  async function raw(path: string, init: RequestInit & { cookie?: string }) {
    const headers = new Headers(init.headers);
    headers.set(XHR_HEADER, XHR_HEADER_VALUE);
    if (init.cookie) headers.set('cookie', init.cookie);
    const response = await t.app.request(path, { ...init, headers });
    const text = await response.text();
    return { status: response.status, text, headers: response.headers };
  }

  function expectRussianFailure(answer: { text: string }, message?: string) {
    const body = JSON.parse(answer.text) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(CYRILLIC);
    if (message) expect(body.message).toBe(message);
  }

  const feedback = (padding: number) =>
    JSON.stringify({ text: 'Здравствуйте!', email: 'guest@mail.ru', padding: 'я'.repeat(padding) });

  it('refuses a JSON body over the limit with 413, with or without Content-Length', async () => {
    const body = feedback(JSON_BODY_LIMIT_BYTES);
    await unchanged(async () => {
      const declared = await raw('/api/feedback/send', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      });
      expect(declared.status).toBe(413);
      expectRussianFailure(declared, messages.bodyTooLarge);
      // Chunked: no length up front, the limit counts the bytes as they come.
      const bytes = new TextEncoder().encode(body);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192));
          controller.close();
        },
      });
      const chunked = await raw('/api/feedback/send', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      expectRussianFailure(chunked, messages.bodyTooLarge);
    });
    // Just under the limit is read and answered on its merits.
    const fits = feedback(1000);
    const small = await raw('/api/feedback/send', {
      method: 'POST',
      body: fits,
      headers: { 'content-type': 'application/json' },
    });
    expect(small.status).toBe(201);
  });

  it('refuses an upload over its own limit with 413 and stores no file', async () => {
    await unchanged(async () => {
      const answer = await uploadFile(t.app, cookies.student, 'resume', {
        name: 'big.pdf',
        bytes: new Uint8Array(UPLOAD_BODY_LIMIT_BYTES + 1024),
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe(messages.fileTooLarge);
    });
    expect(await t.fileStorage.list()).toEqual([]);
  });

  it('refuses bodies that are not JSON with 415 (multipart only on the upload path)', async () => {
    const types = [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json-patch+json',
      'text/json',
      '',
    ];
    await unchanged(async () => {
      for (const type of types) {
        const headers: Record<string, string> = { 'content-length': '2' };
        if (type) headers['content-type'] = type;
        for (const [path, cookie] of [
          ['/api/feedback/send', ''],
          ['/api/favourite/switch', cookies.student],
          ['/api/admin/', cookies.admin],
        ] as const) {
          const answer = await raw(path, { method: 'POST', body: '{}', headers, cookie });
          expect(answer.status, `${type} on ${path}`).toBe(415);
          expectRussianFailure(answer, messages.jsonRequired);
        }
      }
      // JSON on the upload path is not a file.
      const upload = await raw('/api/files/', {
        method: 'POST',
        body: '{"kind":"photo"}',
        headers: { 'content-type': 'application/json' },
        cookie: cookies.student,
      });
      expect(upload.status).toBe(400);
      expectRussianFailure(upload);
    });
  });

  it('never serves anything but a stored file under /files/, whatever the path says', async () => {
    const paths = [
      '/files/..%2f..%2fetc%2fpasswd/',
      '/files/..%2F..%2F..%2Fetc%2Fpasswd',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/1%2f..%2f..%2fpackage.json/',
      '/files/../../package.json',
      '/files/1%00.webp/',
      '/files/-1/',
      '/files/1.5/',
      '/files/99999999999999999999/',
      '/api/files/..%2f..%2fetc%2fpasswd/',
    ];
    for (const path of paths) {
      const answer = await raw(path, { method: 'GET', cookie: cookies.admin });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toMatch(/root:|"name": "job-board"/);
    }
  });

  it('stores an upload under a server-made name, whatever the file name claims', async () => {
    const hostileNames = [
      '../../../etc/passwd.png',
      '..\\..\\windows\\system32\\evil.png',
      '/absolute/path.png',
      'a\u0000b.png',
      '\u202Egnp.exe',
      '..',
    ];
    const png = await smallPng();
    for (const name of hostileNames) {
      const answer = await uploadFile(t.app, cookies.student, 'photo', { name, bytes: png });
      expect(answer.status, name).toBe(201);
    }
    const stored = await t.fileStorage.list();
    expect(stored).toHaveLength(hostileNames.length);
    for (const entry of stored) expect(entry.name).toMatch(/^[\w-]{16,64}\.webp$/);
    const rows = await database.db.select().from(files);
    for (const row of rows) {
      expect(row.storedName).toMatch(/^[\w-]{16,64}\.webp$/);
      const read = await raw(`/files/${row.token}/`, { method: 'GET', cookie: cookies.student });
      expect(read.status).toBe(200);
      expect(read.headers.get('content-disposition')).toBe('inline; filename="photo.webp"');
    }
  });
});
