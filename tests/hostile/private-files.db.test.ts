import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureClientBuilt } from '../bench/client-build-once';
import { type ServerProcess, startServerProcess } from '../e2e/helpers/server-process';
import { describeOnDatabases } from '../helpers/test-database';

/**
 * Issue 24, item 27: another local user may read or change nothing the server keeps. The real
 * server (`npm start` in a child process) starts on a DATA_DIR and a BACKUP_DIR that an older
 * release left open to everyone (directories 0777, files 0666); once it runs, no entry under
 * either may give group or other any access, what it wrote itself (the lock, the control socket,
 * the database's new files) included.
 */
function loosen(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink()) chmodSync(path, entry.isDirectory() ? 0o777 : 0o666);
  }
  chmodSync(root, 0o777);
}

/** `path mode` of every entry under `root` (and root) that group or other may reach. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const check = (path: string) => {
    const stats = lstatSync(path);
    if (!stats.isSymbolicLink() && (stats.mode & 0o077) !== 0)
      open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
  };
  check(root);
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true }))
    check(join(entry.parentPath, entry.name));
  return open;
}

describeOnDatabases('data, uploads, mail, backups and the control socket are private', (target) => {
  let server: ServerProcess | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  const scratch = mkdtempSync(join(tmpdir(), 'jb-modes-'));
  const backups = join(scratch, 'backups');
  let dataDir = '';

  beforeAll(async () => {
    await ensureClientBuilt();
    const provisioned = await target.provision();
    cleanup = provisioned.cleanup;
    dataDir = provisioned.env.DATA_DIR ?? join(scratch, 'data');
    // What an older release left: uploads, mail and a backup, all open to everyone.
    for (const [dir, file] of [
      [join(dataDir, 'files', 'ab'), 'upload.webp'],
      [join(dataDir, 'outbox'), 'mail.eml'],
      [backups, 'board-2026-01-01.jbb'],
    ] as const) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, file), 'старое');
    }
    loosen(dataDir);
    loosen(backups);
    expect(openToOthers(dataDir).length).toBeGreaterThan(3);
    server = await startServerProcess({
      ...provisioned.env,
      DATA_DIR: dataDir,
      BACKUP_DIR: backups,
      BACKUP_INTERVAL: '24h',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await cleanup?.();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('leaves no file or directory under DATA_DIR or BACKUP_DIR open to group or other', async () => {
    expect((await fetch(`${server?.url}/healthz`)).status).toBe(200);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backups)).toEqual([]);
  });
});
