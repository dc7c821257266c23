import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ARCHIVE_REJECTION_MESSAGE } from '../../../shared/contract/application.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import {
  AS_COMPANY,
  lastBody,
  page,
  requestsTo,
  vacancyDetail,
  vacancyItem,
} from '../../app/testing/board-api-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const LIST = endpoints.vacancy.vacancyList;
const SUMMARY = endpoints.application.applicationSummary;
const vacancies = [
  vacancyItem({ id: 1, title: 'Стажёр-аналитик' }),
  vacancyItem({ id: 2, title: 'Junior QA' }),
  vacancyItem({ id: 3, title: 'Дизайнер' }),
];
const byStatus = { new: 3, viewed: 1, invited: 1, offer: 0, hired: 0, rejected: 0, withdrawn: 0 };

describe('«Мои вакансии» — applications per vacancy', () => {
  it('counts each vacancy’s applications with the new ones and links to them', async () => {
    renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page(vacancies) }),
        stub(SUMMARY, {
          data: {
            byStatus,
            byVacancy: [
              { vacancyId: 1, total: 4, new: 2 },
              { vacancyId: 2, total: 1, new: 0 },
            ],
          },
        }),
      ],
    });
    const first = await screen.findByRole('listitem', { name: 'Стажёр-аналитик' }, { timeout: 5000 });
    const link = await within(first).findByRole('link', {
      name: 'Отклики на «Стажёр-аналитик»: 4 отклика, 2 новых',
    });
    expect(link.textContent).toBe('4 отклика, 2 новых');
    expect(link.getAttribute('href')).toBe('/board/applications/?vacancyId=1');
    const second = screen.getByRole('listitem', { name: 'Junior QA' });
    expect(within(second).getByRole('link', { name: 'Отклики на «Junior QA»: 1 отклик' })).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Дизайнер' })).getByText('Откликов пока нет'),
    ).toBeTruthy();

    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/board/applications/'));
    expect(window.location.search).toBe('?vacancyId=1');
  });

  it('keeps the list when the counts cannot be loaded', async () => {
    renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [stub(LIST, { data: page(vacancies) }), stub(SUMMARY, fail(500, 'Сервер недоступен.'))],
    });
    const first = await screen.findByRole('listitem', { name: 'Стажёр-аналитик' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(first).queryByRole('link', { name: /^Отклики на/ })).toBeNull();
    expect(within(first).queryByText('Откликов пока нет')).toBeNull();
  });

  it('counts the students sent to the company’s site beside the applications', async () => {
    renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page(vacancies) }),
        stub(SUMMARY, {
          data: {
            byStatus,
            byVacancy: [{ vacancyId: 1, total: 1, new: 0 }],
            external: [{ vacancyId: 3, clicks: 7 }],
          },
        }),
      ],
    });
    const third = await screen.findByRole('listitem', { name: 'Дизайнер' }, { timeout: 5000 });
    expect(await within(third).findByText('7 переходов к отклику на сайте компании')).toBeTruthy();
    const first = screen.getByRole('listitem', { name: 'Стажёр-аналитик' });
    expect(within(first).queryByText(/к отклику на сайте компании/)).toBeNull();
  });

  it('archiving a vacancy with applications asks for the students’ message, prefilled and editable', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page(vacancies) }),
        stub(SUMMARY, { data: { byStatus, byVacancy: [{ vacancyId: 1, total: 4, new: 2 }] } }),
        stub(endpoints.vacancyWrite.vacancyArchive, { data: vacancyDetail({ status: 'archived' }) }),
      ],
    });
    const first = await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    await within(first).findByRole('link', { name: /^Отклики на/ });
    const confirms: string[] = [];
    platform.confirm = async (options) => {
      confirms.push(options.title ?? '');
      return true;
    };

    fireEvent.click(within(first).getByRole('button', { name: 'В архив: Стажёр-аналитик' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перенести «Стажёр-аналитик» в архив?' });
    const field = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
    expect(field.value).toBe(ARCHIVE_REJECTION_MESSAGE);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'В архив' }));
    expect(await within(dialog).findByText('Напишите сообщение студентам.')).toBeTruthy();
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/archive/')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Набор закрыт, спасибо! Ждём вас на весенней стажировке.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'В архив' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/vacancy/archive/')).toEqual({
        id: 1,
        archived: true,
        rejectionMessage: 'Набор закрыт, спасибо! Ждём вас на весенней стажировке.',
      }),
    );
    // A vacancy without applications keeps the plain confirmation and sends no message.
    fireEvent.click(screen.getByRole('button', { name: 'В архив: Junior QA' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/vacancy/archive/')).toEqual({ id: 2, archived: true }),
    );
    expect(confirms).toEqual(['Перенести в архив?']);
  });
});
