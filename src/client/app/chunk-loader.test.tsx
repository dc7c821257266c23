import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';
import {
  ChunkLoadError,
  chunkStates,
  getChunkState,
  lazyScreen,
  loadChunk,
  requestFromError,
  resetChunkRegistry,
  subscribeChunkStates,
} from './chunk-loader';
import { ErrorBoundary, pageActions } from './error-boundary';

const URL_404 = 'http://localhost:3000/js/vacancy-screen-AbC123.js';
const chromiumError = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const statusFetch = (status: number) => vi.fn<typeof fetch>(async () => new Response(null, { status }));

beforeEach(() => resetChunkRegistry());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function failureOf(promise: Promise<unknown>): Promise<ChunkLoadError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ChunkLoadError)) throw new Error('expected a ChunkLoadError');
  return error;
}

describe('loadChunk', () => {
  it('records loading, then loaded', async () => {
    const seen: string[] = [];
    const stop = subscribeChunkStates((id, state) => seen.push(`${id}:${state}`));
    const module = await loadChunk('home', async () => ({ value: 1 }));
    stop();
    expect(module).toEqual({ value: 1 });
    expect(getChunkState('home')).toBe('loaded');
    expect(seen).toEqual(['home:loading', 'home:loaded']);
  });

  it('fails with type timeout after exactly 120000 ms (docs/product.md#constants)', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('slow', () => new Promise<never>(() => {}));
    const failure = failureOf(pending);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(getChunkState('slow')).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    const error = await failure;
    expect(getChunkState('slow')).toBe('failed');
    expect(error.type).toBe('timeout');
    expect(error.request).toBe('slow');
    expect(error.message).toBe('Loading chunk slow failed.\n(timeout: slow)');
  });

  it('a chunk that arrives after the timeout stays failed', async () => {
    vi.useFakeTimers();
    let arrive: (value: { late: true }) => void = () => {};
    const failure = failureOf(loadChunk('late', () => new Promise((resolve) => (arrive = resolve))));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    arrive({ late: true });
    await vi.advanceTimersByTimeAsync(0);
    expect((await failure).type).toBe('timeout');
    expect(getChunkState('late')).toBe('failed');
  });

  it('fails with type missing when the address answers 404, naming the address', async () => {
    const probe = statusFetch(404);
    const error = await failureOf(
      loadChunk('vacancy', () => Promise.reject(chromiumError(URL_404)), { fetch: probe }),
    );
    expect(error.type).toBe('missing');
    expect(error.request).toBe(URL_404);
    expect(error.message).toBe(`Loading chunk vacancy failed.\n(missing: ${URL_404})`);
    expect(probe).toHaveBeenCalledWith(URL_404, expect.objectContaining({ method: 'HEAD' }));
    expect(getChunkState('vacancy')).toBe('failed');
  });

  it('counts 410 as missing too', async () => {
    const error = await failureOf(
      loadChunk('gone', () => Promise.reject(chromiumError(URL_404)), { fetch: statusFetch(410) }),
    );
    expect(error.type).toBe('missing');
  });

  it('fails with type error when the file exists (network or evaluation trouble)', async () => {
    const error = await failureOf(
      loadChunk('broken', () => Promise.reject(chromiumError(URL_404)), { fetch: statusFetch(200) }),
    );
    expect(error.type).toBe('error');
    expect(error.request).toBe(URL_404);
  });

  it('fails with type error and the chunk id when the browser names no address', async () => {
    const probe = statusFetch(404);
    const error = await failureOf(
      loadChunk('safari', () => Promise.reject(new TypeError('Importing a module script failed.')), {
        fetch: probe,
      }),
    );
    expect(error).toMatchObject({ type: 'error', request: 'safari' });
    expect(probe).not.toHaveBeenCalled();
  });

  it('fails with type error when the probe itself fails', async () => {
    const probe = vi.fn<typeof fetch>(async () => {
      throw new TypeError('offline');
    });
    const error = await failureOf(
      loadChunk('x', () => Promise.reject(chromiumError(URL_404)), { fetch: probe }),
    );
    expect(error.type).toBe('error');
  });

  it('never retries the import', async () => {
    const importer = vi.fn(() => Promise.reject<{ a: 1 }>(chromiumError(URL_404)));
    await failureOf(loadChunk('once', importer, { fetch: statusFetch(404) }));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(chunkStates().get('once')).toBe('failed');
  });
});

describe('requestFromError', () => {
  it('reads Chromium and Firefox messages', () => {
    expect(requestFromError(chromiumError(URL_404))).toBe(URL_404);
    expect(requestFromError(new TypeError(`error loading dynamically imported module: ${URL_404}`))).toBe(
      URL_404,
    );
    expect(requestFromError(new Error('nothing here'))).toBeNull();
  });
});

function Hello() {
  return <p>Привет</p>;
}

describe('lazyScreen with the error boundary', () => {
  function mount(Screen: ComponentType) {
    return render(
      <ErrorBoundary scope="route">
        <Suspense fallback={<p>Загрузка</p>}>
          <Screen />
        </Suspense>
      </ErrorBoundary>,
    );
  }

  it('renders the named export', async () => {
    const Screen = lazyScreen('hello', async () => ({ Hello }), 'Hello');
    mount(Screen);
    expect(await screen.findByText('Привет')).toBeTruthy();
  });

  it('shows the Russian failure screen with type and address, and reloads on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => {});
    const Screen = lazyScreen(
      'hello',
      () => Promise.reject<{ Hello: typeof Hello }>(chromiumError(URL_404)),
      'Hello',
      {
        fetch: statusFetch(404),
      },
    );
    mount(Screen);
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить раздел' })).toBeTruthy();
    expect(screen.getByText(/Тип ошибки: missing/)).toBeTruthy();
    expect(screen.getByText(URL_404)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Обновить страницу' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
