import { describe, expect, it } from 'vitest';
import { latestRequest } from './latest-request';

/** A request whose answer the test releases by hand, recording the signal it was given. */
function deferred<R>() {
  let release: (answer: R) => void = () => undefined;
  let signal: AbortSignal | null = null;
  const promise = new Promise<R>((resolve) => {
    release = resolve;
  });
  const request = (given: AbortSignal) => {
    signal = given;
    return promise;
  };
  return { request, release: (answer: R) => release(answer), signal: () => signal };
}

describe('latestRequest', () => {
  it('drops the answer of a request a newer one replaced, and aborts its signal', async () => {
    const applied: string[] = [];
    const latest = latestRequest();
    const slow = deferred<string>();
    const fast = deferred<string>();
    latest.run(slow.request, (answer) => applied.push(answer));
    latest.run(fast.request, (answer) => applied.push(answer));
    expect(slow.signal()?.aborted).toBe(true);
    fast.release('new');
    slow.release('old');
    await Promise.resolve();
    await Promise.resolve();
    expect(applied).toEqual(['new']);
  });

  it('drops the answer of an aborted request (the screen went away)', async () => {
    const applied: string[] = [];
    const latest = latestRequest();
    const only = deferred<string>();
    latest.run(only.request, (answer) => applied.push(answer));
    latest.abort();
    only.release('late');
    await Promise.resolve();
    expect(applied).toEqual([]);
  });
});
