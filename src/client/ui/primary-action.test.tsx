import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '../app/testing/fake-fetch';
import { createFakePlatform, type FakePlatform } from '../app/testing/fake-platform';
import { createHttpClient } from '../lib/http';
import { ServicesProvider } from '../lib/services';
import { type PrimaryActionOptions, SubmitButton, usePrimaryAction } from './primary-action';
import { useUnsavedChanges } from './unsaved-changes';

afterEach(cleanup);

function wrapperFor(platform: FakePlatform) {
  const http = createHttpClient({ fetch: createFakeFetch().fetch });
  return ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={{ platform, http }}>{children}</ServicesProvider>
  );
}

describe('usePrimaryAction', () => {
  it('drives the MainButton inside Telegram: shown, updated in place, hidden on unmount', () => {
    const platform = createFakePlatform({ kind: 'telegram', mainButton: true });
    const show = vi.spyOn(platform.mainButton, 'show');
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(
      (options: PrimaryActionOptions) => usePrimaryAction(options),
      {
        wrapper: wrapperFor(platform),
        initialProps: { text: 'Сохранить', onAction: first } as PrimaryActionOptions,
      },
    );
    expect(result.current.native).toBe(true);
    expect(platform.mainButton.state).toMatchObject({ text: 'Сохранить', disabled: false, loading: false });

    rerender({ text: 'Сохранить', onAction: second, loading: true });
    expect(platform.mainButton.state).toMatchObject({ loading: true });
    // A new look is an update of the same button, not a hide-and-show (no flicker).
    expect(show).toHaveBeenCalledTimes(1);

    rerender({ text: 'Сохранить', onAction: second });
    act(() => platform.mainButton.press());
    // The press reaches the latest callback.
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();

    unmount();
    expect(platform.mainButton.state).toBeNull();
  });

  it('leaves the website alone, whose screens keep their own button', () => {
    const platform = createFakePlatform();
    const show = vi.spyOn(platform.mainButton, 'show');
    const { result } = renderHook(() => usePrimaryAction({ text: 'Войти', onAction: () => {} }), {
      wrapper: wrapperFor(platform),
    });
    expect(result.current.native).toBe(false);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('SubmitButton', () => {
  it('is the visible submit button on the website and a hidden twin for Enter inside Telegram', () => {
    const { rerender } = render(
      <form>
        <SubmitButton primary={{ native: false }}>Сохранить</SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Сохранить' }).getAttribute('type')).toBe('submit');

    rerender(
      <form>
        <SubmitButton primary={{ native: true }} pending>
          Сохранить
        </SubmitButton>
      </form>,
    );
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    const twin = document.querySelector('button[type="submit"]');
    expect(twin?.className).toBe('visually-hidden');
    expect(twin?.getAttribute('tabindex')).toBe('-1');
    // Pending: Enter must not send twice either.
    expect(twin?.hasAttribute('disabled')).toBe(true);
  });
});

describe('useUnsavedChanges', () => {
  it('keeps the closing confirmation on until the last dirty form is clean', () => {
    const platform = createFakePlatform();
    const { rerender } = renderHook(
      ({ a, b }: { a: boolean; b: boolean }) => {
        useUnsavedChanges(a);
        useUnsavedChanges(b);
      },
      { wrapper: wrapperFor(platform), initialProps: { a: false, b: false } },
    );
    expect(platform.closingConfirmation).toEqual([]);
    rerender({ a: true, b: false });
    rerender({ a: true, b: true });
    rerender({ a: false, b: true });
    expect(platform.closingConfirmation).toEqual([true]);
    rerender({ a: false, b: false });
    expect(platform.closingConfirmation).toEqual([true, false]);
  });

  it('asks before an in-app link leaves a dirty form', async () => {
    const platform = createFakePlatform();
    const asked: string[] = [];
    platform.confirm = async (options) => {
      asked.push(options.message);
      return false;
    };
    const Dirty = () => {
      useUnsavedChanges(true);
      return <a href="/elsewhere/">Дальше</a>;
    };
    render(<Dirty />, { wrapper: wrapperFor(platform) });
    fireEvent.click(screen.getByRole('link', { name: 'Дальше' }));
    await vi.waitFor(() => expect(asked).toEqual(['Изменения не сохранены. Уйти со страницы?']));
    expect(platform.navigations).toEqual([]);
  });
});
