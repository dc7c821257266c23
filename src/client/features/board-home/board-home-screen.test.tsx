import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardSummary } from '../../../shared/contract/board-summary.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN, AS_COMPANY, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const SUMMARY: BoardSummary = {
  students: { pending: 4, approved: 120, denied: 3 },
  companies: { pending: 2, approved: 35, denied: 0 },
  identityChanges: 1,
  unmatchedAddresses: 15,
  vacancies: {
    published: 30,
    publishedHidden: 2,
    draft: 5,
    archived: 11,
    publishedByType: [
      { typeId: 1, name: 'Стажировка', count: 20 },
      { typeId: null, name: 'Без типа', count: 10 },
    ],
  },
  feedback: { new: 0, in_progress: 1, answered: 7, closed: 9 },
};

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 });

/** The rows of one figure as «label value» pairs, as a screen reader reads them. */
function figureRows(title: string): string[] {
  const figure = screen.getByRole('region', { name: title });
  return within(figure)
    .getAllByRole('listitem')
    .map((row) => (row.textContent ?? '').replace(/\s+/g, ' ').trim());
}

describe('/ for an admin: the board home', () => {
  it('shows what awaits a decision, each linked to its list', async () => {
    renderApp({ path: '/', ...AS_ADMIN, routes: [stub(endpoints.board.boardSummary, { data: SUMMARY })] });
    expect(await heading('Здравствуйте, Мария!')).toBeTruthy();
    expect(screen.getByText(/^Кабинет карьерного центра/)).toBeTruthy();
    const tasks = within(await screen.findByRole('region', { name: 'Ждут решения' }));
    expect(tasks.getByRole('link', { name: 'Студенты на проверке 4' }).getAttribute('href')).toBe(
      '/board/students/',
    );
    expect(tasks.getByRole('link', { name: 'Компании на проверке 2' }).getAttribute('href')).toBe(
      '/board/companies/',
    );
    expect(tasks.getByRole('link', { name: 'Изменения данных компаний 1' }).getAttribute('href')).toBe(
      '/board/companies/',
    );
    expect(tasks.getByRole('link', { name: 'Новые обращения 0' }).getAttribute('href')).toBe(
      '/board/feedbacks/',
    );
    expect(tasks.getByRole('link', { name: 'Адреса без города 15' }).getAttribute('href')).toBe(
      '/board/addresses/',
    );
  });

  it('shows the career centre’s figures with a CSV export beside each', async () => {
    renderApp({ path: '/', ...AS_ADMIN, routes: [stub(endpoints.board.boardSummary, { data: SUMMARY })] });
    await screen.findByRole('region', { name: 'Показатели' }, { timeout: 5000 });
    expect(figureRows('Студенты по статусу')).toEqual(['На проверке4', 'Подтверждены120', 'Отклонены3']);
    expect(figureRows('Компании по статусу')).toEqual(['На проверке2', 'Подтверждены35', 'Отклонены0']);
    expect(figureRows('Опубликованные вакансии по типам')).toEqual(['Стажировка20', 'Без типа10']);
    expect(
      screen.getByText(
        'Студенты видят 30 вакансий; ещё 2 опубликованы, но скрыты от студентов (компания не подтверждена или срок вакансии истёк). Черновиков 5, в архиве 11.',
      ),
    ).toBeTruthy();
    expect(figureRows('Обращения по статусу')).toEqual(['Новое0', 'В работе1', 'Отвечено7', 'Закрыто9']);
    for (const name of ['студенты', 'компании', 'вакансии', 'обращения']) {
      expect(screen.getByRole('button', { name: `Скачать CSV: ${name}` })).toBeTruthy();
    }
  });

  it('downloads a CSV through the API client', async () => {
    const { fake } = renderApp({
      path: '/',
      ...AS_ADMIN,
      routes: [
        stub(endpoints.board.boardSummary, { data: SUMMARY }),
        stub(endpoints.board.boardExport, { file: 'students.csv' }, { file: '\uFEFFid;name\n1;Анна\n' }),
      ],
    });
    const clicked: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      clicked.push(this.download);
    };
    try {
      fireEvent.click(
        await screen.findByRole('button', { name: 'Скачать CSV: студенты' }, { timeout: 5000 }),
      );
      await waitFor(() => expect(clicked).toEqual(['students.csv']));
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const request = requestsTo(fake.requests, 'GET', '/api/board/export/students.csv')[0];
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('inside Telegram hands a signed address to the Mini App download, never a blob link', async () => {
    const path = '/export/students.csv?s=handle&e=1790000000&sig=abc';
    const { fake, platform } = renderApp({
      path: '/',
      ...AS_ADMIN,
      kind: 'telegram',
      routes: [
        stub(endpoints.board.boardSummary, { data: SUMMARY }),
        stub(endpoints.board.boardExportLink, {
          data: {
            path,
            fileName: 'students-2026-11-21.csv',
            expiresAt: '2026-11-21T10:05:00.000Z',
          },
        }),
      ],
    });
    const blobs: string[] = [];
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob.type);
      return 'blob:x';
    };
    try {
      fireEvent.click(
        await screen.findByRole('button', { name: 'Скачать CSV: студенты' }, { timeout: 5000 }),
      );
      await waitFor(() =>
        expect(platform.downloads).toEqual([
          { url: `${window.location.origin}${path}`, fileName: 'students-2026-11-21.csv' },
        ]),
      );
    } finally {
      URL.createObjectURL = createObjectURL;
    }
    expect(blobs).toEqual([]);
    const [request] = requestsTo(fake.requests, 'POST', '/api/board/export/link/');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ list: 'students' });
    expect(requestsTo(fake.requests, 'GET', '/api/board/export/students.csv')).toEqual([]);
  });

  it('says when the figures cannot be loaded and retries', async () => {
    const { fake } = renderApp({
      path: '/',
      ...AS_ADMIN,
      routes: [stub(endpoints.board.boardSummary, fail(500, 'Что-то пошло не так на сервере.'))],
    });
    // Only the summary's alert: the outcome figures below are another section (features/application-figures).
    const figures = await screen
      .findByRole('region', { name: 'Показатели' }, { timeout: 5000 })
      .catch(() => null);
    expect(figures).toBeNull();
    const alert = (await screen.findAllByRole('alert', {}, { timeout: 5000 })).find((element) =>
      element.textContent?.includes('Не удалось загрузить показатели'),
    );
    if (!alert) throw new Error('no alert for the summary');
    expect(alert.textContent).toContain('Не удалось загрузить показатели');
    expect(alert.textContent).toContain('Что-то пошло не так на сервере.');
    fake.on(endpoints.board.boardSummary, { data: SUMMARY });
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'Ждут решения' })).toBeTruthy();
  });
});

describe('/ for everyone else stays the public home', () => {
  it('a guest and a company see the public home and never ask for the figures', async () => {
    const { fake } = renderApp({ path: '/' });
    expect(await heading('Вакансии и стажировки для студентов')).toBeTruthy();
    expect(requestsTo(fake.requests, 'GET', '/api/board/summary/')).toEqual([]);
    cleanup();
    const company = renderApp({ path: '/', ...AS_COMPANY });
    expect(await heading('Здравствуйте, ООО Ромашка!')).toBeTruthy();
    expect(requestsTo(company.fake.requests, 'GET', '/api/board/summary/')).toEqual([]);
  });
});
