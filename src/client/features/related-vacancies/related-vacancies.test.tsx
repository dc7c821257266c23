import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { RelatedVacancy, VacancyDetail } from '../../../shared/contract/vacancy.contract';
import { getChunkState } from '../../app/chunk-loader';
import { vacancyDetail } from '../../app/testing/board-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

// Leaflet is not what these tests are about; the map's own tests cover it.
vi.mock('../../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

afterEach(cleanup);

function card(id: number, overrides: Partial<RelatedVacancy> = {}): RelatedVacancy {
  return {
    id,
    title: `Вакансия ${id}`,
    company: { id: 7, name: 'Ромашка', logoUrl: null },
    vacancyType: { id: 1, name: 'Стажировка' },
    salary: { from: 50_000, to: null, currency: 'RUR', gross: false },
    employment: 'probation',
    schedule: 'remote',
    flags: { suitsPractice: true, combinableWithStudy: false, firstYearFriendly: false, forGraduates: false },
    publishedAt: new Date().toISOString(),
    ...overrides,
  };
}

function open(detail: VacancyDetail) {
  return renderApp({
    path: `/vacancy/${detail.id}/`,
    routes: [stub(endpoints.vacancy.vacancyDetail, { id: detail.id }, { data: detail })],
  });
}

describe('related vacancies under a vacancy', () => {
  it('lists the company’s other vacancies and similar ones as links, each under its heading', async () => {
    open(
      vacancyDetail(5, {
        related: {
          company: [card(11), card(12, { salary: { from: null, to: null, currency: 'RUR', gross: false } })],
          similar: [card(21, { company: { id: 8, name: 'Альфа', logoUrl: null }, vacancyType: null })],
        },
      }),
    );
    const company = await screen.findByRole('region', { name: 'Другие вакансии компании' });
    expect(within(company).getByRole('heading', { level: 2 }).textContent).toBe('Другие вакансии компании');
    expect(
      within(company)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Вакансия 11', '/vacancy/11/'],
      ['Вакансия 12', '/vacancy/12/'],
    ]);
    const [first] = within(company).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('heading', { level: 3, name: 'Вакансия 11' })).toBeTruthy();
    expect(within(first as HTMLElement).getByText(/^от 50\s000 ₽ на руки$/)).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Стажировка · Удалённая работа')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Подходит для практики')).toBeTruthy();
    // The page is the company's: its own cards do not repeat its name.
    expect(within(company).queryByText('Ромашка')).toBeNull();

    const similar = screen.getByRole('region', { name: 'Похожие вакансии' });
    const [other] = within(similar).getAllByRole('listitem');
    expect(
      within(other as HTMLElement)
        .getByRole('link', { name: 'Вакансия 21' })
        .getAttribute('href'),
    ).toBe('/vacancy/21/');
    expect(within(other as HTMLElement).getByText('Альфа')).toBeTruthy();
    // The sections follow the vacancy, after its own texts and contacts.
    const contacts = screen.getByRole('heading', { level: 2, name: 'Контакты' });
    expect(contacts.compareDocumentPosition(company) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves out a section with nothing in it', async () => {
    open(vacancyDetail(5, { related: { company: [], similar: [card(21)] } }));
    expect(await screen.findByRole('region', { name: 'Похожие вакансии' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Другие вакансии компании' })).toBeNull();
  });

  it('shows neither section when the answer has none (its company, an admin) or both are empty', async () => {
    open(vacancyDetail(5, { canEdit: true }));
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' });
    expect(screen.queryByRole('heading', { name: 'Другие вакансии компании' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Похожие вакансии' })).toBeNull();
    cleanup();

    const app = open(vacancyDetail(6, { related: { company: [], similar: [] } }));
    await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 6' });
    // The sections' chunk has loaded and rendered nothing.
    await vi.waitFor(() => expect(getChunkState('related-vacancies')).toBe('loaded'));
    await act(async () => {});
    expect(app.container.querySelector('.related-vacancies')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Похожие вакансии' })).toBeNull();
  });

  it('opens a related vacancy in place', async () => {
    const app = open(vacancyDetail(5, { related: { company: [card(11)], similar: [] } }));
    app.fake.add(stub(endpoints.vacancy.vacancyDetail, { id: 11 }, { data: vacancyDetail(11) }));
    fireEvent.click(await screen.findByRole('link', { name: 'Вакансия 11' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 11' })).toBeTruthy();
    expect(window.location.pathname).toBe('/vacancy/11/');
  });
});
