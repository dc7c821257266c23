import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { PUBLISH_INCOMPLETE } from '../../../shared/contract/vacancy-input.contract';
import {
  AS_ADMIN,
  AS_COMPANY,
  dictionaryItem,
  lastBody,
  page,
  requestsTo,
  vacancyDetail,
} from '../../app/testing/board-api-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { OWN_COMPANY, PUBLISHABLE_DESCRIPTION } from '../../app/testing/vacancy-form-fixtures';

afterEach(cleanup);

const DICTIONARIES = [
  stub(endpoints.dictionary.vacancyTypeEndpoints.list, {
    data: page([dictionaryItem({ id: 4, name: 'Стажировка' })]),
  }),
  stub(endpoints.dictionary.tagEndpoints.list, {
    data: page([dictionaryItem({ id: 11, name: 'Python' }), dictionaryItem({ id: 12, name: 'SQL' })]),
  }),
];

function type(label: string, value: string): void {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

async function openNew(routes: readonly Stub[] = []) {
  const rendered = renderApp({
    path: '/board/vacancy/edit/',
    ...AS_COMPANY,
    routes: [...DICTIONARIES, ...OWN_COMPANY, ...routes],
  });
  await screen.findByRole('heading', { name: 'Новая вакансия', level: 1 });
  return rendered;
}

describe('/board/vacancy/edit/ — a new vacancy', () => {
  it('checks fields with the contract as the user leaves them', async () => {
    await openNew();
    type('Название', 'ab');
    expect(await screen.findByText('Название не короче 3 символов.')).toBeTruthy();
    expect(screen.getByLabelText('Название').getAttribute('aria-invalid')).toBe('true');
    // Fixed while typing: the message goes away without another blur.
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Аналитик' } });
    await waitFor(() => expect(screen.queryByText('Название не короче 3 символов.')).toBeNull());

    type('От', '90 000');
    type('До', '50000');
    expect(await screen.findByText('Зарплата «от» не может быть больше зарплаты «до».')).toBeTruthy();
    type('Широта', 'север');
    expect(await screen.findByText('Широта — число от −90 до 90, например 55,7558.')).toBeTruthy();
    type('Email для откликов', 'not-mail');
    expect(await screen.findByText('Введите email в формате name@example.ru.')).toBeTruthy();
  });

  it('refuses to send an invalid form and focuses the first wrong field', async () => {
    const { fake } = await openNew();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Проверьте поля');
    expect(screen.getByText('Название не короче 3 символов.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Название')));
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toEqual([]);
  });

  it('saves a draft with everything the form holds, then returns to the list with a toast', async () => {
    const { fake, platform } = await openNew([
      stub(endpoints.vacancyWrite.vacancyCreate, { data: vacancyDetail({ status: 'draft' }) }),
    ]);
    // The form starts from the company profile: its city, address and contacts.
    expect((screen.getByLabelText('Адрес') as HTMLInputElement).value).toBe('Москва, Тверская, 1');
    expect((screen.getByLabelText('Контактное лицо') as HTMLInputElement).value).toBe('Анна Кадрова');
    type('Название', 'Стажёр-аналитик');
    fireEvent.change(screen.getByLabelText('Тип вакансии'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'SQL' }));
    expect(screen.getByRole('button', { name: 'SQL' }).getAttribute('aria-pressed')).toBe('true');
    type('Описание', 'Анализ данных');
    type('От', '50 000');
    fireEvent.change(screen.getByLabelText('Тип занятости'), { target: { value: 'probation' } });
    fireEvent.click(screen.getByLabelText('Можно совмещать с учёбой'));
    type('Широта', '55,75');
    type('Долгота', '37.61');
    // A domestic «8 …» is written as the mask does and sent as the one stored spelling.
    type('Телефон', '8 900 000 00 00');
    expect((screen.getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (900) 000-00-00');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));

    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Черновик сохранён.' });
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/')).toEqual({
      title: 'Стажёр-аналитик',
      vacancyTypeId: 4,
      tagIds: [12],
      description: 'Анализ данных',
      requirements: '',
      conditions: '',
      salaryFrom: 50000,
      salaryTo: null,
      salaryCurrency: 'RUR',
      salaryGross: false,
      employment: 'probation',
      schedule: 'fullDay',
      experience: 'noExperience',
      cityId: 510,
      address: 'Москва, Тверская, 1',
      lat: 55.75,
      lng: 37.61,
      contactName: 'Анна Кадрова',
      contactEmail: 'hr@romashka.ru',
      contactPhone: '+79000000000',
      applyElsewhere: '',
      flags: {
        suitsPractice: false,
        combinableWithStudy: true,
        firstYearFriendly: false,
        forGraduates: false,
      },
      publish: false,
    });
  });

  it('publishes', async () => {
    const { fake, platform } = await openNew([
      stub(endpoints.vacancyWrite.vacancyCreate, { data: vacancyDetail() }),
    ]);
    type('Название', 'Стажёр-аналитик');
    type('Описание', PUBLISHABLE_DESCRIPTION);
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия опубликована.' }),
    );
    expect((lastBody(fake.requests, 'POST', '/api/vacancy/') as { publish: boolean }).publish).toBe(true);
  });

  it('publishes only a complete vacancy: per-field Russian errors, nothing sent; a draft may stay partial', async () => {
    const { fake } = renderApp({
      path: '/board/vacancy/edit/',
      ...AS_COMPANY,
      // No profile to start from: the address stays empty.
      routes: [...DICTIONARIES, stub(endpoints.vacancyWrite.vacancyCreate, { data: vacancyDetail() })],
    });
    await screen.findByRole('heading', { name: 'Новая вакансия', level: 1 });
    type('Название', 'Только название');
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText(/^Опишите вакансию: чем предстоит заниматься/)).toBeTruthy();
    expect(
      screen.getByText('Укажите город или адрес — или выберите график «Удалённая работа».'),
    ).toBeTruthy();
    // The alert may come a render after the fields' errors on a busy machine.
    expect((await screen.findByRole('alert')).textContent).toContain(PUBLISH_INCOMPLETE);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Описание')));
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toEqual([]);
    // Remote work needs no address; a description of 100 characters or more is enough.
    type('Описание', PUBLISHABLE_DESCRIPTION);
    fireEvent.change(screen.getByLabelText('График'), { target: { value: 'remote' } });
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toHaveLength(1));
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/')).toMatchObject({
      schedule: 'remote',
      publish: true,
    });
  });

  it('shows the server’s field errors at their fields and the rest in the alert', async () => {
    const { platform } = await openNew([
      stub(
        endpoints.vacancyWrite.vacancyCreate,
        fail(400, 'Проверьте правильность заполнения полей.', {
          title: 'Такая вакансия уже есть.',
          company: 'Компания не подтверждена.',
        }),
      ),
    ]);
    type('Название', 'Стажёр-аналитик');
    type('Описание', PUBLISHABLE_DESCRIPTION);
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Такая вакансия уже есть.')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Проверьте правильность заполнения полей.');
    expect(alert.textContent).toContain('Компания не подтверждена.');
    expect(platform.navigations).toEqual([]);
    // Editing the field drops the server's verdict on the old value.
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Стажёр-аналитик 2' } });
    await waitFor(() => expect(screen.queryByText('Такая вакансия уже есть.')).toBeNull());
  });

  it('allows at most 15 tags and says so', async () => {
    const tags = Array.from({ length: 16 }, (_, index) =>
      dictionaryItem({ id: 100 + index, name: `Тег ${index + 1}` }),
    );
    await openNew([stub(endpoints.dictionary.tagEndpoints.list, { data: page(tags) })]);
    for (let index = 1; index <= 16; index += 1)
      fireEvent.click(screen.getByRole('button', { name: `Тег ${index}` }));
    expect(screen.getByRole('button', { name: 'Тег 16' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/Выбрано 15 из 15\. Можно выбрать не больше 15 тегов\./)).toBeTruthy();
  });

  it('warns before leaving with unsaved changes', async () => {
    const { platform } = await openNew();
    type('Название', 'Черновик');
    const asked: string[] = [];
    platform.confirm = async (options) => {
      asked.push(options.message);
      return false;
    };
    // Closing the tab or the Mini App asks (the web platform's beforeunload, Telegram's own).
    expect(platform.closingConfirmation).toEqual([true]);
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Отмена' }));
    await waitFor(() => expect(asked).toEqual(['Изменения не сохранены. Уйти со страницы?']));
    expect(window.location.pathname).toBe('/board/vacancy/edit/');
    platform.confirm = async () => true;
    fireEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Отмена' }));
    await waitFor(() => expect(window.location.pathname).toBe('/board/vacancies/'));
    // The form is gone (once the next screen's chunk has loaded): nothing is left to lose.
    await waitFor(() => expect(platform.closingConfirmation).toEqual([true, false]));
  });
});

describe('/board/vacancy/edit/:id/', () => {
  it('loads a published vacancy and saves it as published', async () => {
    const detail = vacancyDetail({
      id: 5,
      title: 'Бариста',
      tags: [{ id: 12, name: 'SQL' }],
      description: PUBLISHABLE_DESCRIPTION,
      address: 'Москва, Тверская, 1',
    });
    const { fake, platform } = renderApp({
      path: '/board/vacancy/edit/5/',
      ...AS_COMPANY,
      routes: [
        ...DICTIONARIES,
        stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: detail }),
        stub(endpoints.vacancyWrite.vacancyUpdate, { id: 5 }, { data: detail }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Редактирование вакансии', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Название') as HTMLInputElement).value).toBe('Бариста');
    expect(screen.getByRole('button', { name: 'SQL' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Сохранить черновик' })).toBeNull();
    type('Требования', 'Опыт не нужен');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Изменения сохранены.' }),
    );
    const body = lastBody(fake.requests, 'PUT', '/api/vacancy/5/') as {
      publish: boolean;
      requirements: string;
    };
    expect(body.publish).toBe(true);
    expect(body.requirements).toBe('Опыт не нужен');
  });

  it('says when the vacancy does not exist', async () => {
    renderApp({
      path: '/board/vacancy/edit/404/',
      ...AS_COMPANY,
      routes: [
        ...DICTIONARIES,
        stub(endpoints.vacancy.vacancyDetail, { id: 404 }, fail(404, 'Вакансия не найдена.')),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Вакансия не найдена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'К списку вакансий' })).toBeTruthy();
  });

  it('refuses someone else’s vacancy (403, or canEdit false)', async () => {
    renderApp({
      path: '/board/vacancy/edit/6/',
      ...AS_COMPANY,
      routes: [
        ...DICTIONARIES,
        stub(endpoints.vacancy.vacancyDetail, { id: 6 }, { data: vacancyDetail({ id: 6, canEdit: false }) }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeTruthy();
    expect(screen.queryByLabelText('Название')).toBeNull();
  });

  it('lets an admin edit any company’s draft and see hidden dictionaries', async () => {
    const detail = vacancyDetail({
      id: 8,
      status: 'draft',
      publishedAt: null,
      company: { id: 9, name: 'Кофейня', logoUrl: null },
    });
    const { fake } = renderApp({
      path: '/board/vacancy/edit/8/',
      ...AS_ADMIN,
      routes: [...DICTIONARIES, stub(endpoints.vacancy.vacancyDetail, { id: 8 }, { data: detail })],
    });
    expect(await screen.findByText('Компания: Кофейня')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сохранить черновик' })).toBeTruthy();
    expect(
      requestsTo(fake.requests, 'GET', '/api/tag/getItems')[0]?.url.searchParams.get('includeHidden'),
    ).toBe('true');
  });

  it('is closed to guests', async () => {
    renderApp({ path: '/board/vacancy/edit/5/' });
    expect(
      await screen.findByRole('heading', { name: 'Раздел для компаний и администраторов' }),
    ).toBeTruthy();
  });
});
