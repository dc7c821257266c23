/**
 * The vacancy form's «Город» (docs/decisions/061): it starts with the company profile's city, a
 * city is picked from the dictionary's list and sent as `cityId`, removing it sends null, and the
 * publishing rule's «where» is said at the city.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_COMPANY, lastBody, page, requestsTo, vacancyDetail } from '../../app/testing/board-api-fixtures';
import { type Stub, stub } from '../../app/testing/fake-fetch';
import { CITY_LIST, KAZAN } from '../../app/testing/place-fixtures';
import { renderApp } from '../../app/testing/render-app';
import { OWN_COMPANY, PUBLISHABLE_DESCRIPTION } from '../../app/testing/vacancy-form-fixtures';

afterEach(cleanup);

/** The publishing rule's «where» (publishProblems, contract/vacancy-input.contract.ts). */
const NO_PLACE = 'Укажите город или адрес — или выберите график «Удалённая работа».';

const DICTIONARIES = [
  stub(endpoints.dictionary.vacancyTypeEndpoints.list, { data: page([]) }),
  stub(endpoints.dictionary.tagEndpoints.list, { data: page([]) }),
];

function type(label: string, value: string): void {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The chosen city's part of the form: its name and region, «Изменить» and «Убрать». */
const chosenCity = () => screen.getByRole('group', { name: 'Город' });
const cityPicker = () => screen.getByRole('combobox', { name: 'Город' });
const sentCityId = (requests: Parameters<typeof lastBody>[0], method: string, path: string) =>
  (lastBody(requests, method, path) as { cityId?: number | null }).cityId;

async function openNew(routes: readonly Stub[] = []) {
  const rendered = renderApp({
    path: '/board/vacancy/edit/',
    ...AS_COMPANY,
    routes: [
      ...DICTIONARIES,
      ...OWN_COMPANY,
      CITY_LIST,
      stub(endpoints.vacancyWrite.vacancyCreate, { data: vacancyDetail() }),
      ...routes,
    ],
  });
  await screen.findByRole('heading', { name: 'Новая вакансия', level: 1 });
  type('Название', 'Стажёр-аналитик');
  type('Описание', PUBLISHABLE_DESCRIPTION);
  return rendered;
}

// A save waits for the form's lazy chunk and the answer: a busy machine needs more than 5 s.
describe('the vacancy form’s city', { timeout: 15_000 }, () => {
  it('starts with the company profile’s city and sends its id', async () => {
    const { fake, platform } = await openNew();
    // Moscow's region is Moscow: said once.
    expect(within(chosenCity()).getAllByText('Москва')).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Город' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(sentCityId(fake.requests, 'POST', '/api/vacancy/')).toBe(510);
  });

  it('picks a city from the list (cities only) and sends its id; «Оставить» keeps the old one', async () => {
    const { fake, platform } = await openNew();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить город: Москва' }));
    await waitFor(() => expect(document.activeElement).toBe(cityPicker()));
    fireEvent.click(screen.getByRole('button', { name: 'Оставить город Москва' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Изменить город: Москва' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Изменить город: Москва' }));
    fireEvent.change(cityPicker(), { target: { value: 'Каз' } });
    expect(await screen.findByRole('option', { name: /Казань/ })).toBeTruthy();
    expect(requestsTo(fake.requests, 'GET', '/api/city/getItems').at(-1)?.url.searchParams.get('text')).toBe(
      'Каз',
    );
    // A vacancy's place is a city: the region the server also found is not offered.
    expect(screen.queryByRole('option', { name: /Карачаево-Черкесская/ })).toBeNull();
    fireEvent.keyDown(cityPicker(), { key: 'Enter' });

    expect(within(chosenCity()).getByText('Казань')).toBeTruthy();
    expect(within(chosenCity()).getByText('Республика Татарстан')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Изменить город: Казань' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(sentCityId(fake.requests, 'POST', '/api/vacancy/')).toBe(KAZAN.id);
  });

  it('removing the city sends null, and the picker takes the focus', async () => {
    const { fake, platform } = await openNew();
    fireEvent.click(screen.getByRole('button', { name: 'Убрать город: Москва' }));
    await waitFor(() => expect(document.activeElement).toBe(cityPicker()));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(sentCityId(fake.requests, 'POST', '/api/vacancy/')).toBeNull();
  });

  it('asks for a city or an address at the city field before publishing; remote work needs neither', async () => {
    const { fake, platform } = await openNew();
    type('Адрес', '');
    fireEvent.click(screen.getByRole('button', { name: 'Убрать город: Москва' }));
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const message = await screen.findByText(NO_PLACE);
    expect(cityPicker().getAttribute('aria-invalid')).toBe('true');
    expect(cityPicker().getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(cityPicker()));
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toEqual([]);

    fireEvent.change(screen.getByLabelText('График'), { target: { value: 'remote' } });
    expect(screen.getByText('Для удалённой работы город можно не указывать.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/')).toMatchObject({
      schedule: 'remote',
      cityId: null,
      address: '',
      publish: true,
    });
  });

  it('a city picked after the refusal answers it', async () => {
    const { fake, platform } = await openNew();
    type('Адрес', '');
    fireEvent.click(screen.getByRole('button', { name: 'Убрать город: Москва' }));
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await screen.findByText(NO_PLACE);
    fireEvent.change(cityPicker(), { target: { value: 'Каз' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Казань/ }));
    expect(screen.queryByText(NO_PLACE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(sentCityId(fake.requests, 'POST', '/api/vacancy/')).toBe(KAZAN.id);
  });
});

// A save waits for the form's lazy chunk and the answer: a busy machine needs more than 5 s.
describe('editing a vacancy’s city', { timeout: 15_000 }, () => {
  it('shows the vacancy’s city and sends it back; one without a city shows the picker', async () => {
    const detail = vacancyDetail({
      id: 5,
      city: KAZAN,
      address: 'ул. Баумана, 1',
      description: PUBLISHABLE_DESCRIPTION,
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
    await screen.findByRole('heading', { name: 'Редактирование вакансии', level: 1 });
    expect(within(chosenCity()).getByText('Казань')).toBeTruthy();
    expect(within(chosenCity()).getByText('Республика Татарстан')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(platform.navigations).toEqual(['/board/vacancies/']));
    expect(sentCityId(fake.requests, 'PUT', '/api/vacancy/5/')).toBe(KAZAN.id);
    cleanup();

    renderApp({
      path: '/board/vacancy/edit/6/',
      ...AS_COMPANY,
      routes: [
        ...DICTIONARIES,
        stub(endpoints.vacancy.vacancyDetail, { id: 6 }, { data: vacancyDetail({ id: 6, city: null }) }),
      ],
    });
    await screen.findByRole('heading', { name: 'Редактирование вакансии', level: 1 });
    expect(cityPicker()).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Город' })).toBeNull();
  });
});
