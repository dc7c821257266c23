import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import {
  AS_ADMIN,
  AS_COMPANY,
  page,
  requestsTo,
  vacancyDetail,
  vacancyItem,
} from '../../app/testing/board-api-fixtures';
import { fail, screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const LIST = endpoints.vacancy.vacancyList;
const first = vacancyItem({ id: 1, title: 'Стажёр-аналитик', status: 'published' });
const second = vacancyItem({ id: 2, title: 'Бариста', status: 'published' });
const draft = vacancyItem({ id: 3, title: 'Junior QA', status: 'draft', publishedAt: null });
/** The archive's answer is the saved vacancy; the screen updates its rows itself. */
const ARCHIVED = vacancyDetail({ status: 'archived' });

/** The screen's chunk loads lazily: a busy machine may need more than the default second. */
const loaded = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });
const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Выбрать: ${name}` }));
const bar = () => screen.getByRole('toolbar', { name: /^Выбрано/ });

describe('/board/vacancies/ — bulk «В архив»', () => {
  it('asks a destructive confirmation; cancelling sends nothing; drafts are skipped', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [
        stub(LIST, { data: page([first, second, draft]) }),
        stub(endpoints.vacancyWrite.vacancyArchive, { data: ARCHIVED }),
      ],
    });
    await loaded('Стажёр-аналитик');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все показанные' }));
    const asked: { message: string; destructive: boolean | undefined }[] = [];
    platform.confirm = async (options) => {
      asked.push({ message: options.message, destructive: options.destructive });
      return false;
    };
    // The draft cannot be archived: the button counts the two it applies to.
    fireEvent.click(within(bar()).getByRole('button', { name: 'В архив (2)' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.destructive).toBe(true);
    expect(asked[0]?.message).toContain('Перенести в архив 2 вакансии?');
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/archive/')).toEqual([]);

    platform.confirm = async () => true;
    fireEvent.click(within(bar()).getByRole('button', { name: 'В архив (2)' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Бариста' })).getByText('В архиве')).toBeTruthy(),
    );
    expect(
      requestsTo(fake.requests, 'POST', '/api/vacancy/archive/').map((request) => JSON.parse(request.body)),
    ).toEqual([
      { id: 1, archived: true },
      { id: 2, archived: true },
    ]);
    expect(platform.toasts.at(-1)).toEqual({
      kind: 'success',
      message: 'Готово: 2 записи. Пропущено: 1 запись — к ним действие не относится.',
    });
    // The archived rows are unticked; the skipped draft stays ticked.
    expect(within(bar()).getByText('Выбрано: 1')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Выбрать: Junior QA' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('on the «Опубликованы» tab archived rows leave the list; failures are reported', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_ADMIN,
      routes: [stub(LIST, { data: page([first, second]) })],
    });
    await loaded('Стажёр-аналитик');
    fireEvent.click(screen.getByRole('button', { name: 'Опубликованы' }));
    await waitFor(() =>
      expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('status')).toBe('published'),
    );
    await loaded('Бариста');
    let calls = 0;
    fake.on(endpoints.vacancyWrite.vacancyArchive, () => {
      calls += 1;
      return calls === 1 ? fail(404, 'Вакансия не найдена.') : { data: ARCHIVED };
    });
    tick('Стажёр-аналитик');
    tick('Бариста');
    fireEvent.click(within(bar()).getByRole('button', { name: 'В архив' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({
        kind: 'warning',
        message: 'Готово: 1 запись. Не получилось для 1 записи: Вакансия не найдена.',
      }),
    );
    const list = within(screen.getByRole('list', { name: 'Все вакансии' }));
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(within(bar()).getByText('Выбрано: 1')).toBeTruthy();
  });

  it('sorts by what the API knows, and offers relevance only while searching', async () => {
    const { fake } = renderApp({
      path: '/board/vacancies/',
      ...AS_ADMIN,
      routes: [stub(LIST, { data: page([first]) })],
    });
    await loaded('Стажёр-аналитик');
    // The applications summary is asked beside the list: look at the list's own calls.
    const lastList = () =>
      fake.requests.filter((request) => request.url.pathname === '/api/vacancy/getItems').at(-1);
    expect(lastList()?.url.searchParams.get('sort')).toBe('newest');
    const select = screen.getByLabelText('Сортировка') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['newest', 'salary']);
    fireEvent.change(select, { target: { value: 'salary' } });
    await waitFor(() => expect(lastList()?.url.searchParams.get('sort')).toBe('salary'));
    fireEvent.change(screen.getByLabelText('Поиск по вакансиям'), { target: { value: 'аналитик' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(lastList()?.url.searchParams.get('text')).toBe('аналитик'));
    const options = [...(screen.getByLabelText('Сортировка') as HTMLSelectElement).options];
    expect(options.map((option) => option.value)).toEqual(['relevance', 'newest', 'salary']);
    expect(screen.getByRole('button', { name: 'Скачать CSV: вакансии' })).toBeTruthy();
  });
});
