import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { page, vacancyItem } from '../../app/testing/board-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { type RenderAppOptions, renderApp } from '../../app/testing/render-app';
import {
  AS_COMPANY,
  AS_STUDENT,
  DICTIONARIES,
  linkStatus,
  subscriptionItem,
} from '../../app/testing/subscription-fixtures';
import { resetWriteAccessMemory } from '../../lib/write-access';
import { ALERTS_WAIT_TEXT } from './alerts-wait-note';
import { SUBSCRIBED_TOAST, SUBSCRIBED_WAITING_TOAST, WRITE_ACCESS_DENIED } from './subscription-texts';

afterEach(() => {
  cleanup();
  resetWriteAccessMemory();
});

const LAZY = { timeout: 5000 };
const BUTTON = 'Подписаться на новые вакансии';

function render(options: RenderAppOptions) {
  return renderApp({
    ...options,
    routes: [
      ...DICTIONARIES,
      stub(endpoints.vacancy.vacancyList, { data: page([vacancyItem(1)], 1) }),
      stub(endpoints.telegram.telegramLinkStatus, linkStatus()),
      stub(endpoints.subscription.subscriptionCreate, { data: subscriptionItem() }),
      ...(options.routes ?? []),
    ],
  });
}

const bodyOf = (app: ReturnType<typeof renderApp>, path: string) =>
  app.fake.requests
    .filter((request) => request.url.pathname === path)
    .map((request) => JSON.parse(request.body));

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: BUTTON }, LAZY));
  return screen.findByRole('dialog', { name: 'Подписка на новые вакансии' }, LAZY);
}

describe('«Подписаться на новые вакансии» on /vacancies/', () => {
  it('tells a student awaiting review that alerts start after approval, before and after saving', async () => {
    const pending = { ...AS_STUDENT, account: { ...AS_STUDENT.account, status: 'pending' as const } };
    const app = render({ path: '/vacancies/?text=python', ...pending });
    const dialog = await openDialog();
    expect(await within(dialog).findByText(ALERTS_WAIT_TEXT.pending, {}, LAZY)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подписаться' }));
    expect(await within(dialog).findByRole('link', { name: 'Мои подписки' })).toBeTruthy();
    expect(within(dialog).getByText(ALERTS_WAIT_TEXT.pending)).toBeTruthy();
    expect(app.platform.toasts.at(-1)).toEqual({ kind: 'success', message: SUBSCRIBED_WAITING_TOAST });
  });

  it('says nothing of a wait to an approved student', async () => {
    const approved = { ...AS_STUDENT, account: { ...AS_STUDENT.account, status: 'approved' as const } };
    render({ path: '/vacancies/?text=python', ...approved });
    const dialog = await openDialog();
    await within(dialog).findByRole('region', { name: 'Фильтры подписки' }, LAZY);
    expect(within(dialog).queryByText(ALERTS_WAIT_TEXT.pending)).toBeNull();
  });

  it('summarises the filters in Russian and saves them by email, daily at 09:00 by default', async () => {
    const app = render({ path: '/vacancies/?text=python&tags=4&employment=part&sort=newest', ...AS_STUDENT });
    const dialog = await openDialog();
    const summary = await within(dialog).findByRole('region', { name: 'Фильтры подписки' }, LAZY);
    expect(within(summary).getByText('Поиск: «python»')).toBeTruthy();
    expect(within(summary).getByText('Теги: Python')).toBeTruthy();
    expect(within(summary).getByText('Занятость: Частичная занятость')).toBeTruthy();
    // Telegram is not linked: email is chosen, and the reason is said.
    const telegram = within(dialog).getByRole('radio', { name: /В Telegram/ }) as HTMLInputElement;
    expect(telegram.disabled).toBe(true);
    expect(within(dialog).getByText(/Telegram не привязан/)).toBeTruthy();
    expect(
      (within(dialog).getByRole('radio', { name: 'На почту — pavel@uni.ru' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(dialog).getByLabelText('Время подборки (по Москве)') as HTMLInputElement).value).toBe(
      '09:00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подписаться' }));
    expect(await within(dialog).findByRole('link', { name: 'Мои подписки' })).toBeTruthy();
    expect(bodyOf(app, '/api/subscription/')).toEqual([
      {
        query: { text: 'python', tags: '4', employment: 'part' },
        channel: 'email',
        frequency: 'daily',
        digestMinute: 540,
      },
    ]);
    expect(app.platform.toasts).toContainEqual({ kind: 'success', message: SUBSCRIBED_TOAST });
  });

  it('right away, no filters: every new vacancy; the server’s refusal is shown as it is', async () => {
    const refusal = 'Вы уже подписаны на вакансии с такими фильтрами.';
    const app = render({
      path: '/vacancies/',
      ...AS_STUDENT,
      routes: [stub(endpoints.subscription.subscriptionCreate, fail(409, refusal))],
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Все новые вакансии', {}, LAZY)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Сразу' }));
    expect(within(dialog).queryByLabelText('Время подборки (по Москве)')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подписаться' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(bodyOf(app, '/api/subscription/')[0]).toEqual({
      query: {},
      channel: 'email',
      frequency: 'instant',
    });
  });

  it('a guest is sent to sign in and back; a company sees no button', async () => {
    const guest = render({ path: '/vacancies/?text=java' });
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }, LAZY));
    await waitFor(() =>
      expect(guest.platform.navigations).toContain(
        `/login/?next=${encodeURIComponent('/vacancies/?text=java')}`,
      ),
    );
    cleanup();
    render({ path: '/vacancies/', ...AS_COMPANY });
    expect(await screen.findByText('Найдена 1 вакансия', {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('inside Telegram, asks for write access before a Telegram subscription and tells the server', async () => {
    const app = render({
      path: '/vacancies/',
      ...AS_STUDENT,
      kind: 'telegram',
      routes: [
        stub(endpoints.telegram.telegramLinkStatus, linkStatus({ linked: true, username: 'pavel' })),
        stub(endpoints.telegram.telegramWriteAccess, linkStatus({ linked: true, allowsWriteToPm: true })),
      ],
    });
    const dialog = await openDialog();
    const telegram = (await within(dialog).findByRole(
      'radio',
      { name: 'В Telegram — @pavel' },
      LAZY,
    )) as HTMLInputElement;
    expect(telegram.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подписаться', hidden: true }));
    await waitFor(() => expect(bodyOf(app, '/api/subscription/')).toHaveLength(1));
    expect(app.platform.writeAccessRequests).toHaveLength(1);
    expect(bodyOf(app, '/api/telegram/write-access/')).toEqual([{ allowed: true }]);
    expect(bodyOf(app, '/api/subscription/')[0]).toMatchObject({ channel: 'telegram' });
  });

  it('on the website, Telegram without write access is not offered: it says to press «Старт»', async () => {
    render({
      path: '/vacancies/',
      ...AS_STUDENT,
      routes: [
        stub(endpoints.telegram.telegramLinkStatus, linkStatus({ linked: true, allowsWriteToPm: false })),
      ],
    });
    const dialog = await openDialog();
    const telegram = (await within(dialog).findByRole(
      'radio',
      { name: /В Telegram/ },
      LAZY,
    )) as HTMLInputElement;
    expect(telegram.disabled).toBe(true);
    expect(within(dialog).getByText(/Бот ещё не может вам писать/)).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: /На почту/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('a refused write access saves nothing and offers email instead', async () => {
    const app = render({
      path: '/vacancies/',
      ...AS_STUDENT,
      kind: 'telegram',
      writeAccessAnswer: 'denied',
      routes: [
        stub(endpoints.telegram.telegramLinkStatus, linkStatus({ linked: true, allowsWriteToPm: false })),
        stub(endpoints.telegram.telegramWriteAccess, linkStatus({ linked: true, allowsWriteToPm: false })),
      ],
    });
    const dialog = await openDialog();
    await within(dialog).findByRole('radio', { name: /В Telegram/ }, LAZY);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подписаться', hidden: true }));
    expect(await within(dialog).findByText(WRITE_ACCESS_DENIED)).toBeTruthy();
    expect(bodyOf(app, '/api/subscription/')).toEqual([]);
    expect(bodyOf(app, '/api/telegram/write-access/')).toEqual([{ allowed: false }]);
  });
});
