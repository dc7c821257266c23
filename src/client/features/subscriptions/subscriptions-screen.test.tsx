import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { fail, stub } from '../../app/testing/fake-fetch';
import { type RenderAppOptions, renderApp } from '../../app/testing/render-app';
import {
  AS_COMPANY,
  AS_STUDENT,
  DICTIONARIES,
  linkStatus,
  subscriptionItem,
} from '../../app/testing/subscription-fixtures';
import { DELETED_TOAST } from './subscription-row';

afterEach(cleanup);

const LAZY = { timeout: 5000 };

function render(options: RenderAppOptions) {
  return renderApp({
    path: '/subscriptions/',
    ...AS_STUDENT,
    ...options,
    routes: [
      ...DICTIONARIES,
      stub(endpoints.telegram.telegramLinkStatus, linkStatus()),
      ...(options.routes ?? []),
    ],
  });
}

const bodies = (app: ReturnType<typeof renderApp>, path: string) =>
  app.fake.requests
    .filter((request) => request.url.pathname === path)
    .map((request) => JSON.parse(request.body));

describe('/subscriptions/ «Мои подписки»', () => {
  it('lists each with its filters, channel, frequency, pause, «N новых» and the list link', async () => {
    render({
      routes: [
        stub(endpoints.subscription.subscriptionList, {
          data: {
            items: [
              subscriptionItem(),
              subscriptionItem({
                id: 4,
                query: {},
                channel: 'telegram',
                frequency: 'instant',
                paused: true,
                unseen: 0,
              }),
            ],
          },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои подписки' }, LAZY)).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Подписка 1: Поиск: «python»' });
    expect(within(first).getByText('Теги: Python')).toBeTruthy();
    expect(within(first).getByText(/На почту · Раз в день в 09:00 по Москве/)).toBeTruthy();
    expect(within(first).getByText(/2 новых/)).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'Открыть вакансии по этим фильтрам' });
    expect(link.getAttribute('href')).toBe('/vacancies/?text=python&tags=4');
    const second = screen.getByRole('listitem', { name: 'Подписка 2: Все новые вакансии' });
    expect(within(second).getByText(/В Telegram · Сразу после публикации/)).toBeTruthy();
    expect(within(second).getByText('На паузе')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Возобновить' })).toBeTruthy();
  });

  it('pauses, edits the time, and deletes after a confirmation', async () => {
    const item = subscriptionItem();
    const app = render({
      routes: [
        stub(endpoints.subscription.subscriptionList, { data: { items: [item] } }),
        stub(endpoints.subscription.subscriptionUpdate, { data: { ...item, paused: true } }),
        stub(endpoints.subscription.subscriptionDestroy, { data: null }),
      ],
    });
    const row = await screen.findByRole('listitem', { name: /Подписка 1/ }, LAZY);
    fireEvent.click(within(row).getByRole('button', { name: 'Приостановить' }));
    expect(await within(row).findByText('На паузе')).toBeTruthy();
    expect(bodies(app, '/api/subscription/update/')).toEqual([{ id: 5, paused: true }]);

    app.fake.on(endpoints.subscription.subscriptionUpdate, {
      data: { ...item, paused: true, digestMinute: 20 * 60 },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const form = within(row).getByRole('form', { name: 'Изменить подписку' });
    fireEvent.change(within(form).getByLabelText('Время подборки (по Москве)'), {
      target: { value: '20:00' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(row).findByText(/Раз в день в 20:00 по Москве/)).toBeTruthy();
    expect(bodies(app, '/api/subscription/update/')[1]).toEqual({
      id: 5,
      channel: 'email',
      frequency: 'daily',
      digestMinute: 1200,
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Подписка 1/ })).toBeNull());
    expect(app.platform.confirms[0]).toMatchObject({ title: 'Удалить подписку?', destructive: true });
    expect(bodies(app, '/api/subscription/destroy/')).toEqual([{ id: 5 }]);
    expect(app.platform.toasts).toContainEqual({ kind: 'success', message: DELETED_TOAST });
    expect(await screen.findByText('Подписок пока нет')).toBeTruthy();
  });

  it('keeps it when the deletion is not confirmed; shows a refusal as it is', async () => {
    const app = render({
      confirmAnswer: false,
      routes: [
        stub(endpoints.subscription.subscriptionList, { data: { items: [subscriptionItem()] } }),
        stub(endpoints.subscription.subscriptionUpdate, fail(404, 'Подписка не найдена.')),
      ],
    });
    const row = await screen.findByRole('listitem', { name: /Подписка 1/ }, LAZY);
    fireEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(app.platform.confirms).toHaveLength(1));
    expect(bodies(app, '/api/subscription/destroy/')).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Приостановить' }));
    expect(await within(row).findByText('Подписка не найдена.')).toBeTruthy();
  });

  it('an empty list leads to /vacancies/; others are told the page is for students', async () => {
    render({ routes: [stub(endpoints.subscription.subscriptionList, { data: { items: [] } })] });
    expect(await screen.findByText('Подписок пока нет', {}, LAZY)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Перейти к вакансиям' }).getAttribute('href')).toBe(
      '/vacancies/',
    );
    cleanup();
    renderApp({ path: '/subscriptions/', ...AS_COMPANY });
    expect(await screen.findByText(/Этот раздел — для студентов/, {}, LAZY)).toBeTruthy();
    cleanup();
    renderApp({ path: '/subscriptions/' });
    const access = await screen.findByRole('region', { name: 'Мои подписки' }, LAZY);
    const signIn = within(access).getByRole('link', { name: 'Войти' });
    expect(signIn.getAttribute('href')).toBe(`/login/?next=${encodeURIComponent('/subscriptions/')}`);
  });
});
