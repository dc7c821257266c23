import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../../shared/contract/endpoints';
import {
  AS_ADMIN,
  AS_COMPANY,
  AS_STUDENT,
  applicationItem,
  listCalls,
  listOf,
  studentProfile,
} from '../../../app/testing/application-student-fixtures';
import { vacancyDetail } from '../../../app/testing/board-fixtures';
import { fail, held, type Stub, stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';
import { APPLIED_TOAST } from './apply-dialog';

// Leaflet is not what these tests are about; the map's own tests cover it.
vi.mock('../../../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

afterEach(cleanup);

/** The page's and the panel's lazy chunks compile on first use: allow more than a second. */
const LAZY = { timeout: 5000 };
const VACANCY = [stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) })];

function asStudent(routes: readonly Stub[], options: { mainButton?: boolean } = {}) {
  return renderApp({
    path: '/vacancy/5/',
    ...AS_STUDENT,
    ...options,
    routes: [
      ...VACANCY,
      stub(endpoints.profile.studentProfile, { data: studentProfile() }),
      stub(endpoints.application.applicationItems, listOf([])),
      ...routes,
    ],
  });
}

function panel(): HTMLElement {
  return screen.getByRole('region', { name: 'Отклик' });
}

describe('«Откликнуться» on the vacancy page', () => {
  it('sends a guest to sign in or register and back to the vacancy', async () => {
    const app = renderApp({ path: '/vacancy/5/', routes: VACANCY });
    const button = await screen.findByRole('button', { name: 'Откликнуться' }, LAZY);
    expect(within(panel()).getByRole('link', { name: 'войдите как студент' }).getAttribute('href')).toBe(
      `/login/?next=${encodeURIComponent('/vacancy/5/')}`,
    );
    // Registering from a shared vacancy comes back to it too (issue 24, item 24).
    expect(within(panel()).getByRole('link', { name: 'Зарегистрируйтесь' }).getAttribute('href')).toBe(
      `/registration/?next=${encodeURIComponent('/vacancy/5/')}`,
    );
    fireEvent.click(button);
    expect(app.platform.navigations.at(-1)).toBe('/login/?next=%2Fvacancy%2F5%2F');
    expect(listCalls(app.fake.requests)).toEqual([]);
  });

  it('shows a company and an admin nothing and asks nothing', async () => {
    for (const role of [AS_COMPANY, AS_ADMIN]) {
      const app = renderApp({ path: '/vacancy/5/', ...role, routes: VACANCY });
      await screen.findByRole('heading', { level: 1, name: 'Стажёр-разработчик 5' }, LAZY);
      expect(screen.queryByRole('region', { name: 'Отклик' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
      expect(app.fake.requests.some((request) => request.url.pathname.startsWith('/api/application'))).toBe(
        false,
      );
      cleanup();
    }
  });

  it('offers nothing on a draft or an archived vacancy', async () => {
    renderApp({
      path: '/vacancy/5/',
      ...AS_STUDENT,
      routes: [
        stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5, { status: 'archived' }) }),
      ],
    });
    await screen.findByText(/Вакансия в архиве/, {}, LAZY);
    expect(screen.queryByRole('region', { name: 'Отклик' })).toBeNull();
  });

  it('tells a pending student why they cannot apply yet and links the profile', async () => {
    asStudent([stub(endpoints.profile.studentProfile, { data: studentProfile({ status: 'pending' }) })]);
    expect(await screen.findByText(/после того, как карьерный центр подтвердит/, {}, LAZY)).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'Открыть профиль' }).getAttribute('href')).toBe(
      '/board/student/edit/',
    );
    expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
  });

  it('tells a denied student the reason and what to do', async () => {
    asStudent([
      stub(endpoints.profile.studentProfile, {
        data: studentProfile({ status: 'denied', statusReason: 'Не указан факультет' }),
      }),
    ]);
    expect(await screen.findByText('Причина: Не указан факультет', {}, LAZY)).toBeTruthy();
    expect(within(panel()).getByText(/запросите повторную проверку/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
  });

  it('lets an approved student apply with a letter, then shows the application', async () => {
    const app = asStudent([
      stub(endpoints.application.applicationCreate, { data: applicationItem({ letter: 'Хочу к вам' }) }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Откликнуться' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Отклик на вакансию' }, LAZY);
    const letter = within(dialog).getByLabelText('Сопроводительное письмо (необязательно)');
    expect(document.activeElement).toBe(letter);
    fireEvent.change(letter, { target: { value: '  Хочу к вам  ' } });
    expect(within(dialog).getByText('10 из 4 000')).toBeTruthy();
    // Escape closes the dialog and keeps the letter for the next open.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Откликнуться' }));
    const reopened = await screen.findByRole('dialog', { name: 'Отклик на вакансию' });
    expect(within(reopened).getByLabelText(/Сопроводительное письмо/)).toHaveProperty(
      'value',
      '  Хочу к вам  ',
    );
    fireEvent.click(within(reopened).getByRole('button', { name: 'Отправить отклик' }));
    expect(await screen.findByText(/Вы откликнулись/)).toBeTruthy();
    const post = app.fake.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ vacancyId: 5, letter: 'Хочу к вам' });
    expect(app.platform.toasts).toContainEqual({ kind: 'success', message: APPLIED_TOAST });
    expect(app.platform.haptics).toEqual(['success']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(panel());
    // 21:30 UTC on the 20th is the 21st in Moscow.
    expect(within(panel()).getByText('21.11.2026')).toBeTruthy();
    expect(within(panel()).getByText('Новый')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'Мои отклики' }).getAttribute('href')).toBe(
      '/applications/?id=11',
    );
    expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
  });

  it('sends no letter when none is written and says the résumé is missing', async () => {
    const app = asStudent([
      stub(endpoints.profile.studentProfile, { data: studentProfile({ resume: null, resumeFileId: null }) }),
      stub(endpoints.application.applicationCreate, { data: applicationItem() }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Откликнуться' }, LAZY));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    expect(within(dialog).getByRole('link', { name: 'добавьте его' }).getAttribute('href')).toBe(
      '/board/student/edit/',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить отклик' }));
    await screen.findByText(/Вы откликнулись/);
    const post = app.fake.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ vacancyId: 5 });
  });

  it('keeps a too long letter on the client with the error beside the field', async () => {
    const app = asStudent([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Откликнуться' }, LAZY));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    const letter = within(dialog).getByLabelText('Сопроводительное письмо (необязательно)');
    fireEvent.change(letter, { target: { value: 'а'.repeat(4001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить отклик' }));
    expect(await within(dialog).findByText('Сопроводительное письмо не длиннее 4000 символов.')).toBeTruthy();
    expect(letter.getAttribute('aria-invalid')).toBe('true');
    expect(app.fake.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(app.platform.haptics).toEqual(['error']);
  });

  it('puts the server’s field error beside the field', async () => {
    asStudent([
      stub(
        endpoints.application.applicationCreate,
        fail(400, 'Проверьте поля.', {
          letter: 'Письмо содержит недопустимые символы.',
        }),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Откликнуться' }, LAZY));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    fireEvent.change(within(dialog).getByLabelText(/Сопроводительное письмо/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить отклик' }));
    expect(await within(dialog).findByText('Письмо содержит недопустимые символы.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a 409 in the dialog and the application once the dialog is closed', async () => {
    const app = asStudent([
      stub(endpoints.application.applicationCreate, fail(409, 'Вы уже откликнулись на эту вакансию.')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Откликнуться' }, LAZY));
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    app.fake.on(endpoints.application.applicationItems, listOf([applicationItem({ status: 'viewed' })]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить отклик' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Вы уже откликнулись на эту вакансию.',
    );
    expect(app.platform.haptics).toEqual(['error']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(await screen.findByText('Просмотрен')).toBeTruthy();
    expect(screen.getByText(/Вы откликнулись/)).toBeTruthy();
  });

  it('shows an existing application with its status and the company’s message', async () => {
    asStudent([
      stub(
        endpoints.application.applicationItems,
        listOf([applicationItem({ status: 'invited', lastMessage: 'Ждём вас 25 ноября в 11:00' })]),
      ),
    ]);
    expect(await screen.findByText(/Вы откликнулись/, {}, LAZY)).toBeTruthy();
    expect(within(panel()).getByText('Приглашение')).toBeTruthy();
    expect(within(panel()).getByText('Ждём вас 25 ноября в 11:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
  });

  it('lets a student who withdrew apply again', async () => {
    const app = asStudent([
      stub(
        endpoints.application.applicationItems,
        listOf([applicationItem({ id: 12, status: 'withdrawn', updatedAt: '2026-11-22T08:00:00.000Z' })]),
      ),
    ]);
    expect(await screen.findByText(/Вы отозвали отклик/, {}, LAZY)).toBeTruthy();
    expect(within(panel()).getByText('22.11.2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Откликнуться' })).toBeTruthy();
    expect(listCalls(app.fake.requests)[0]?.url.searchParams.get('vacancyId')).toBe('5');
  });

  it('offers a retry when the check fails', async () => {
    const app = asStudent([stub(endpoints.profile.studentProfile, fail(503, 'Сервер перегружен'))]);
    expect(await screen.findByText(/Сервер перегружен/, {}, LAZY)).toBeTruthy();
    app.fake.on(endpoints.profile.studentProfile, { data: studentProfile() });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Откликнуться' })).toBeTruthy();
  });

  it('uses the MainButton inside Telegram, with its loader while sending', async () => {
    const sending = held(endpoints.application.applicationCreate);
    const app = asStudent([stub(endpoints.application.applicationCreate, sending.answer)], {
      mainButton: true,
    });
    await waitFor(() => expect(app.platform.mainButton.state?.text).toBe('Откликнуться'), LAZY);
    expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
    act(() => app.platform.mainButton.press());
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    await waitFor(() => expect(app.platform.mainButton.state?.text).toBe('Отправить отклик'));
    expect(within(dialog).queryByRole('button', { name: 'Отправить отклик' })).toBeNull();
    act(() => app.platform.mainButton.press());
    await waitFor(() => expect(app.platform.mainButton.state?.loading).toBe(true));
    sending.release({ data: applicationItem() });
    expect(await screen.findByText(/Вы откликнулись/)).toBeTruthy();
    expect(app.platform.mainButton.state).toBeNull();
  });
});
