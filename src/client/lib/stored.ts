/**
 * JSON records in the platform's storage, read through a valibot schema. Storage is outside our
 * control (older versions, other tabs, hand edits): a record that does not parse is treated as
 * absent and removed, so one bad value never breaks start-up.
 */
import * as v from 'valibot';
import type { PlatformStorage } from '../platform/platform';

export async function readStored<S extends v.GenericSchema>(
  storage: PlatformStorage,
  key: string,
  schema: S,
): Promise<v.InferOutput<S> | null> {
  let raw: string | null;
  try {
    raw = await storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    await removeStored(storage, key);
    return null;
  }
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  await removeStored(storage, key);
  return null;
}

export async function writeStored(storage: PlatformStorage, key: string, value: unknown): Promise<void> {
  await storage.setItem(key, JSON.stringify(value));
}

/** Removal never throws: it runs on the way out of failures already. */
export async function removeStored(storage: PlatformStorage, key: string): Promise<void> {
  try {
    await storage.removeItem(key);
  } catch {
    // Nothing more to do: the next start-up reads and validates again.
  }
}
