import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import {
  AS_ADMIN,
  AS_COMPANY,
  COMPANY_ACCOUNT,
  companyDetail,
  lastBody,
} from '../../app/testing/board-api-fixtures';
import { PROFILE_ACCOUNT } from '../../app/testing/company-profile-fixtures';
import { fail, type Stub, screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const PATH = '/board/company/profile/';

function projectTitles(): string[] {
  return within(screen.getByRole('list', { name: 'Список проектов' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

async function open(routes: readonly Stub[] = []) {
  const rendered = renderApp({
    path: PATH,
    ...AS_COMPANY,
    routes: [
      stub(endpoints.company.companyDetail, { id: 7 }, { data: companyDetail() }),
      stub(endpoints.profile.companyAccount, { data: PROFILE_ACCOUNT }),
      ...routes,
    ],
  });
  await screen.findByLabelText('Описание');
  return rendered;
}

type ProfileBody = { projects: Array<{ title: string }>; website: string; description: string };

describe('/board/company/profile/', () => {
  it('loads the signed-in company’s profile and links its public page', async () => {
    await open();
    expect((screen.getByLabelText('Описание') as HTMLTextAreaElement).value).toBe('Делаем аналитику.');
    expect((screen.getByLabelText('Сайт') as HTMLInputElement).value).toBe('https://romashka.ru');
    expect(screen.getByRole('link', { name: 'Публичная страница' }).getAttribute('href')).toBe('/company/7/');
    expect(screen.getByRole('link', { name: 'Перейти к данным компании' }).getAttribute('href')).toBe(
      '/board/company/edit/',
    );
    expect(projectTitles()).toEqual(['1. Альфа', '2. Бета']);
  });

  it('asks the server who is signed in when the account is not known yet', async () => {
    const { fake } = renderApp({
      path: PATH,
      auth: AS_COMPANY.auth,
      account: null,
      routes: [
        stub(endpoints.auth.currentSession, {
          data: { kind: 'company', token: 'c1', account: COMPANY_ACCOUNT },
        }),
        stub(endpoints.company.companyDetail, { id: 7 }, { data: companyDetail() }),
        stub(endpoints.profile.companyAccount, { data: PROFILE_ACCOUNT }),
      ],
    });
    await screen.findByLabelText('Описание');
    // React's development double effects may repeat a request; what matters is which ones.
    expect(new Set(screenRequests(fake.requests).map((request) => request.url.pathname))).toEqual(
      new Set(['/api/session/', '/api/company/7/', '/api/company/me/']),
    );
  });

  it('checks addresses with the contract and saves the whole profile', async () => {
    const { fake, platform } = await open([
      stub(
        endpoints.company.companyProfileUpdate,
        { id: 7 },
        { data: companyDetail({ website: 'https://new.ru' }) },
      ),
    ]);
    const website = screen.getByLabelText('Сайт');
    fireEvent.change(website, { target: { value: 'romashka.ru' } });
    fireEvent.blur(website);
    expect(await screen.findByText('Сайт: адрес должен начинаться с https://')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Проверьте поля');
    fireEvent.change(website, { target: { value: 'https://new.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Профиль сохранён.' }),
    );
    const body = lastBody(fake.requests, 'PUT', '/api/company/7/') as ProfileBody;
    expect(body.website).toBe('https://new.ru');
    expect(body.projects.map((project) => project.title)).toEqual(['Альфа', 'Бета']);
  });

  it('adds, reorders and removes projects (removal asks first)', async () => {
    const { fake, platform } = await open([
      stub(endpoints.company.companyProfileUpdate, { id: 7 }, { data: companyDetail() }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить проект' }));
    expect(projectTitles()).toEqual(['1. Альфа', '2. Бета', '3. Новый проект']);
    const titles = screen.getAllByLabelText('Название проекта');
    await waitFor(() => expect(document.activeElement).toBe(titles[2]));
    fireEvent.change(titles[2] as HTMLElement, { target: { value: 'Гамма' } });

    fireEvent.click(screen.getByRole('button', { name: 'Выше: проект 3' }));
    expect(projectTitles()).toEqual(['1. Альфа', '2. Гамма', '3. Бета']);
    expect(screen.getByText('Проект «Гамма» теперь на месте 2 из 3.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Выше: проект 2' }));
    expect(projectTitles()).toEqual(['1. Гамма', '2. Альфа', '3. Бета']);
    expect(screen.getByRole('button', { name: 'Выше: проект 1' }).hasAttribute('disabled')).toBe(true);
    // At the top the pressed button is disabled: focus stays in the project, on «Ниже».
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ниже: проект 1' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ниже: проект 2' }));
    expect(projectTitles()).toEqual(['1. Гамма', '2. Бета', '3. Альфа']);

    const asked: string[] = [];
    platform.confirm = async (options) => {
      asked.push(options.message);
      return false;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Удалить проект 2' }));
    await waitFor(() => expect(asked).toEqual(['Проект «Бета» исчезнет из профиля после сохранения.']));
    expect(projectTitles()).toHaveLength(3);
    platform.confirm = async () => true;
    fireEvent.click(screen.getByRole('button', { name: 'Удалить проект 2' }));
    await waitFor(() => expect(projectTitles()).toEqual(['1. Гамма', '2. Альфа']));

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    await waitFor(() => expect(lastBody(fake.requests, 'PUT', '/api/company/7/')).toBeTruthy());
    const body = lastBody(fake.requests, 'PUT', '/api/company/7/') as ProfileBody;
    expect(body.projects.map((project) => project.title)).toEqual(['Гамма', 'Альфа']);
  });

  it('stops at 12 projects and requires a title', async () => {
    await open();
    const add = screen.getByRole('button', { name: 'Добавить проект' });
    for (let count = 2; count < 12; count += 1) fireEvent.click(add);
    expect(projectTitles()).toHaveLength(12);
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    expect((await screen.findAllByText('Введите название проекта.')).length).toBe(10);
  });

  it('maps the server’s errors of a project to its field', async () => {
    await open([
      stub(
        endpoints.company.companyProfileUpdate,
        { id: 7 },
        fail(400, 'Проверьте правильность заполнения полей.', {
          'projects.1.link': 'Ссылка недоступна.',
        }),
      ),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    expect(await screen.findByText('Ссылка недоступна.')).toBeTruthy();
    const links = screen.getAllByLabelText('Ссылка на проект');
    expect(links[1]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps uploaded pictures on save, takes a new upload, and removes one only on «Убрать»', async () => {
    const pictured = companyDetail({
      logoUrl: '/files/L0goT0kenL0goT0kenL0g03/',
      bannerUrl: '/files/BannerT0kenBannerT0k04/',
    });
    const { fake, platform } = await open([
      stub(endpoints.company.companyDetail, { id: 7 }, { data: pictured }),
      stub(endpoints.files.fileUpload, {
        data: { id: 9, kind: 'logo', mime: 'image/webp', size: 3, url: '/files/NewL0goT0kenNewL0goT09/' },
      }),
      stub(endpoints.company.companyProfileUpdate, { id: 7 }, { data: pictured }),
    ]);
    expect(await screen.findByRole('img', { name: 'Логотип: предпросмотр' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Профиль сохранён.' }),
    );
    expect(lastBody(fake.requests, 'PUT', '/api/company/7/')).toMatchObject({
      logoUrl: '/files/L0goT0kenL0goT0kenL0g03/',
      bannerUrl: '/files/BannerT0kenBannerT0k04/',
    });

    const file = new File([new Uint8Array([1, 2, 3])], 'l.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Логотип'), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Логотип: предпросмотр' }).getAttribute('src')).toBe(
        '/files/NewL0goT0kenNewL0goT09/',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Убрать: Баннер' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'PUT', '/api/company/7/')).toMatchObject({
        logoUrl: '/files/NewL0goT0kenNewL0goT09/',
        bannerUrl: '',
      }),
    );
  });

  it('tells a denied company why, and saves unsaved edits before it asks for review (issue 24, item 4)', async () => {
    const { fake } = await open([
      stub(endpoints.company.companyDetail, { id: 7 }, { data: companyDetail({ status: 'denied' }) }),
      stub(endpoints.profile.companyAccount, {
        data: { ...PROFILE_ACCOUNT, status: 'denied', statusReason: 'Нет сайта компании' },
      }),
      stub(endpoints.company.companyProfileUpdate, { id: 7 }, { data: companyDetail({ status: 'denied' }) }),
      stub(endpoints.verification.reviewRequest, { data: { status: 'pending' } }),
    ]);
    expect(await screen.findByText('Причина: Нет сайта компании')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Запросить повторную проверку' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Сайт'), { target: { value: 'https://romashka-new.ru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить и запросить повторную проверку' }));
    await waitFor(() =>
      expect(fake.requests.map((request) => request.url.pathname)).toContain('/api/account/review-request/'),
    );
    const order = fake.requests.map((request) => `${request.method} ${request.url.pathname}`);
    expect(order.indexOf('PUT /api/company/7/')).toBeGreaterThan(-1);
    expect(order.indexOf('POST /api/account/review-request/')).toBeGreaterThan(
      order.indexOf('PUT /api/company/7/'),
    );
    expect(lastBody(fake.requests, 'PUT', '/api/company/7/')).toMatchObject({
      website: 'https://romashka-new.ru',
    });
  });

  it('is for companies only', async () => {
    renderApp({ path: PATH, ...AS_ADMIN });
    expect(await screen.findByRole('heading', { name: 'Раздел для компаний' })).toBeTruthy();
  });
});
