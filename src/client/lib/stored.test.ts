import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { StoredAuthSchema } from '../../shared/contract/auth.contract';
import { createFakePlatform } from '../app/testing/fake-platform';
import { readStored, writeStored } from './stored';

describe('stored records', () => {
  it('reads a valid record', async () => {
    const { storage } = createFakePlatform({ storage: { auth: '{"token":"t","kind":"student"}' } });
    expect(await readStored(storage, 'auth', StoredAuthSchema)).toEqual({ token: 't', kind: 'student' });
  });

  it('treats corrupt JSON as absent and removes it', async () => {
    const platform = createFakePlatform({ storage: { auth: '{not json' } });
    expect(await readStored(platform.storage, 'auth', StoredAuthSchema)).toBeNull();
    expect(platform.store.has('auth')).toBe(false);
  });

  it('treats a wrong shape as absent and removes it', async () => {
    const platform = createFakePlatform({ storage: { auth: '{"token":1,"kind":"pirate"}' } });
    expect(await readStored(platform.storage, 'auth', StoredAuthSchema)).toBeNull();
    expect(platform.store.has('auth')).toBe(false);
  });

  it('returns null for a missing key and writes JSON', async () => {
    const platform = createFakePlatform();
    expect(await readStored(platform.storage, 'x', v.number())).toBeNull();
    await writeStored(platform.storage, 'x', 5);
    expect(platform.store.get('x')).toBe('5');
  });
});
