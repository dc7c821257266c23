import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; httpStatus: number };

/** What a load answers: HttpResult<T> fits. */
export type LoadResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/**
 * One thing loaded for a screen (a vacancy, the tag list), reloaded when `key` changes; `reload`
 * tries again after a failure. An answer for an older key is dropped.
 */
export function useResource<T>(
  key: string,
  load: () => Promise<LoadResult<T>>,
): Resource<T> & { reload: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` say when to load; `load` is a fresh closure each render.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void load().then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'error', message: result.message, httpStatus: result.status },
      );
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
