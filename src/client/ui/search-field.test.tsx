import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SearchField', () => {
  it('searches after a pause in typing, at once on Enter, and keeps what the user is typing', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { rerender } = render(<SearchField label="Поиск" value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'java ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenLastCalledWith('java', 'typing');
    // The address echoes the trimmed text back: the trailing space the user typed stays.
    rerender(<SearchField label="Поиск" value="java" onSearch={onSearch} />);
    expect(input.value).toBe('java ');
    fireEvent.change(input, { target: { value: 'java script' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSearch).toHaveBeenLastCalledWith('java script', 'submit');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('follows the address on back/forward and drops a pending search', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const { rerender } = render(<SearchField label="Поиск" value="python" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'pyth' } });
    rerender(<SearchField label="Поиск" value="" onSearch={onSearch} />);
    expect(input.value).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
