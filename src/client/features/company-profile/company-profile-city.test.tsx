/**
 * The company profile's «Город» (docs/decisions/061): the company's city, with which its new
 * vacancies start, picked from the dictionary and sent as `cityId`; removed, it is sent as null.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyDetail } from '../../../shared/contract/company.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { messages } from '../../../shared/messages';
import { AS_COMPANY, companyDetail, lastBody } from '../../app/testing/board-api-fixtures';
import { PROFILE_ACCOUNT } from '../../app/testing/company-profile-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { CITY_LIST, KAZAN, MOSCOW } from '../../app/testing/place-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const IN_MOSCOW = companyDetail({ city: MOSCOW, address: 'ул. Тверская, 1' });

async function open(saved: Stub, company: CompanyDetail = IN_MOSCOW) {
  const rendered = renderApp({
    path: '/board/company/profile/',
    ...AS_COMPANY,
    routes: [
      stub(endpoints.company.companyDetail, { id: 7 }, { data: company }),
      stub(endpoints.profile.companyAccount, { data: PROFILE_ACCOUNT }),
      CITY_LIST,
      saved,
    ],
  });
  await screen.findByLabelText('Описание');
  return rendered;
}

const savedAs = (company: CompanyDetail) =>
  stub(endpoints.company.companyProfileUpdate, { id: 7 }, { data: company });
const sentCityId = (requests: Parameters<typeof lastBody>[0]) =>
  (lastBody(requests, 'PUT', '/api/company/7/') as { cityId?: number | null }).cityId;
const saveProfile = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить профиль' }));

// A save waits for the form's lazy chunk and the answer: a busy machine needs more than 5 s.
describe('/board/company/profile/ — the city', { timeout: 15_000 }, () => {
  it('shows the company’s city and sends the one picked from the list', async () => {
    const inKazan = { ...IN_MOSCOW, city: KAZAN };
    const { fake, platform } = await open(savedAs(inKazan));
    expect(within(screen.getByRole('group', { name: 'Город' })).getByText('Москва')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить город: Москва' }));
    const picker = screen.getByRole('combobox', { name: 'Город' });
    fireEvent.change(picker, { target: { value: 'Каз' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Казань/ }));
    expect(
      within(screen.getByRole('group', { name: 'Город' })).getByText('Республика Татарстан'),
    ).toBeTruthy();
    saveProfile();
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Профиль сохранён.' }),
    );
    expect(sentCityId(fake.requests)).toBe(KAZAN.id);
    // The saved profile is the clean one: nothing left unsaved.
    await waitFor(() => expect(platform.closingConfirmation.at(-1)).toBe(false));
  });

  it('sends null once the city is removed', async () => {
    const { fake, platform } = await open(savedAs({ ...IN_MOSCOW, city: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Убрать город: Москва' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Город' })));
    saveProfile();
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Профиль сохранён.' }),
    );
    expect(sentCityId(fake.requests)).toBeNull();
  });

  it('says the server’s refusal of the city at the city, where a new pick answers it', async () => {
    const { fake } = await open(
      stub(
        endpoints.company.companyProfileUpdate,
        { id: 7 },
        fail(400, 'Проверьте правильность заполнения полей.', { cityId: messages.vacancyCityUnknown }),
      ),
    );
    saveProfile();
    const message = await screen.findByText(messages.vacancyCityUnknown);
    const picker = screen.getByRole('combobox', { name: 'Город' });
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(picker.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(picker));
    expect(sentCityId(fake.requests)).toBe(MOSCOW.id);
    fireEvent.change(picker, { target: { value: 'Каз' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Казань/ }));
    expect(screen.queryByText(messages.vacancyCityUnknown)).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Город' })).getByText('Казань')).toBeTruthy();
  });
});
