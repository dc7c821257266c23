/**
 * The stale-answer rule every server-state hook shares: one request in flight per hook. Starting
 * another aborts the one before (its fetch stops when the loader passed the signal on), and an
 * answer that arrives after its request was aborted — a newer key, a reload, the screen gone — is
 * dropped, so a slow response can never overwrite a newer one.
 */
interface LatestRequest {
  /** Aborts the request in flight, then runs `request`; `apply` gets its answer unless aborted meanwhile. */
  run<R>(request: (signal: AbortSignal) => Promise<R>, apply: (answer: R) => void): void;
  /** Aborts the request in flight (an effect's cleanup): its answer will be dropped. */
  abort(): void;
}

/** A hook keeps one for its lifetime: `const [request] = useState(latestRequest)`. */
export function latestRequest(): LatestRequest {
  let controller: AbortController | null = null;
  return {
    run(request, apply) {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      void request(own.signal).then((answer) => {
        if (!own.signal.aborted) apply(answer);
      });
    },
    abort() {
      controller?.abort();
    },
  };
}
