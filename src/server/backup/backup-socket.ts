import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorFields, type Logger } from '../logger';

/**
 * How `npm run backup` reaches a running server on the embedded database (docs/decisions/036):
 * PGlite belongs to the process holding DATA_DIR's lock, so that process makes the backup and
 * streams it over a Unix socket in DATA_DIR/.control/ — a directory of mode 0700 and a socket of
 * mode 0600, so only the server's own OS user can ask. The request is one line, `backup`; the
 * answer is the gzip-compressed backup, cut short on any failure (the CLI's check then refuses it).
 */
const REQUEST = 'backup\n';
/** sun_path holds 108 bytes with the final NUL on Linux. */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return join(resolve(dataDir), '.control', 'backup.sock');
}

type BackupSocket = { close(): Promise<void> };

export async function startBackupSocket(
  dataDir: string,
  run: (out: Writable) => Promise<unknown>,
  logger: Logger,
): Promise<BackupSocket | null> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger.warn('backups through the running server are off: the DATA_DIR path is too long for a socket', {
      length: Buffer.byteLength(path),
    });
    return null;
  }
  try {
    return await listenForBackups(path, run, logger);
  } catch (error) {
    // A volume that cannot hold a socket must not stop the server: backups then need it stopped.
    logger.warn('backups through the running server are off: no socket in DATA_DIR', errorFields(error));
    return null;
  }
}

async function listenForBackups(
  path: string,
  run: (out: Writable) => Promise<unknown>,
  logger: Logger,
): Promise<BackupSocket> {
  const directory = dirname(path);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  chmodSync(directory, 0o700);
  // We hold DATA_DIR's lock: a socket file left here belongs to a server that is gone.
  rmSync(path, { force: true });
  const sockets = new Set<Socket>();
  const runs = new Set<Promise<unknown>>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let request = '';
    const onData = (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (request.length < REQUEST.length) return;
      socket.off('data', onData);
      if (request !== REQUEST) {
        socket.destroy();
        return;
      }
      const started = Date.now();
      const done = run(socket)
        .then(() => logger.info('backup sent over the socket', { ms: Date.now() - started }))
        .catch((error: unknown) => {
          logger.warn('backup over the socket failed', errorFields(error));
          socket.destroy();
        });
      runs.add(done);
      void done.finally(() => runs.delete(done));
    };
    socket.on('data', onData);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  chmodSync(path, 0o600);
  return {
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      for (const socket of sockets) socket.destroy();
      await Promise.allSettled([...runs]);
      await closed;
      rmSync(path, { force: true });
    },
  };
}

/**
 * Asks the server holding DATA_DIR for a backup and writes its answer to `out`.
 * 'no-server' when nothing listens (no socket, or one left by a stopped server).
 */
export async function requestServerBackup(dataDir: string, out: Writable): Promise<'sent' | 'no-server'> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return 'no-server';
  const socket = await new Promise<Socket | null>((done, fail) => {
    const candidate = connect(path);
    candidate.once('connect', () => done(candidate));
    candidate.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(null);
      else fail(error);
    });
  });
  if (!socket) return 'no-server';
  socket.write(REQUEST);
  await pipeline(socket, out);
  return 'sent';
}
