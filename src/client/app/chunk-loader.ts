/**
 * Every route screen is a lazily loaded chunk (docs/product.md#screens-and-paths). This loader keeps the
 * state of each chunk (loading | loaded | failed, docs/product.md#start-up-and-logout), gives up after
 * CHUNK_LOAD_TIMEOUT_MS (docs/product.md#constants) and turns any failure into a ChunkLoadError naming its
 * type and the requested address (docs/product.md#error-catalogue). It never retries: a half-deployed site
 * would only fail again, and the user's reload fetches a fresh shell that names the current chunks.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

type ChunkState = 'loading' | 'loaded' | 'failed';
type ChunkFailureType = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunkId: string;
  readonly type: ChunkFailureType;
  /** The address that was requested, or the chunk id when the browser did not say. */
  readonly request: string;

  constructor(chunkId: string, type: ChunkFailureType, request: string, cause?: unknown) {
    super(
      `Loading chunk ${chunkId} failed.\n(${type}: ${request})`,
      cause === undefined ? undefined : { cause },
    );
    this.chunkId = chunkId;
    this.type = type;
    this.request = request;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

type Listener = (chunkId: string, state: ChunkState) => void;

const states = new Map<string, ChunkState>();
const listeners = new Set<Listener>();

function setState(chunkId: string, state: ChunkState): void {
  states.set(chunkId, state);
  for (const listener of listeners) listener(chunkId, state);
}

/** The state of one chunk; undefined until it is first requested. */
export function getChunkState(chunkId: string): ChunkState | undefined {
  return states.get(chunkId);
}

/** A snapshot of every requested chunk. */
export function chunkStates(): ReadonlyMap<string, ChunkState> {
  return new Map(states);
}

export function subscribeChunkStates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every chunk (tests). */
export function resetChunkRegistry(): void {
  states.clear();
}

/**
 * Browsers name the failed address in the error text — Chromium: "Failed to fetch dynamically
 * imported module: <url>", Firefox: "error loading dynamically imported module: <url>". Safari
 * says nothing, and then the chunk id stands in.
 */
export function requestFromError(error: unknown): string | null {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /(?:https?:\/\/|\/)[^\s'"]+\.m?js(?:\?[^\s'"]*)?/.exec(text);
  return match ? match[0] : null;
}

interface ChunkLoaderOptions {
  timeoutMs?: number;
  /** Probes a failed address (tests pass a fake). */
  fetch?: typeof fetch;
}

/** 404 or 410 means the file is gone (usually a newer deployment); anything else is an error. */
async function classify(
  request: string | null,
  fetcher: typeof fetch | undefined,
): Promise<ChunkFailureType> {
  if (request === null || fetcher === undefined) return 'error';
  try {
    let response = await fetcher(request, { method: 'HEAD', cache: 'no-store' });
    // Some static servers answer HEAD with 405: ask again the plain way.
    if (response.status === 405 || response.status === 501) {
      response = await fetcher(request, { method: 'GET', cache: 'no-store' });
    }
    return response.status === 404 || response.status === 410 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/** Loads one chunk, recording its state; rejects with ChunkLoadError. */
export function loadChunk<TModule>(
  chunkId: string,
  importer: () => Promise<TModule>,
  options: ChunkLoaderOptions = {},
): Promise<TModule> {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const fetcher = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
  setState(chunkId, 'loading');

  return new Promise<TModule>((resolve, reject) => {
    let settled = false;
    const fail = (error: ChunkLoadError) => {
      settled = true;
      setState(chunkId, 'failed');
      reject(error);
    };
    const timer = setTimeout(() => {
      if (!settled) fail(new ChunkLoadError(chunkId, 'timeout', chunkId));
    }, timeoutMs);

    importer().then(
      (module) => {
        if (settled) return; // Too late: the timeout has already been reported.
        settled = true;
        clearTimeout(timer);
        setState(chunkId, 'loaded');
        resolve(module);
      },
      async (error: unknown) => {
        if (settled) return;
        clearTimeout(timer);
        const request = requestFromError(error);
        const type = await classify(request, fetcher);
        if (!settled) fail(new ChunkLoadError(chunkId, type, request ?? chunkId, error));
      },
    );
  });
}

/**
 * A route screen as a lazy component: `lazyScreen('home', () => import('./home-screen'),
 * 'HomeScreen')`. The export is named (no default exports in this code base).
 */
export function lazyScreen<TKey extends string, TModule extends Record<TKey, ComponentType>>(
  chunkId: string,
  importer: () => Promise<TModule>,
  exportName: TKey,
  options?: ChunkLoaderOptions,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await loadChunk(chunkId, importer, options);
    const component: ComponentType = module[exportName];
    return { default: component };
  });
}
