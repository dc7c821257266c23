import { useCallback, useEffect, useRef } from 'react';

/**
 * A callback that runs `delay` ms after the last call; `flush` runs a pending call at once (Enter),
 * `cancel` drops it. The latest `callback` is used, whatever render it came from.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): { call: (...args: A) => void; flush: () => void; cancel: () => void } {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<A | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args !== null) callbackRef.current(...args);
  }, [cancel]);
  const call = useCallback(
    (...args: A) => {
      if (timer.current !== null) clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );
  useEffect(() => cancel, [cancel]);
  return { call, flush, cancel };
}
