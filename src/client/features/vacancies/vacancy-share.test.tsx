import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { vacancyDetail } from '../../app/testing/board-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

vi.mock('../../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

const CONFIG = {
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  botUsername: 'career_bot',
  miniAppName: 'jobs',
  publicUrl: 'https://career.example.ru',
};
const routes = [stub(endpoints.vacancy.vacancyDetail, { id: 42 }, { data: vacancyDetail(42) })];
const written: string[] = [];

beforeEach(() => {
  written.length = 0;
  Reflect.set(window, '__APP_CONFIG__', CONFIG);
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        written.push(text);
      },
    },
  });
  Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, '__APP_CONFIG__');
});

describe('«Поделиться» on /vacancy/:id/', () => {
  it('website: copies the https link with «Ссылка скопирована» and offers the Mini App', async () => {
    const { platform } = renderApp({ path: '/vacancy/42/', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Поделиться' }));
    await waitFor(() =>
      expect(platform.toasts).toEqual([{ kind: 'success', message: 'Ссылка скопирована' }]),
    );
    expect(written).toEqual(['https://career.example.ru/vacancy/42/']);
    const open = screen.getByRole('link', { name: 'Открыть в Telegram' });
    expect(open.getAttribute('href')).toBe('https://t.me/career_bot/jobs?startapp=vacancy_42');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('website without a configured bot: no Telegram link', async () => {
    Reflect.set(window, '__APP_CONFIG__', { mapTileUrl: CONFIG.mapTileUrl });
    renderApp({ path: '/vacancy/42/', routes });
    expect(await screen.findByRole('button', { name: 'Поделиться' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Открыть в Telegram' })).toBeNull();
  });

  it('Telegram: the share sheet with the Mini App link, or a copy of it', async () => {
    const { platform } = renderApp({ kind: 'telegram', path: '/vacancy/42/', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Поделиться' }));
    await waitFor(() => expect(platform.openedLinks).toHaveLength(1));
    const opened = new URL(platform.openedLinks[0] ?? '');
    expect(opened.origin + opened.pathname).toBe('https://t.me/share/url');
    expect(opened.searchParams.get('url')).toBe('https://t.me/career_bot/jobs?startapp=vacancy_42');
    expect(opened.searchParams.get('text')).toBe('Стажёр-разработчик 42');
    expect(screen.queryByRole('link', { name: 'Открыть в Telegram' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    await waitFor(() => expect(written).toEqual(['https://t.me/career_bot/jobs?startapp=vacancy_42']));
  });
});
