import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LoadResult, useResource } from './use-resource';

describe('useResource', () => {
  it('loads for each key and keeps only the answer for the current one', async () => {
    const releases = new Map<string, (result: LoadResult<string>) => void>();
    const load = (key: string) => () =>
      new Promise<LoadResult<string>>((resolve) => {
        releases.set(key, resolve);
      });
    const { result, rerender } = renderHook(({ key }) => useResource(key, load(key)), {
      initialProps: { key: 'a' },
    });
    expect(result.current.status).toBe('loading');
    rerender({ key: 'b' });
    await act(async () => {
      releases.get('b')?.({ ok: true, data: 'b' });
      releases.get('a')?.({ ok: true, data: 'a' });
    });
    expect(result.current).toMatchObject({ status: 'ready', data: 'b' });
  });

  it('starts ready with the inlined answer, and asks only on reload', async () => {
    let calls = 0;
    const load = async (): Promise<LoadResult<string>> => {
      calls += 1;
      return { ok: true, data: 'fresh' };
    };
    const { result } = renderHook(() => useResource('k', load, 'inlined'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'inlined' });
    expect(calls).toBe(0);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'fresh' }));
    expect(calls).toBe(1);
  });

  it('reports a failure with its status, and tries again on reload', async () => {
    let fail = true;
    const load = async (): Promise<LoadResult<string>> =>
      fail ? { ok: false, status: 503, message: 'Сервер недоступен' } : { ok: true, data: 'ok' };
    const { result } = renderHook(() => useResource('k', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ message: 'Сервер недоступен', httpStatus: 503 });
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'ok' }));
  });
});
