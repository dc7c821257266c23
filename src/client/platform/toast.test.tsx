import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, TOAST_DURATION_MS } from '../../shared/constants';
import { dismissAllToasts, loadToasts, showToast, ToastViewport } from './toast';

beforeEach(async () => {
  // The store is a chunk of its own (platform/toast.ts): loaded, notices show at once.
  await loadToasts();
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    dismissAllToasts();
    vi.advanceTimersByTime(FADE_MS + 1);
  });
  cleanup();
  vi.useRealTimers();
});

describe('toasts (docs/product.md#constants)', () => {
  it('announces errors as alerts and the rest as status', () => {
    render(<ToastViewport />);
    act(() => {
      showToast('error', 'Сбой');
      showToast('success', 'Готово!');
    });
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Сбой'));
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Готово!'));
    expect(screen.getByRole('alert').getAttribute('data-kind')).toBe('error');
  });

  it('stays 3000 ms, then fades for 150 ms and is gone', () => {
    render(<ToastViewport />);
    act(() => showToast('info', 'Привет'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Привет').closest('.toast')?.classList.contains('toast--visible')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Привет').closest('.toast')?.classList.contains('toast--visible')).toBe(false);
    act(() => vi.advanceTimersByTime(FADE_MS));
    expect(screen.queryByText('Привет')).toBeNull();
  });

  it('is dismissed by its close button', () => {
    render(<ToastViewport />);
    act(() => showToast('warning', 'Осторожно'));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть уведомление' }));
    act(() => vi.advanceTimersByTime(FADE_MS));
    expect(screen.queryByText('Осторожно')).toBeNull();
  });

  it('pauses while hovered', () => {
    render(<ToastViewport />);
    act(() => showToast('success', 'Сохранено'));
    const stack = screen.getByRole('region', { name: 'Уведомления' });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(stack);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Сохранено').closest('.toast')?.classList.contains('toast--visible')).toBe(true);
    fireEvent.mouseLeave(stack);
    // The remaining 2000 ms run from the moment the pointer left.
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1));
    expect(screen.getByText('Сохранено').closest('.toast')?.classList.contains('toast--visible')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(FADE_MS));
    expect(screen.queryByText('Сохранено')).toBeNull();
  });
});
