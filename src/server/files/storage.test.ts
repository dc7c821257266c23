import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createMemoryStorage, type FileStorage } from './storage';

const root = mkdtempSync(join(tmpdir(), 'jb-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const NAME = 'AbCdEfGhIjKlMnOpQrStUv.webp';

describe.each([
  ['disk', () => createDiskStorage(join(root, 'files'))],
  ['memory', () => createMemoryStorage()],
] as const)('%s file storage', (_kind, make: () => FileStorage) => {
  it('puts, gets, lists and removes by server-made name; never overwrites', async () => {
    const storage = make();
    await storage.put(NAME, new Uint8Array([1, 2, 3]));
    expect(Array.from((await storage.get(NAME)) ?? [])).toEqual([1, 2, 3]);
    expect((await storage.list()).map((entry) => entry.name)).toEqual([NAME]);
    await expect(storage.put(NAME, new Uint8Array([9]))).rejects.toThrow();
    await storage.remove(NAME);
    await storage.remove(NAME);
    expect(await storage.get(NAME)).toBeNull();
  });

  it('refuses names that could leave the directory or carry a client-chosen type', async () => {
    const storage = make();
    for (const name of ['../../etc/passwd', '..\\x.webp', 'a/b.webp', 'short.webp', `${NAME}.html`, ''])
      await expect(storage.put(name, new Uint8Array([1]))).rejects.toThrow(/invalid stored file name/);
  });
});

describe('disk file storage', () => {
  it('keeps files private to the server’s user', async () => {
    const directory = join(root, 'private');
    await createDiskStorage(directory).put(NAME, new Uint8Array([1]));
    expect(readdirSync(directory)).toEqual([NAME]);
    expect(statSync(join(directory, NAME)).mode & 0o077).toBe(0);
  });
});
