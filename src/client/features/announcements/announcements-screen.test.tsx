import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { AnnouncementItem } from '../../../shared/contract/announcement.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN, AS_COMPANY, lastBody, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, held, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const PATH = '/board/announcements/';
const FAIR: AnnouncementItem = {
  id: 2,
  text: 'Ярмарка вакансий 5 декабря в главном корпусе, 12:00',
  link: 'https://career.example.ru/fair',
  endsAt: '2026-12-05T21:00:00.000Z',
  createdAt: '2026-11-21T10:00:00.000Z',
  author: 'Мария',
  removedAt: null,
  state: 'shown',
};
const OLD: AnnouncementItem = {
  id: 1,
  text: 'Консультации по резюме',
  link: null,
  endsAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  author: null,
  removedAt: '2026-11-10T09:00:00.000Z',
  state: 'removed',
};
const { announcementCreate, announcementList, announcementRemove } = endpoints.announcement;
const LIST = stub(announcementList, { data: page([FAIR, OLD]) });

it('is for admins only', async () => {
  renderApp({ path: PATH, ...AS_COMPANY, routes: [LIST] });
  expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
});

it('lists every notice with its state, author and days in Moscow time', async () => {
  renderApp({ path: PATH, ...AS_ADMIN, routes: [LIST] });
  const fair = await screen.findByRole('listitem', { name: FAIR.text });
  expect(within(fair).getByText('Показывается')).toBeTruthy();
  expect(within(fair).getByText('21.11.2026 13:00 мск, Мария')).toBeTruthy();
  expect(within(fair).getByText('по 05.12.2026 включительно')).toBeTruthy();
  expect(
    within(fair)
      .getByRole('link', { name: FAIR.link ?? '' })
      .getAttribute('target'),
  ).toBe('_blank');
  const old = screen.getByRole('listitem', { name: OLD.text });
  expect(within(old).getByText('Снято')).toBeTruthy();
  expect(within(old).getByText('01.11.2026 12:00 мск, удалённый администратор')).toBeTruthy();
  expect(within(old).getByText('без срока')).toBeTruthy();
  // A removed notice cannot be removed again.
  expect(within(old).queryByRole('button')).toBeNull();
});

it('shows the loading, empty and error states of the shared list', async () => {
  const pending = held(announcementList);
  const { fake } = renderApp({ path: PATH, ...AS_ADMIN, routes: [stub(announcementList, pending.answer)] });
  expect(await screen.findByText('Загружаем объявления…')).toBeTruthy();
  pending.release({ data: page([]) });
  expect(await screen.findByText('Объявлений пока нет.')).toBeTruthy();
  cleanup();

  const broken = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [stub(announcementList, fail(500, 'Что-то пошло не так на сервере.'))],
  });
  expect(await screen.findByText('Не удалось загрузить объявления')).toBeTruthy();
  broken.fake.on(announcementList, { data: page([FAIR]) });
  fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('listitem', { name: FAIR.text })).toBeTruthy();
  expect(requestsTo(fake.requests, 'GET', '/api/announcement/')).toHaveLength(1);
});

it('removes a notice after asking; the row stays, marked removed; a refusal is a toast', async () => {
  const { fake, platform } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [LIST, stub(announcementRemove, { id: 2 }, fail(404, 'Объявление не найдено: обновите список.'))],
  });
  const asked: string[] = [];
  let answer = false;
  platform.confirm = async (options) => {
    asked.push(options.message);
    return answer;
  };
  fireEvent.click(await screen.findByRole('button', { name: `Снять с главной: ${FAIR.text}` }));
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toContain(FAIR.text);
  expect(requestsTo(fake.requests, 'DELETE', '/api/announcement/2/')).toEqual([]);

  answer = true;
  fireEvent.click(screen.getByRole('button', { name: `Снять с главной: ${FAIR.text}` }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({
      kind: 'error',
      message: 'Объявление не найдено: обновите список.',
    }),
  );

  const removed = { ...FAIR, state: 'removed', removedAt: '2026-11-22T09:00:00.000Z' } as const;
  fake.on(announcementRemove, { id: 2 }, { data: removed });
  fireEvent.click(screen.getByRole('button', { name: `Снять с главной: ${FAIR.text}` }));
  const row = screen.getByRole('listitem', { name: FAIR.text });
  expect(await within(row).findByText('Снято')).toBeTruthy();
  expect(within(row).getByText('снято 22.11.2026 12:00 мск')).toBeTruthy();
  expect(within(row).queryByRole('button')).toBeNull();
  expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: 'Объявление снято с главной.' });
});

it('posts a notice: checks as the contract does, shows the server’s field error and alert, then reloads', async () => {
  const { fake, platform } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [
      LIST,
      stub(
        announcementCreate,
        fail(400, 'Проверьте правильность заполнения полей.', { endsOn: 'Этот день уже прошёл.' }),
      ),
    ],
  });
  const form = await screen.findByRole('form', { name: 'Новое объявление' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  const publish = () => fireEvent.click(within(form).getByRole('button', { name: 'Опубликовать' }));
  publish();
  expect(await within(form).findByText('Напишите текст объявления.')).toBeTruthy();
  fireEvent.change(field(/^Ссылка/), { target: { value: 'http://career.example.ru' } });
  fireEvent.blur(field(/^Ссылка/));
  expect(await within(form).findByText(/начинающийся с https:\/\//)).toBeTruthy();
  expect(requestsTo(fake.requests, 'POST', '/api/announcement/')).toEqual([]);

  fireEvent.change(field(/^Текст/), { target: { value: '  День карьеры в пятницу  ' } });
  expect(within(form).getByText('22 из 300')).toBeTruthy();
  fireEvent.change(field(/^Ссылка/), { target: { value: 'https://career.example.ru/day' } });
  fireEvent.change(field(/^Показывать по/), { target: { value: '2026-11-20' } });
  publish();
  expect(await within(form).findByText('Этот день уже прошёл.')).toBeTruthy();
  expect(lastBody(fake.requests, 'POST', '/api/announcement/')).toEqual({
    text: 'День карьеры в пятницу',
    link: 'https://career.example.ru/day',
    endsOn: '2026-11-20',
  });
  // Every error sits under its field: no alert above the form.
  expect(within(form).queryByRole('alert')).toBeNull();

  fake.on(announcementCreate, fail(409, 'На главной уже 20 объявлений: больше показывать нельзя.'));
  fireEvent.change(field(/^Показывать по/), { target: { value: '' } });
  publish();
  expect((await within(form).findByRole('alert')).textContent).toContain('уже 20 объявлений');

  fake.on(announcementCreate, { data: { ...FAIR, id: 3, text: 'День карьеры в пятницу' } });
  publish();
  await waitFor(() => expect(requestsTo(fake.requests, 'GET', '/api/announcement/')).toHaveLength(2));
  // A fresh form: empty, and none of the earlier submits' errors shown.
  const fresh = screen.getByRole('form', { name: 'Новое объявление' });
  expect((within(fresh).getByLabelText(/^Текст/) as HTMLTextAreaElement).value).toBe('');
  expect(within(fresh).queryByText('Напишите текст объявления.')).toBeNull();
  expect(platform.toasts.at(-1)?.kind).toBe('success');
});

it('inside Telegram the MainButton publishes', async () => {
  const { fake, platform } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    mainButton: true,
    routes: [LIST, stub(announcementCreate, { data: { ...FAIR, id: 3 } })],
  });
  const form = await screen.findByRole('form', { name: 'Новое объявление' });
  await waitFor(() => expect(platform.mainButton.state?.text).toBe('Опубликовать'));
  fireEvent.change(within(form).getByLabelText(/^Текст/), { target: { value: 'Ярмарка' } });
  platform.mainButton.press();
  await waitFor(() =>
    expect(lastBody(fake.requests, 'POST', '/api/announcement/')).toEqual({
      text: 'Ярмарка',
      link: '',
      endsOn: '',
    }),
  );
});
