import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CurrencyRate } from '../../../shared/contract/currency-rate.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_ADMIN, AS_COMPANY, lastBody, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const PATH = '/board/currency-rates/';
const USD: CurrencyRate = {
  currency: 'USD',
  roubles: 92.5,
  updatedAt: '2026-11-28T09:00:00.000Z',
  vacancies: 12,
};
const EUR: CurrencyRate = { currency: 'EUR', roubles: null, updatedAt: null, vacancies: 1 };
const { currencyRateList, currencyRateRemove, currencyRateSet } = endpoints.currencyRate;
const LIST = stub(currencyRateList, { data: [USD, EUR] });

const form = () => screen.findByRole('form', { name: 'Курсы к рублю' });
const dollar = (within_: HTMLElement) =>
  within(within_).getByLabelText(/^Доллар США: рублей за 1 \$/) as HTMLInputElement;
const euro = (within_: HTMLElement) =>
  within(within_).getByLabelText(/^Евро: рублей за 1 €/) as HTMLInputElement;
const save = (within_: HTMLElement) =>
  fireEvent.click(within(within_).getByRole('button', { name: 'Сохранить' }));

it('is for admins only', async () => {
  renderApp({ path: PATH, ...AS_COMPANY, routes: [LIST] });
  expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
});

it('shows each rate with what it moves, and saves only what changed', async () => {
  const { fake, platform } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [
      LIST,
      stub(
        currencyRateSet,
        { currency: 'EUR' },
        { data: { ...EUR, roubles: 100.25, updatedAt: USD.updatedAt } },
      ),
    ],
  });
  const rates = await form();
  expect(dollar(rates).value).toBe('92,5');
  expect(euro(rates).value).toBe('');
  expect(
    within(rates).getByText(
      /^Задан 28\.11\.2026 12:00 мск, среди рублёвых: 12 вакансий с зарплатой в долларах/,
    ),
  ).toBeTruthy();
  expect(
    within(rates).getByText(/^Курс не задан, после рублёвых: 1 вакансия с зарплатой в евро\./),
  ).toBeTruthy();

  fireEvent.change(euro(rates), { target: { value: ' 100,25 ' } });
  save(rates);
  await waitFor(() => expect(platform.toasts.at(-1)?.kind).toBe('success'));
  expect(lastBody(fake.requests, 'PUT', '/api/currency-rate/EUR/')).toEqual({ roubles: 100.25 });
  // The dollar's rate did not change: nothing sent for it. The form starts again from the answer.
  expect(requestsTo(fake.requests, 'PUT', '/api/currency-rate/USD/')).toEqual([]);
  const again = await form();
  await waitFor(() => expect(euro(again).value).toBe('100,25'));
  expect(within(again).getByText(/^Задан .*: 1 вакансия с зарплатой в евро\./)).toBeTruthy();
  expect(requestsTo(fake.requests, 'GET', '/api/currency-rate/getItems')).toHaveLength(1);
});

it('says in Russian what is no rate before sending, and the server’s word at its currency', async () => {
  const { fake } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [
      LIST,
      stub(
        currencyRateSet,
        { currency: 'USD' },
        fail(400, 'Проверьте поля.', { roubles: 'Курс слишком велик.' }),
      ),
    ],
  });
  const rates = await form();
  const cases: [string, string][] = [
    ['0', 'Курс должен быть больше нуля.'],
    ['девяносто', 'Напишите курс числом: сколько рублей стоит одна единица, например 92,5.'],
    ['5000', 'Курс не больше 1000 ₽ за единицу: проверьте, нет ли лишнего нуля.'],
    ['92,12345', 'Не больше 4 знаков после запятой.'],
  ];
  for (const [text, message] of cases) {
    fireEvent.change(dollar(rates), { target: { value: text } });
    save(rates);
    expect(await within(rates).findByText(message)).toBeTruthy();
  }
  expect(requestsTo(fake.requests, 'PUT', '/api/currency-rate/USD/')).toEqual([]);
  fireEvent.change(dollar(rates), { target: { value: '95.5' } });
  save(rates);
  expect(await within(rates).findByText('Курс слишком велик.')).toBeTruthy();
  expect(dollar(rates).getAttribute('aria-invalid')).toBe('true');
});

it('removes a cleared rate only after asking', async () => {
  const { fake, platform } = renderApp({
    path: PATH,
    ...AS_ADMIN,
    routes: [
      LIST,
      stub(currencyRateRemove, { currency: 'USD' }, { data: { ...USD, roubles: null, updatedAt: null } }),
    ],
  });
  const rates = await form();
  fireEvent.change(dollar(rates), { target: { value: '' } });
  let answer = false;
  const asked: string[] = [];
  platform.confirm = async (options) => {
    asked.push(options.message);
    return answer;
  };
  save(rates);
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(asked[0]).toBe(
    'Вакансии с зарплатой в долларах встанут после рублёвых и выпадут из поиска с зарплатой.',
  );
  expect(requestsTo(fake.requests, 'DELETE', '/api/currency-rate/USD/')).toEqual([]);
  answer = true;
  save(rates);
  await waitFor(() => expect(requestsTo(fake.requests, 'DELETE', '/api/currency-rate/USD/')).toHaveLength(1));
  await waitFor(() => expect(platform.toasts.at(-1)?.kind).toBe('success'));
});
