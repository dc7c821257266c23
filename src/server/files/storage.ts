import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

type StoredEntry = { name: string; modifiedAt: Date };

/**
 * Where uploaded bytes live (docs/design.md#several-instances): the local disk today, object storage later.
 * Names are always server-made (random token + extension), never anything a client sent (ASVS 5.3.2).
 */
export interface FileStorage {
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the name. */
  get(name: string): Promise<Uint8Array | null>;
  /** Removing a missing name is not an error: deletes may be retried. */
  remove(name: string): Promise<void>;
  /** Every stored name, for the orphan sweep. */
  list(): Promise<StoredEntry[]>;
}

/** Server-made names only; anything else is a programming error, refused before touching the disk. */
const STORED_NAME = /^[\w-]{16,64}\.(webp|pdf)$/;

function checkName(name: string): string {
  if (!STORED_NAME.test(name)) throw new Error(`invalid stored file name: ${JSON.stringify(name)}`);
  return name;
}

/**
 * Files in one flat directory (DATA_DIR/files/), outside the web root. With DATABASE_URL and
 * several instances this directory must be shared (or replaced by object storage).
 */
export function createDiskStorage(directory: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDir = () => {
    ready ??= mkdir(directory, { recursive: true, mode: 0o700 });
    return ready;
  };
  return {
    async put(name, bytes) {
      await ensureDir();
      // `wx`: a name collision (practically impossible with 128 random bits) never overwrites.
      await writeFile(join(directory, checkName(name)), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(name) {
      try {
        return await readFile(join(directory, checkName(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(join(directory, checkName(name)), { force: true });
    },
    async list() {
      await ensureDir();
      const names = (await readdir(directory)).filter((name) => STORED_NAME.test(name));
      const entries: StoredEntry[] = [];
      for (const name of names) {
        const info = await stat(join(directory, name)).catch(() => null);
        if (info?.isFile()) entries.push({ name, modifiedAt: info.mtime });
      }
      return entries;
    },
  };
}

/** For tests and API-only apps: nothing touches the disk. */
export function createMemoryStorage(now: () => Date = () => new Date()): FileStorage {
  const stored = new Map<string, { bytes: Uint8Array; modifiedAt: Date }>();
  return {
    async put(name, bytes) {
      if (stored.has(checkName(name))) throw new Error('stored file name already taken');
      stored.set(name, { bytes: new Uint8Array(bytes), modifiedAt: now() });
    },
    async get(name) {
      return stored.get(checkName(name))?.bytes ?? null;
    },
    async remove(name) {
      stored.delete(checkName(name));
    },
    async list() {
      return [...stored].map(([name, entry]) => ({ name, modifiedAt: entry.modifiedAt }));
    },
  };
}
