import { useCallback, useEffect, useRef, useState } from 'react';
import { latestRequest } from './latest-request';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `code`: the refusal's code (`account-pending` for an account under review), or null. */
  | { status: 'error'; message: string; httpStatus: number; code: string | null };

/** What a load answers: HttpResult<T> fits. */
export type LoadResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; code?: string | undefined };

/**
 * One thing loaded for a screen (a vacancy, the tag list), reloaded when `key` changes; `reload`
 * tries again after a failure. An answer for an older key is dropped (latest-request.ts); `load`
 * gets the request's signal and may pass it to the HTTP client. `initial`: the answer for the
 * first key, already known (the page's inlined data, lib/initial-data.ts): no load for it.
 */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<LoadResult<T>>,
  initial: T | null = null,
): Resource<T> & { reload: () => void } {
  const [state, setState] = useState<Resource<T>>(() =>
    initial === null ? { status: 'loading' } : { status: 'ready', data: initial },
  );
  const [attempt, setAttempt] = useState(0);
  const [request] = useState(latestRequest);
  // The key the initial answer is for, until another key or a reload asks the server.
  const knownKey = useRef(initial === null ? null : key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` say when to load; `load` is a fresh closure each render.
  useEffect(() => {
    if (knownKey.current === key && attempt === 0) return;
    knownKey.current = null;
    setState({ status: 'loading' });
    request.run(load, (result) =>
      setState(
        result.ok
          ? { status: 'ready', data: result.data }
          : {
              status: 'error',
              message: result.message,
              httpStatus: result.status,
              code: result.code ?? null,
            },
      ),
    );
    return request.abort;
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { ...state, reload };
}
