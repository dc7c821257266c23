import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListView } from './list-view';
import { CardList } from './load-more';

afterEach(cleanup);

type Card = { id: number; name: string };

function listOf(change: Partial<ListView<Card>>): ListView<Card> {
  return {
    items: [],
    total: 0,
    hasMore: false,
    status: 'ready',
    error: null,
    appendedFrom: null,
    loadMore: vi.fn(),
    retry: vi.fn(),
    ...change,
  };
}

function show(list: ListView<Card>) {
  return render(
    <CardList
      list={list}
      label="Карточки"
      loadingLabel="Загрузка карточек…"
      errorTitle="Не удалось загрузить карточки"
      forms={['карточки', 'карточек', 'карточек']}
      renderItem={(card) => <a href={`/card/${card.id}/`}>{card.name}</a>}
      empty={<p>Пусто</p>}
    />,
  );
}

describe('CardList', () => {
  it('shows the skeleton, the error with a retry, and the empty state', () => {
    show(listOf({ status: 'loading' }));
    expect(screen.getByRole('status').textContent).toBe('Загрузка карточек…');

    const failed = listOf({ status: 'error', error: 'Сервер недоступен' });
    cleanup();
    show(failed);
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить карточки');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(failed.retry).toHaveBeenCalledTimes(1);

    cleanup();
    show(listOf({}));
    expect(screen.getByText('Пусто')).toBeTruthy();
  });

  it('lists the cards, counts them, and asks for more or retries the page that failed', () => {
    const items = [
      { id: 1, name: 'Первая' },
      { id: 2, name: 'Вторая' },
    ];
    const more = listOf({ items, total: 5, hasMore: true });
    show(more);
    const list = screen.getByRole('list', { name: 'Карточки' });
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Первая', 'Вторая']);
    expect(screen.getByText('Показано 2 из 5 карточек')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(more.loadMore).toHaveBeenCalledTimes(1);

    cleanup();
    const failed = listOf({ items, total: 5, hasMore: true, status: 'error-more', error: 'Нет сети' });
    show(failed);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(failed.retry).toHaveBeenCalledTimes(1);
    expect(failed.loadMore).not.toHaveBeenCalled();
  });
});
