import { signInAdminByApi } from '../e2e/helpers/admin-totp';
import type { ServerProcess } from '../e2e/helpers/server-process';

/**
 * The crash test's writes: an admin creating tags through the API. Cheap, each in its own
 * transaction, and each 201 names the row it acknowledged, so the test knows exactly what must
 * survive a kill.
 */
export const CRASH_ADMIN = { email: 'crash-admin@example.ru', password: 'a long crash passphrase' };

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Password and second factor (docs/decisions/016), enrolling TOTP the first time. */
export async function signInAdmin(url: string): Promise<string> {
  return signInAdminByApi(url, CRASH_ADMIN.email, CRASH_ADMIN.password);
}

/** The tag's id when the server acknowledged it (201), null for any other answer. */
export async function createTag(url: string, cookie: string, name: string): Promise<number | null> {
  const response = await fetch(`${url}/api/tag/`, {
    method: 'POST',
    headers: { ...XHR, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, visible: false }),
  });
  if (response.status !== 201) return null;
  const body = (await response.json()) as { data?: { id?: unknown } };
  return typeof body.data?.id === 'number' ? body.data.id : null;
}

/** Every tag, hidden ones too (the admin's view), page by page: name → id. */
export async function listTags(url: string, cookie: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let page = 1; page < 100; page++) {
    const response = await fetch(`${url}/api/tag/getItems?includeHidden=true&limit=200&page=${page}`, {
      headers: { ...XHR, Cookie: cookie },
    });
    if (response.status !== 200) throw new Error(`tag list: HTTP ${response.status}`);
    const body = (await response.json()) as {
      data: { items: { id: number; name: string }[]; total: number };
    };
    for (const item of body.data.items) found.set(item.name, item.id);
    if (body.data.items.length === 0 || found.size >= body.data.total) break;
  }
  return found;
}

type StreamOutcome = {
  /** name → id of every write the server acknowledged before it died. */
  acknowledged: Map<string, number>;
  /** Writes sent and not yet answered at the moment of the kill. */
  inFlightAtKill: number;
  /** Writes sent in all (acknowledged, refused, or cut off by the kill). */
  sent: number;
};

/**
 * `writers` concurrent loops of tag creations; SIGKILL the server the moment the
 * `killAfter`-th acknowledgement arrives, while the other writers' requests are in flight.
 * Resolves once the process is gone and every writer has seen its connection cut.
 */
export async function writeUntilKilled(
  server: ServerProcess,
  cookie: string,
  options: { prefix: string; writers: number; killAfter: number },
): Promise<StreamOutcome> {
  const acknowledged = new Map<string, number>();
  let sent = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  const writer = async () => {
    while (inFlightAtKill < 0) {
      const name = `${options.prefix}-${sent++}`;
      inFlight++;
      try {
        const id = await createTag(server.url, cookie, name);
        if (id === null) throw new Error(`tag ${name} was refused`);
        if (inFlightAtKill >= 0) continue; // answered after the kill signal: not counted as acknowledged
        acknowledged.set(name, id);
        if (acknowledged.size === options.killAfter) {
          inFlightAtKill = inFlight - 1;
          server.child.kill('SIGKILL');
        }
      } catch (error) {
        if (inFlightAtKill < 0) throw error;
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
  await server.exited;
  return { acknowledged, inFlightAtKill, sent };
}
