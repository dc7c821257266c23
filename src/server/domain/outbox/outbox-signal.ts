/**
 * "A row was just queued in this process": the outbox worker (src/server/outbox/) listens and
 * claims at once instead of at its next poll, so a sign-in confirmation (docs/decisions/016) is
 * not a second late. Only a hint: the poll still finds every row, including other instances'.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onOutboxWrite(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalOutboxWrite(): void {
  for (const listener of listeners) listener();
}
