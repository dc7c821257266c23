import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { DatabaseHandle } from '../db/client';
import { type BackupOptions, writeBackup } from './create-backup';
import {
  BackupFormatError,
  type BackupHeader,
  type BackupLine,
  type BackupTrailer,
  readBackup,
} from './format';

/**
 * Writes a gzip-compressed backup into `out` (a file, or the running server's answer on its
 * backup socket, backup-socket.ts) and ends it.
 */
export async function streamBackup(
  handle: DatabaseHandle,
  out: Writable,
  options: BackupOptions,
): Promise<BackupTrailer> {
  const gzip = createGzip({ level: 6 });
  const piped = pipeline(gzip, out);
  try {
    const trailer = await writeBackup(handle, gzip, options);
    gzip.end();
    await piped;
    return trailer;
  } catch (error) {
    gzip.destroy(error as Error);
    await piped.catch(() => undefined);
    throw error;
  }
}

/** The lines of a gzip-compressed backup; a damaged or cut file throws before the last one. */
async function* readBackupStream(input: Readable): AsyncGenerator<BackupLine> {
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  try {
    yield* readBackup(input.pipe(gunzip));
  } catch (error) {
    // zlib's own errors (Z_BUF_ERROR: cut short, Z_DATA_ERROR: changed) said as a damaged file.
    if (String((error as NodeJS.ErrnoException).code ?? '').startsWith('Z_'))
      throw new BackupFormatError('сжатые данные обрываются или изменены');
    throw error;
  }
}

export function readBackupFile(path: string): AsyncGenerator<BackupLine> {
  return readBackupStream(createReadStream(path));
}

/** Reads a whole backup file: its header and trailer once every check passed. */
export async function verifyBackupFile(
  path: string,
): Promise<{ header: BackupHeader; trailer: BackupTrailer }> {
  let header: BackupHeader | null = null;
  let trailer: BackupTrailer | null = null;
  for await (const line of readBackupFile(path)) {
    if (line.kind === 'H') header = line.header;
    if (line.kind === 'E') trailer = line.trailer;
  }
  if (!header || !trailer) throw new Error('unreachable: readBackup checks header and trailer');
  return { header, trailer };
}

/**
 * Fills `path` through a temporary name beside it, checks what was written, then renames: a
 * backup file under its final name is always whole (a crash leaves only a `.tmp-…` file).
 */
export async function writeVerifiedFile(
  path: string,
  fill: (out: Writable) => Promise<unknown>,
): Promise<{ header: BackupHeader; trailer: BackupTrailer }> {
  const temporary = `${path}.tmp-${process.pid}-${Date.now()}`;
  try {
    await fill(createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
    const checked = await verifyBackupFile(temporary);
    await rename(temporary, path);
    return checked;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The backup of an open database into a file (the CLI without a server, the schedule). */
export function backupToFile(handle: DatabaseHandle, path: string, options: BackupOptions) {
  return writeVerifiedFile(path, (out) => streamBackup(handle, out, options));
}
