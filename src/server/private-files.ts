import { chmodSync, type Dirent, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the server writes — the embedded database (DATA_DIR/pgdata), uploads, outgoing mail,
 * backups and the control socket — is its user's alone: directories 0700, files 0600 (issue 24:
 * PGlite's files were 0666, so any local user could read password hashes or make an admin).
 * docs/operations.md («Files and modes») says the same to whoever runs it.
 */
const PRIVATE_UMASK = 0o077;
const GROUP_OR_OTHER = 0o077;
/** A bound on the start-up sweep: a data directory holds a few thousand entries. */
const SWEEP_MAX_ENTRIES = 500_000;

/** Every file and directory this process creates from now on: no bits for group or other. */
export function keepFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}

type Tightened = { visited: number; changed: number; failed: number; truncated: boolean };

/**
 * Takes group and other access off every entry under `roots` (directories 0700, files and sockets
 * 0600), for trees made before keepFilesPrivate; symbolic links are not followed. Only entries that
 * had such bits are changed, so a second start changes nothing. A missing root is skipped.
 */
export function tightenTrees(roots: readonly string[], limit = SWEEP_MAX_ENTRIES): Tightened {
  const result: Tightened = { visited: 0, changed: 0, failed: 0, truncated: false };
  const pending = [...roots];
  while (pending.length > 0) {
    const path = pending.pop() ?? '';
    if (result.visited >= limit) {
      result.truncated = true;
      break;
    }
    result.visited += 1;
    let mode: number;
    let directory: boolean;
    try {
      const stats = lstatSync(path);
      if (stats.isSymbolicLink()) continue;
      mode = stats.mode;
      directory = stats.isDirectory();
    } catch {
      continue;
    }
    if ((mode & GROUP_OR_OTHER) !== 0) {
      try {
        chmodSync(path, directory ? 0o700 : 0o600);
        result.changed += 1;
      } catch {
        result.failed += 1;
      }
    }
    if (!directory) continue;
    let entries: Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      result.failed += 1;
      continue;
    }
    for (const entry of entries) pending.push(join(path, entry.name));
  }
  return result;
}
