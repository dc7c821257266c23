import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { CompanyHome } from '../../../shared/contract/home.contract';
import { STATUS_REFUSAL_CODES } from '../../../shared/contract/verification.contract';
import { verificationMessages } from '../../../shared/verification-messages';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { REVIEW_WAIT } from '../../ui/review-wait-state';

afterEach(cleanup);

const COMPANY = { token: 't', kind: 'company' } as const;
const HOME: CompanyHome = {
  kind: 'company',
  newApplications: {
    total: 3,
    items: [
      {
        applicationId: 11,
        studentName: 'Анна Иванова',
        vacancyId: 5,
        vacancyTitle: 'Аналитик данных',
        createdAt: '2026-11-21T09:00:00.000Z',
      },
    ],
  },
  vacancies: {
    total: 1,
    items: [{ id: 5, title: 'Аналитик данных', views: 42, applications: 3, newApplications: 1 }],
  },
};

describe('/ for a company', () => {
  it('shows the new applications and each vacancy’s views and applications, linking to the board', async () => {
    renderApp({ auth: COMPANY, routes: [stub(endpoints.home.homeRead, { data: HOME })] });
    const fresh = await screen.findByRole('list', { name: 'Новые отклики' });
    expect(within(fresh).getByRole('link', { name: 'Анна Иванова' }).getAttribute('href')).toBe(
      '/board/applications/?id=11',
    );
    expect(screen.getByRole('heading', { level: 2, name: /Новые отклики/ }).textContent).toContain('3');
    const table = screen.getByRole('table', { name: 'Просмотры и отклики по вакансиям' });
    const row = within(table).getByRole('row', { name: /Аналитик данных/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['42', '3', '1']);
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/board/applications/?vacancyId=5');
  });

  it('a company waiting for review gets a calm screen with next steps, not an error box', async () => {
    renderApp({
      auth: COMPANY,
      routes: [
        stub(endpoints.home.homeRead, {
          status: 403,
          message: verificationMessages.companyPending,
          code: STATUS_REFUSAL_CODES.pending,
        }),
      ],
    });
    const wait = await screen.findByRole('status', { name: REVIEW_WAIT.pendingTitle });
    expect(within(wait).getByText(verificationMessages.companyPending)).toBeTruthy();
    expect(within(wait).getByText(REVIEW_WAIT.pendingNext)).toBeTruthy();
    expect(screen.queryByText('Не удалось загрузить главную')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('any other refusal stays an error, without a retry for a 403', async () => {
    renderApp({
      auth: COMPANY,
      routes: [stub(endpoints.home.homeRead, { status: 403, message: 'Недостаточно прав.' })],
    });
    expect(await screen.findByText('Не удалось загрузить главную')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('says what to do without published vacancies', async () => {
    renderApp({
      auth: COMPANY,
      routes: [
        stub(endpoints.home.homeRead, {
          data: { ...HOME, newApplications: { total: 0, items: [] }, vacancies: { total: 0, items: [] } },
        }),
      ],
    });
    expect(await screen.findByText('Непросмотренных откликов нет.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Создайте вакансию' }).getAttribute('href')).toBe(
      '/board/vacancy/edit/',
    );
  });
});
