import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { vacancyDetail } from '../../app/testing/board-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

// Leaflet is not what these tests are about; the map's own tests cover it.
vi.mock('../../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

afterEach(cleanup);

describe('/vacancy/:id/', () => {
  it('shows the vacancy: company link, salary, labels, texts as text, contacts, the map', async () => {
    renderApp({
      path: '/vacancy/5/',
      routes: [stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ромашка' }).getAttribute('href')).toBe('/company/7/');
    expect(screen.getByText(/^от 40\s000 до 60\s000 ₽ на руки$/)).toBeTruthy();
    expect(screen.getByText('Гибкий график')).toBeTruthy();
    expect(screen.getByText('Без опыта')).toBeTruthy();
    // The type «Стажировка» and the employment «Стажировка» (probation) are one fact, shown once.
    expect(screen.getAllByText('Стажировка', { selector: 'dd' })).toHaveLength(1);
    expect(screen.getByText('Тип и занятость', { selector: 'dt' })).toBeTruthy();
    // Plain text: markup stays text, paragraphs and lists are kept.
    expect(screen.getByText('Второй абзац <b>без разметки</b>.')).toBeTruthy();
    expect(document.querySelector('.vacancy-detail b')).toBeNull();
    const requirements = screen.getByRole('heading', { name: 'Требования' }).parentElement as HTMLElement;
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript']);
    expect(screen.getByRole('link', { name: 'hr@romashka.ru' }).getAttribute('href')).toBe(
      'mailto:hr@romashka.ru',
    );
    expect(screen.getByRole('link', { name: '+7 (900) 000-00-00' }).getAttribute('href')).toBe(
      'tel:+79000000000',
    );
    expect(screen.getByRole('region', { name: /^Карта: / })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    // The title is set by an effect, which may run a moment after the page is on screen.
    await waitFor(() => expect(document.title).toBe('Стажёр-разработчик 5 — Карьера'));
  });

  it('shows its company’s «Отвечает на отклики» in days once the median passes two days', async () => {
    renderApp({
      path: '/vacancy/5/',
      routes: [
        stub(
          endpoints.vacancy.vacancyDetail,
          { id: 5 },
          { data: vacancyDetail(5, { responseBadge: { medianHours: 84 } }) },
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' });
    expect(screen.getByText('обычно за 3,5 дн.')).toBeTruthy();
  });

  it('shows a type and an employment that differ as two facts', async () => {
    renderApp({
      path: '/vacancy/5/',
      routes: [
        stub(
          endpoints.vacancy.vacancyDetail,
          { id: 5 },
          { data: vacancyDetail(5, { vacancyType: { id: 2, name: 'Работа' }, employment: 'full' }) },
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Тип')).toBe('Работа');
    expect(fact('Занятость')).toBe('Полная занятость');
  });

  it('offers a contact phone to the dialler only when it is a number', async () => {
    const contacts = (phone: string) => ({ name: null, email: null, phone });
    renderApp({
      path: '/vacancy/5/',
      routes: [
        stub(
          endpoints.vacancy.vacancyDetail,
          { id: 5 },
          { data: vacancyDetail(5, { contacts: contacts('89161234567') }) },
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' });
    expect(screen.getByRole('link', { name: '+7 (916) 123-45-67' }).getAttribute('href')).toBe(
      'tel:+79161234567',
    );
    cleanup();
    renderApp({
      path: '/vacancy/6/',
      routes: [
        stub(
          endpoints.vacancy.vacancyDetail,
          { id: 6 },
          { data: vacancyDetail(6, { contacts: contacts('позвоните Пете') }) },
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 6' });
    expect(screen.getByText('позвоните Пете')).toBeTruthy();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('links its company or an admin to the edit form', async () => {
    renderApp({
      path: '/vacancy/5/',
      routes: [
        stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5, { canEdit: true }) }),
      ],
    });
    expect((await screen.findByRole('link', { name: 'Редактировать' })).getAttribute('href')).toBe(
      '/board/vacancy/edit/5/',
    );
  });

  it('has no map without coordinates', async () => {
    renderApp({
      path: '/vacancy/5/',
      routes: [
        stub(
          endpoints.vacancy.vacancyDetail,
          { id: 5 },
          { data: vacancyDetail(5, { lat: null, lng: null }) },
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: /^Карта/ })).toBeNull();
    expect(screen.getByText('Москва, ул. Льва Толстого, 16')).toBeTruthy();
  });

  it('answers a missing or withdrawn vacancy in Russian, with a way back', async () => {
    renderApp({
      path: '/vacancy/404/',
      routes: [stub(endpoints.vacancy.vacancyDetail, { id: 404 }, { status: 404, message: 'Не найдено' })],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вакансия не найдена или снята с публикации' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все вакансии' }).getAttribute('href')).toBe('/vacancies/');
  });

  it('treats a non-numeric id as not found without asking the server', async () => {
    const app = renderApp({ path: '/vacancy/abc/' });
    expect(
      await screen.findByRole('heading', { name: 'Вакансия не найдена или снята с публикации' }),
    ).toBeTruthy();
    expect(app.fake.requests.filter((request) => request.url.pathname.startsWith('/api/vacancy'))).toEqual(
      [],
    );
  });

  it('offers a retry when the server fails', async () => {
    renderApp({
      path: '/vacancy/5/',
      routes: [
        stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { status: 503, message: 'Сервер перегружен' }),
      ],
    });
    expect(await screen.findByText('Сервер перегружен')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
