import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import type { StudentProfile } from '../../../shared/contract/student.contract';
import { verificationMessages } from '../../../shared/verification-messages';
import { AS_COMPANY, dictionaryItem, lastBody, page, requestsTo } from '../../app/testing/board-api-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { CONTACTS_APPLIED_NOTE, CONTACTS_OPEN_NOTE } from './contacts-visibility';

afterEach(cleanup);

const AS_STUDENT = {
  auth: { token: 's1', kind: 'student' },
  account: { id: 5, kind: 'student', email: 'ivan@uni.ru', name: 'Иван Студентов' },
} as const;

const PROFILE: StudentProfile = {
  id: 5,
  email: 'ivan@uni.ru',
  firstName: 'Иван',
  lastName: 'Студентов',
  phone: '+79123456789',
  university: 'МГУ',
  faculty: '',
  course: 2,
  graduationYear: null,
  about: '',
  status: 'denied',
  statusReason: 'Не указан вуз полностью',
  photoFileId: null,
  photoUrl: null,
  resumeFileId: null,
  resume: null,
  skills: [{ id: 1, name: 'Python' }],
};

const ROUTES = [
  stub(endpoints.profile.studentProfile, { data: PROFILE }),
  stub(endpoints.dictionary.tagEndpoints.list, {
    data: page([
      dictionaryItem({ id: 1, name: 'Python' }),
      dictionaryItem({ id: 2, name: 'SQL', position: 2 }),
    ]),
  }),
];

const open = (routes: readonly Stub[] = []) =>
  renderApp({ path: '/board/student/edit/', ...AS_STUDENT, routes: [...ROUTES, ...routes] });

it('is for students only', async () => {
  renderApp({ path: '/board/student/edit/', ...AS_COMPANY, routes: ROUTES });
  expect(await screen.findByRole('heading', { name: 'Раздел для студентов' })).toBeTruthy();
});

it('shows the refusal reason, validates on blur and saves the contract’s input', async () => {
  const { fake, platform } = open([
    stub(endpoints.profile.studentProfileSave, { data: { ...PROFILE, firstName: 'Пётр' } }),
  ]);
  const form = await screen.findByRole('form', { name: 'Профиль' });
  expect(screen.getByRole('status').textContent).toContain('Не указан вуз полностью');
  expect((within(form).getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (912) 345-67-89');
  // Loaded values are not "unsaved changes" (the masked phone included).
  expect(platform.closingConfirmation).toEqual([]);

  fireEvent.change(within(form).getByLabelText('Курс'), { target: { value: '9' } });
  fireEvent.blur(within(form).getByLabelText('Курс'));
  expect(await within(form).findByText('Курс от 1 до 6.')).toBeTruthy();
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  expect(requestsTo(fake.requests, 'PUT', '/api/student/me/')).toEqual([]);

  fireEvent.change(within(form).getByLabelText('Курс'), { target: { value: '3' } });
  fireEvent.change(within(form).getByLabelText('Имя'), { target: { value: 'Пётр' } });
  fireEvent.click(within(form).getByRole('button', { name: 'SQL' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Профиль сохранён.' }),
  );
  expect(lastBody(fake.requests, 'PUT', '/api/student/me/')).toMatchObject({
    firstName: 'Пётр',
    phone: '+79123456789',
    course: 3,
    graduationYear: null,
    skillIds: [1, 2],
    photoFileId: null,
  });
  // Edited, then saved: the closing confirmation came on and is off again.
  await waitFor(() => expect(platform.closingConfirmation).toEqual([true, false]));
});

it('uploads a photo, previews it and saves its id; shows an upload refusal', async () => {
  const { fake, platform } = open([
    stub(endpoints.files.fileUpload, fail(415, 'Загрузите изображение JPEG, PNG или WebP.')),
    stub(endpoints.profile.studentProfileSave, { data: PROFILE }),
  ]);
  const form = await screen.findByRole('form', { name: 'Профиль' });
  const picker = within(form).getByLabelText('Фото');
  const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
  fireEvent.change(picker, { target: { files: [file] } });
  expect(await within(form).findByText('Загрузите изображение JPEG, PNG или WebP.')).toBeTruthy();
  expect(platform.haptics).toEqual(['error']);

  const stored = {
    id: 41,
    kind: 'photo' as const,
    mime: 'image/webp',
    size: 3,
    url: '/files/Ph0toT0kenPh0toT0ken41/',
  };
  fake.on(endpoints.files.fileUpload, { data: stored });
  fireEvent.change(picker, { target: { files: [file] } });
  const preview = await within(form).findByRole('img', { name: 'Фото: предпросмотр' });
  expect(preview.getAttribute('src')).toBe('/files/Ph0toT0kenPh0toT0ken41/');
  const upload = requestsTo(fake.requests, 'POST', '/api/files/').at(-1);
  expect(upload?.headers.get('content-type')).toContain('multipart/form-data');
  expect(upload?.body).toContain('name="kind"');
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(lastBody(fake.requests, 'PUT', '/api/student/me/')).toMatchObject({ photoFileId: 41 }),
  );
});

it('changes the password: mismatch caught here, a wrong current password shown at its field', async () => {
  const { fake, platform } = open([
    stub(
      endpoints.password.passwordChange.student,
      fail(400, 'Проверьте поля.', {
        currentPassword: 'Текущий пароль неверен.',
      }),
    ),
  ]);
  const form = await screen.findByRole('form', { name: 'Сменить пароль' });
  const field = (label: string) => within(form).getByLabelText(label);
  fireEvent.change(field('Текущий пароль'), { target: { value: 'old password' } });
  fireEvent.change(field('Новый пароль'), { target: { value: 'a brand new passphrase' } });
  fireEvent.change(field('Повторите новый пароль'), { target: { value: 'something else' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
  expect(await within(form).findByText('Пароли не совпадают.')).toBeTruthy();
  expect(requestsTo(fake.requests, 'POST', '/api/student/changePass/')).toEqual([]);

  fireEvent.change(field('Повторите новый пароль'), { target: { value: 'a brand new passphrase' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
  expect(await within(form).findByText('Текущий пароль неверен.')).toBeTruthy();
  expect(lastBody(fake.requests, 'POST', '/api/student/changePass/')).toEqual({
    currentPassword: 'old password',
    password: 'a brand new passphrase',
  });
  fake.on(endpoints.password.passwordChange.student, { data: null });
  fireEvent.change(field('Текущий пароль'), { target: { value: 'right password' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Пароль изменён.' }),
  );
});

it('sends a denied student back for review on request and shows the pending status', async () => {
  const { fake, platform } = open([
    stub(endpoints.verification.reviewRequest, { data: { status: 'pending' } }),
  ]);
  await screen.findByRole('form', { name: 'Профиль' });
  fake.on(endpoints.profile.studentProfile, { data: { ...PROFILE, status: 'pending' } });
  fireEvent.click(screen.getByRole('button', { name: 'Запросить повторную проверку' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({
      kind: 'success',
      message: verificationMessages.reviewRequested,
    }),
  );
  expect(await screen.findByText(/Профиль на проверке у карьерного центра/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Запросить повторную проверку' })).toBeNull();
});

it('tells an approved student that a new name, university or faculty sends the profile back to review, a photo not', async () => {
  const approved = { ...PROFILE, status: 'approved' as const, statusReason: null };
  const { platform } = open([
    stub(endpoints.profile.studentProfile, { data: approved }),
    stub(endpoints.profile.studentProfileSave, {
      data: { ...approved, firstName: 'Пётр', status: 'pending' },
    }),
  ]);
  const form = await screen.findByRole('form', { name: 'Профиль' });
  // The name, the university and the faculty warn (decision 051); a photo only says when it is looked at.
  expect(within(form).getAllByText(/отправит профиль на повторную проверку/)).toHaveLength(4);
  expect(within(form).getByText(/Новое фото компании увидят сразу/)).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Имя'), { target: { value: 'Пётр' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({
      kind: 'success',
      message: verificationMessages.studentSentToReview,
    }),
  );
});

it('tells the student who sees their contacts: companies applied to, or all once the career centre opens them', async () => {
  renderApp({ path: '/board/student/edit/', ...AS_STUDENT, routes: ROUTES });
  const section = await screen.findByRole('region', { name: 'Кто видит ваши контакты' }, { timeout: 5000 });
  expect(within(section).getByText(CONTACTS_APPLIED_NOTE)).toBeTruthy();
  cleanup();
  renderApp({
    path: '/board/student/edit/',
    ...AS_STUDENT,
    routes: [
      ...ROUTES,
      stub(endpoints.profile.studentProfile, { data: { ...PROFILE, contactsOpenToCompanies: true } }),
    ],
  });
  const opened = await screen.findByRole('region', { name: 'Кто видит ваши контакты' }, { timeout: 5000 });
  expect(within(opened).getByText(CONTACTS_OPEN_NOTE)).toBeTruthy();
});

it('saves the edits first when a denied student asks for review, then asks (issue 24, item 4)', async () => {
  const { fake, platform } = open([
    stub(endpoints.profile.studentProfileSave, { data: { ...PROFILE, university: 'МГУ им. Ломоносова' } }),
    stub(endpoints.verification.reviewRequest, { data: { status: 'pending' } }),
  ]);
  const form = await screen.findByRole('form', { name: 'Профиль' });
  fireEvent.change(within(form).getByLabelText('Вуз'), { target: { value: 'МГУ им. Ломоносова' } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить и запросить повторную проверку' }));
  await waitFor(() =>
    expect(requestsTo(fake.requests, 'POST', '/api/account/review-request/')).toHaveLength(1),
  );
  const order = fake.requests.map((request) => request.url.pathname);
  expect(order.indexOf('/api/account/review-request/')).toBeGreaterThan(order.indexOf('/api/student/me/'));
  expect(order).toContain('/api/student/me/');
  expect(lastBody(fake.requests, 'PUT', '/api/student/me/')).toMatchObject({
    university: 'МГУ им. Ломоносова',
  });
  await waitFor(() =>
    expect(platform.toasts).toContainEqual({
      kind: 'success',
      message: verificationMessages.reviewRequested,
    }),
  );
});

it('asks for nothing while the edits cannot be saved, and says why', async () => {
  const { fake } = open();
  const form = await screen.findByRole('form', { name: 'Профиль' });
  fireEvent.change(within(form).getByLabelText('Имя'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить и запросить повторную проверку' }));
  expect(await screen.findByText(/Исправьте ошибки в профиле/)).toBeTruthy();
  expect(requestsTo(fake.requests, 'POST', '/api/account/review-request/')).toHaveLength(0);
});

it('picks skills from wrapped chips with «Найти тег», the vacancy editor’s picker (issue 24, item 10)', async () => {
  const many = Array.from({ length: 30 }, (_, index) =>
    dictionaryItem({
      id: index + 1,
      name: index === 0 ? 'Python' : `Навык ${index + 1}`,
      position: index + 1,
    }),
  );
  open([stub(endpoints.dictionary.tagEndpoints.list, { data: page(many) })]);
  const form = await screen.findByRole('form', { name: 'Профиль' });
  const skills = within(form).getByRole('group', { name: 'Навыки' });
  const chips = () => skills.querySelector('.tag-picker__chips')?.children.length;
  // Folded: the first 16 and «Показать все»; unfolded, every skill.
  expect(chips()).toBe(16);
  const more = within(skills).getByRole('button', { name: 'Показать все (30)' });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(more);
  expect(chips()).toBe(30);
  expect(within(skills).getByRole('button', { name: 'Свернуть' }).getAttribute('aria-expanded')).toBe('true');
  const search = within(skills).getByRole('searchbox', { name: 'Найти тег' });
  fireEvent.change(search, { target: { value: 'навык 2' } });
  // The chosen skill stays in view while the student searches; the rest are the matches.
  const shown = within(skills)
    .getAllByRole('button', { pressed: undefined })
    .filter((chip) => chip.hasAttribute('aria-pressed'))
    .map((chip) => chip.textContent);
  expect(shown).toEqual([
    'Python',
    'Навык 2',
    ...Array.from({ length: 10 }, (_, index) => `Навык ${20 + index}`),
  ]);
  expect(within(skills).getByRole('button', { name: 'Python' }).getAttribute('aria-pressed')).toBe('true');
  expect(within(skills).getByText('Показано 12 из 30')).toBeTruthy();
});
