import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type {
  UnmatchedAddress,
  UnmatchedAddressPage,
} from '../../../shared/contract/unmatched-address.contract';
import { formatMessage, messages } from '../../../shared/messages';
import { menuFor } from '../../app/menu-config';
import { AS_ADMIN, AS_COMPANY, lastBody, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, held, type Stub, stub } from '../../app/testing/fake-fetch';
import { CITY_LIST, KAZAN, MOSCOW } from '../../app/testing/place-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const PATH = '/board/addresses/';
const { unmatchedAddressList, vacancyCitySet, companyCitySet } = endpoints.unmatchedAddress;
const OWNER = { id: 7, name: 'ООО «Ромашка»' };
const UPDATED = '2026-11-28T09:00:00.000Z';

const OFFICE: UnmatchedAddress = {
  kind: 'vacancy',
  id: 5,
  title: 'Стажёр-аналитик',
  address: 'Офис у метро «Ленинская»',
  status: 'published',
  company: OWNER,
  suggested: null,
  updatedAt: UPDATED,
};
const NAMED: UnmatchedAddress = {
  ...OFFICE,
  id: 6,
  title: 'Тестировщик',
  address: 'Казань, Кремлёвская, 18',
  status: 'draft',
  suggested: KAZAN,
};
const FIRM: UnmatchedAddress = {
  kind: 'company',
  id: 7,
  title: OWNER.name,
  address: 'ул. Садовая, 3',
  status: 'approved',
  company: OWNER,
  suggested: null,
  updatedAt: UPDATED,
};
const COUNTS = { vacancies: 2, companies: 1 };
const answerOf = (items: UnmatchedAddress[], counts = COUNTS): { data: UnmatchedAddressPage } => ({
  data: { ...page(items), counts },
});
/** The server's answer by the asked kind. */
const LIST = stub(unmatchedAddressList, (request) =>
  request.url.searchParams.get('kind') === 'company' ? answerOf([FIRM]) : answerOf([OFFICE, NAMED]),
);

const row = (name: string) => screen.findByRole('listitem', { name });
const open = (...routes: Stub[]) => renderApp({ path: PATH, ...AS_ADMIN, routes });

// A save waits for the screen's lazy chunk and the answer: a busy machine needs more than 5 s.
describe('/board/addresses/: «Адреса без города»', { timeout: 15_000 }, () => {
  it('is for admins only, and in the admin’s menu', async () => {
    expect(menuFor('admin')).toContainEqual({ label: 'Адреса без города', href: PATH });
    renderApp({ path: PATH, ...AS_COMPANY, routes: [LIST] });
    expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
  });

  it('loads, then says how many are left and what each address says, with its owner', async () => {
    const pending = held(unmatchedAddressList);
    open(stub(unmatchedAddressList, pending.answer));
    expect((await screen.findByText('Загружаем адреса…')).closest('[aria-busy="true"]')).toBeTruthy();
    pending.release(answerOf([OFFICE, NAMED]));
    const office = within(await row('Стажёр-аналитик'));
    expect(screen.getByText('Не сопоставлено: 2 вакансии, 1 компания')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Вакансии · 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(office.getByText('Офис у метро «Ленинская»')).toBeTruthy();
    expect(office.getByText('Компания ООО «Ромашка»')).toBeTruthy();
    expect(office.getByText('Опубликована')).toBeTruthy();
    expect(office.getByRole('link', { name: 'Открыть вакансию: Стажёр-аналитик' }).getAttribute('href')).toBe(
      '/board/vacancy/edit/5/',
    );
    const named = within(await row('Тестировщик'));
    expect(
      named.getByText('В адресе есть город Казань (Республика Татарстан), но его не выбрали.'),
    ).toBeTruthy();
  });

  it('saves the city picked from the list, and marks the row and the count', async () => {
    const { fake, platform } = open(
      LIST,
      CITY_LIST,
      stub(vacancyCitySet, { id: 5 }, { data: { kind: 'vacancy', id: 5, city: KAZAN } }),
    );
    const office = within(await row('Стажёр-аналитик'));
    fireEvent.click(office.getByRole('button', { name: 'Выбрать город: Стажёр-аналитик' }));
    const picker = office.getByRole('combobox', { name: 'Город' });
    await waitFor(() => expect(document.activeElement).toBe(picker));
    fireEvent.click(office.getByRole('button', { name: 'Отмена' }));
    const pick = office.getByRole('button', { name: 'Выбрать город: Стажёр-аналитик' });
    await waitFor(() => expect(document.activeElement).toBe(pick));
    fireEvent.click(pick);
    await waitFor(() => expect(document.activeElement).toBe(office.getByRole('combobox', { name: 'Город' })));
    const save = office.getByRole('button', { name: 'Сохранить город' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(office.getByRole('combobox', { name: 'Город' }), { target: { value: 'Каз' } });
    fireEvent.mouseDown(await office.findByRole('option', { name: /Казань/ }));
    fireEvent.click(save);
    const done = await office.findByText('Город сохранён: Казань, Республика Татарстан');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(lastBody(fake.requests, 'PUT', '/api/vacancy/city/5/')).toEqual({ cityId: KAZAN.id });
    expect(screen.getByText('Не сопоставлено: 1 вакансия, 1 компания')).toBeTruthy();
    expect(office.queryByRole('button', { name: /Выбрать город/ })).toBeNull();
    expect(office.getByRole('link', { name: 'Открыть вакансию: Стажёр-аналитик' })).toBeTruthy();
    expect(platform.toasts).toEqual([]);
  });

  it('takes the city the address names in one tap, and says a refusal in a notice', async () => {
    const { fake, platform } = open(
      LIST,
      stub(
        vacancyCitySet,
        { id: 6 },
        fail(409, formatMessage(messages.addressCityTaken, { city: 'Москва' })),
      ),
    );
    const named = within(await row('Тестировщик'));
    fireEvent.click(named.getByRole('button', { name: 'Указать город Казань: Тестировщик' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        kind: 'error',
        message: formatMessage(messages.addressCityTaken, { city: 'Москва' }),
      }),
    );
    expect(lastBody(fake.requests, 'PUT', '/api/vacancy/city/6/')).toEqual({ cityId: KAZAN.id });
    expect(screen.getByText('Не сопоставлено: 2 вакансии, 1 компания')).toBeTruthy();
    expect(named.queryByText(/Город сохранён/)).toBeNull();
  });

  it('shows the companies on their tab, each linked to its page', async () => {
    const { fake } = open(
      LIST,
      stub(companyCitySet, { id: 7 }, { data: { kind: 'company', id: 7, city: MOSCOW } }),
    );
    await row('Стажёр-аналитик');
    fireEvent.click(screen.getByRole('button', { name: 'Компании · 1' }));
    const firm = within(await row('ООО «Ромашка»'));
    expect(
      requestsTo(fake.requests, 'GET', '/api/city/unmatched/getItems').at(-1)?.url.searchParams.get('kind'),
    ).toBe('company');
    expect(firm.getByText('ул. Садовая, 3')).toBeTruthy();
    expect(firm.getByText('Подтверждён')).toBeTruthy();
    expect(firm.getByRole('link', { name: 'Страница компании: ООО «Ромашка»' }).getAttribute('href')).toBe(
      '/company/7/',
    );
  });

  it('says when every address has its city', async () => {
    open(stub(unmatchedAddressList, answerOf([], { vacancies: 0, companies: 0 })));
    expect(await screen.findByText('Все адреса сопоставлены с городами')).toBeTruthy();
    expect(screen.queryByText(/Не сопоставлено/)).toBeNull();
  });

  it('offers the other tab when only it has addresses left', async () => {
    open(stub(unmatchedAddressList, answerOf([], { vacancies: 0, companies: 3 })));
    expect(await screen.findByText('Адреса всех вакансий сопоставлены с городами')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Показать компании' })).toBeTruthy();
  });

  it('says a failed load and tries again', async () => {
    const { fake } = open(stub(unmatchedAddressList, fail(500, 'Сервер недоступен. Попробуйте позже.')));
    expect(await screen.findByText('Не удалось загрузить адреса')).toBeTruthy();
    fake.on(unmatchedAddressList, answerOf([OFFICE]));
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await row('Стажёр-аналитик')).toBeTruthy();
  });
});
