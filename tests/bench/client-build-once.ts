import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient, clientBuildIsStale } from '../../src/server/client-build';

const LOCK = join(tmpdir(), 'jb-client-build.lock');
const STALE_LOCK_MS = 5 * 60_000;
const WAIT_MS = 5 * 60_000;

/**
 * Builds the client once when its sources are newer than dist/. A server process builds a stale
 * client itself at start, but two suites starting servers at once (vitest runs files in
 * parallel) would then build into the same dist/ together; a lock directory lets one build while
 * the others wait for it.
 */
export async function ensureClientBuilt(): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS)
          rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // Removed meanwhile: try again.
      }
      if (Date.now() > deadline) throw new Error(`client build lock ${LOCK} held for too long`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    if (clientBuildIsStale()) await buildClient();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
