import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { endpoints } from '../../../shared/contract/endpoints';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { authAtom } from '../../lib/app-state';

afterEach(cleanup);

const YEAR = new Date().getFullYear();
const SESSION = {
  kind: 'student',
  token: 'h9',
  account: { id: 9, kind: 'student', email: 'masha@example.ru', name: 'Мария Новикова' },
} as const;

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function typeMasked(label: string, value: string): HTMLInputElement {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  input.value = value;
  fireEvent.input(input);
  return input;
}

describe('/registration/', () => {
  it('registers a student: live errors, masked phone, policy dialog, photo step skipped, notice, home', async () => {
    const { fake, platform, store } = renderApp({
      path: '/registration/',
      routes: [stub(endpoints.registration.register, { data: SESSION })],
    });
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'не email' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Введите email в формате name@example.ru.')).toBeTruthy();
    type('Email', 'Masha@Example.ru');
    await waitFor(() => expect(screen.queryByText('Введите email в формате name@example.ru.')).toBeNull());
    fireEvent.blur(screen.getByLabelText('Email'));

    type('Фамилия', 'Новикова');
    type('Имя', 'Мария');
    const phone = typeMasked('Мобильный телефон', '9123456789');
    expect(phone.value).toBe('+7 (912) 345-67-89');
    type('Вуз', 'МГУ');
    type('Курс', '2');
    type('Год выпуска', String(YEAR + 2));
    type('Пароль', 'password');
    fireEvent.blur(screen.getByLabelText('Пароль'));
    expect(await screen.findByText(/слишком распространён|распространённ|популярн/i)).toBeTruthy();
    type('Пароль', 'синий трактор едет в поле');

    // Whether an email is registered is never asked (issue 24, item 30).
    expect(fake.requests.some((r) => r.url.pathname === '/api/validation/')).toBe(false);

    // Without consent nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Необходимо согласие на обработку персональных данных.')).toBeTruthy();
    expect(fake.requests.some((r) => r.url.pathname === '/api/register/')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Политика обработки персональных данных' }));
    const dialog = screen.getByRole('dialog', { name: 'Политика обработки персональных данных' });
    expect(dialog.textContent).toContain('152-ФЗ');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByLabelText('Я даю согласие на обработку персональных данных'));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('heading', { name: 'Фотография профиля' })).toBeTruthy();
    const sent = fake.requests.find((r) => r.url.pathname === '/api/register/');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      kind: 'student',
      email: 'masha@example.ru',
      password: 'синий трактор едет в поле',
      firstName: 'Мария',
      lastName: 'Новикова',
      phone: '+79123456789',
      university: 'МГУ',
      course: 2,
      graduationYear: YEAR + 2,
      consent: true,
    });
    expect(store.get(authAtom)).toEqual({ token: 'h9', kind: 'student' });
    expect(await platform.storage.getItem(STORAGE_KEYS.auth)).toBe(
      JSON.stringify({ token: 'h9', kind: 'student' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Пропустить' }));
    const notice = await screen.findByRole('dialog', { name: 'Заявка отправлена' });
    expect(notice.textContent).toContain('Карьерный центр проверит профиль');
    fireEvent.click(screen.getByRole('button', { name: 'На главную' }));
    expect(platform.navigations).toEqual(['/']);
  });

  it('registers a company from ?kind=company and says when its INN is taken', async () => {
    const { fake } = renderApp({
      path: '/registration/?kind=company',
      routes: [stub(endpoints.registration.availability, { data: { available: false } })],
    });
    const inn = typeMasked('ИНН', '7707083894');
    fireEvent.blur(inn);
    expect(await screen.findByText('ИНН с ошибкой: не сходится контрольная цифра.')).toBeTruthy();
    expect(fake.requests).toEqual([]);
    typeMasked('ИНН', '7707083893');
    fireEvent.blur(screen.getByLabelText('ИНН'));
    expect(await screen.findByText('Компания с этим ИНН уже зарегистрирована.')).toBeTruthy();
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      field: 'inn',
      value: '7707083893',
      kind: 'company',
    });
  });

  it('registering from a shared vacancy leads back to it (and the sign-in link keeps it too)', async () => {
    const { platform } = renderApp({
      path: '/registration/?next=%2Fvacancy%2F7%2F',
      routes: [
        stub(endpoints.registration.availability, { data: { available: true } }),
        stub(endpoints.registration.register, { data: SESSION }),
      ],
    });
    await screen.findByLabelText('Email');
    // The form's «Войти» and the header's both keep the vacancy.
    const signIn = screen.getAllByRole('link', { name: 'Войти' }).map((link) => link.getAttribute('href'));
    expect(signIn).toEqual(['/login/?next=%2Fvacancy%2F7%2F', '/login/?next=%2Fvacancy%2F7%2F']);
    type('Email', 'masha@example.ru');
    type('Фамилия', 'Новикова');
    type('Имя', 'Мария');
    typeMasked('Мобильный телефон', '9123456789');
    type('Вуз', 'МГУ');
    type('Курс', '2');
    type('Год выпуска', String(YEAR + 2));
    type('Пароль', 'синий трактор едет в поле');
    fireEvent.click(screen.getByLabelText('Я даю согласие на обработку персональных данных'));
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Пропустить' }));
    const notice = await screen.findByRole('dialog', { name: 'Заявка отправлена' });
    expect(notice.querySelector('button')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Вернуться к вакансии' }));
    expect(platform.navigations).toEqual(['/vacancy/7/']);
  });

  it('a next that leaves the site is ignored: the notice leads home', async () => {
    renderApp({ path: '/registration/?next=%2F%2Fevil.example%2F' });
    await screen.findByLabelText('Email');
    const signIn = screen.getAllByRole('link', { name: 'Войти' }).map((link) => link.getAttribute('href'));
    expect(signIn).toEqual(['/login/', '/login/']);
  });
});
