import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REJECTION_TEMPLATES } from '../../../../shared/contract/application.contract';
import {
  AS_COMPANY,
  applicationItem,
  CHANGE,
  GET_ITEMS,
  lastBody,
  NOTE,
  page,
  SUMMARY,
  summary,
} from '../../../app/testing/application-board-fixtures';
import { fail, stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';

afterEach(cleanup);

const row = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });
const viewed = (overrides = {}) => applicationItem({ status: 'viewed', ...overrides });

async function openCard(name = 'Иван Петров') {
  const found = await row(name);
  fireEvent.click(within(found).getByRole('button', { name }));
  return within(found).getByRole('region', { name: new RegExp(`^Отклик №\\d+: ${name}$`) });
}

describe('moves on the applicant’s card', () => {
  it('rejects with a template the company edits', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([viewed()]) }),
        stub(SUMMARY, { data: summary() }),
        stub(CHANGE, { data: { items: [viewed({ status: 'rejected' })], skipped: [] } }),
      ],
    });
    const card = await openCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Отказать' }));
    const form = within(card).getByRole('form', { name: 'Отказ: отклик №11' });
    const template = REJECTION_TEMPLATES[1];
    if (!template) throw new Error('no template');
    fireEvent.click(within(form).getByRole('button', { name: template.title }));
    const field = within(form).getByLabelText(/^Причина отказа/) as HTMLTextAreaElement;
    expect(field.value).toBe(template.text);
    fireEvent.change(field, { target: { value: `${template.text} Удачи!` } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отказать' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/application/changeStatus')).toEqual({
        ids: [11],
        status: 'rejected',
        message: `${template.text} Удачи!`,
      }),
    );
    expect(platform.confirms.map((asked) => asked.title)).toEqual(['Отказать студенту?']);
    expect(platform.confirms[0]?.message).toContain('Отменить отказ будет нельзя.');
    expect(await within(card).findByText('Студенту отказано: статус больше не меняется.')).toBeTruthy();
  });

  it('a refusal is final, so it is confirmed first; «Вернуться» sends nothing and keeps the message', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      confirmAnswer: false,
      routes: [stub(GET_ITEMS, { data: page([viewed()]) }), stub(SUMMARY, { data: summary() })],
    });
    const card = await openCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Отказать' }));
    const form = within(card).getByRole('form', { name: 'Отказ: отклик №11' });
    fireEvent.change(within(form).getByLabelText(/^Причина отказа/), { target: { value: 'Уже нашли.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Отказать' }));
    await waitFor(() => expect(platform.confirms).toHaveLength(1));
    expect(platform.confirms[0]?.message).toContain('Иван Петров');
    expect(fake.requests.some((request) => request.url.pathname === '/api/application/changeStatus')).toBe(
      false,
    );
    expect((within(form).getByLabelText(/^Причина отказа/) as HTMLTextAreaElement).value).toBe('Уже нашли.');
  });

  it('a bulk refusal is confirmed after its message; declined, nothing is sent', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      confirmAnswer: false,
      routes: [
        stub(GET_ITEMS, {
          data: page([
            viewed(),
            viewed({
              id: 12,
              student: { ...applicationItem().student, firstName: 'Анна', lastName: 'Смирнова' },
            }),
          ]),
        }),
        stub(SUMMARY, { data: summary() }),
      ],
    });
    await row('Анна Смирнова');
    fireEvent.click(screen.getByLabelText('Выбрать все показанные'));
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Отказать выбранным' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отказать 2 откликам?' });
    const template = REJECTION_TEMPLATES[0];
    if (!template) throw new Error('no template');
    fireEvent.click(within(dialog).getByRole('button', { name: template.title }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    await waitFor(() =>
      expect(platform.confirms.map((asked) => asked.title)).toEqual(['Отказать 2 студентам?']),
    );
    expect(fake.requests.some((request) => request.url.pathname === '/api/application/changeStatus')).toBe(
      false,
    );
    expect(screen.getByRole('toolbar')).toBeTruthy();
  });

  it('shows the server’s refusal in Russian and a skipped move’s reason', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([viewed()]) }),
        stub(SUMMARY, { data: summary() }),
        stub(CHANGE, fail(400, 'Проверьте сообщение.', { message: 'Сообщение не длиннее 2000 символов.' })),
      ],
    });
    const card = await openCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Сделать предложение' }));
    const form = within(card).getByRole('form', { name: 'Предложение о работе: отклик №11' });
    fireEvent.click(within(form).getByRole('button', { name: 'Сделать предложение' }));
    expect(await within(form).findByText('Сообщение не длиннее 2000 символов.')).toBeTruthy();
    expect(lastBody(fake.requests, 'POST', '/api/application/changeStatus')).toEqual({
      ids: [11],
      status: 'offer',
    });
    expect(platform.toasts.at(-1)).toEqual({ kind: 'error', message: 'Проверьте сообщение.' });
    // The server's refusal buzzes by its notice, once: the field's error adds none.
    expect(platform.haptics).toEqual(['error']);

    fake.on(CHANGE, { data: { items: [], skipped: [{ id: 11, reason: 'Студент отозвал отклик.' }] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Сделать предложение' }));
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({
        kind: 'warning',
        message: 'Статус не изменён: Студент отозвал отклик.',
      }),
    );
  });

  it('«Принят на работу» asks first, once the student accepted the offer (docs/decisions/059)', async () => {
    const offer = viewed({ status: 'accepted' });
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([offer]) }),
        stub(SUMMARY, { data: summary() }),
        stub(CHANGE, { data: { items: [viewed({ status: 'hired' })], skipped: [] } }),
      ],
    });
    const card = await openCard();
    expect(within(card).queryByRole('button', { name: 'Пригласить' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Принят на работу' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/application/changeStatus')).toEqual({
        ids: [11],
        status: 'hired',
      }),
    );
    expect(platform.confirms[0]?.title).toBe('Принят на работу?');
    expect(await screen.findByText('Принят', { selector: '.status-badge' })).toBeTruthy();
  });

  it('saves the private note', async () => {
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([viewed()]) }),
        stub(SUMMARY, { data: summary() }),
        stub(NOTE, { data: viewed({ note: 'Позвонить в пятницу' }) }),
      ],
    });
    const card = await openCard();
    const save = within(card).getByRole('button', { name: 'Сохранить заметку' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText(/^Заметка \(видна/), {
      target: { value: 'Позвонить в пятницу' },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/application/note/')).toEqual({
        id: 11,
        note: 'Позвонить в пятницу',
      }),
    );
    await waitFor(() =>
      expect(platform.toasts.at(-1)).toEqual({ kind: 'success', message: 'Заметка сохранена.' }),
    );
  });
});

describe('bulk refusal', () => {
  it('rejects the ticked applications with one message and reports the skipped ones', async () => {
    const second = viewed({
      id: 12,
      student: { ...applicationItem().student, firstName: 'Анна', lastName: 'Смирнова' },
    });
    const hired = viewed({
      id: 13,
      status: 'hired',
      student: { ...applicationItem().student, firstName: 'Олег', lastName: 'Иванов' },
    });
    const { fake, platform } = renderApp({
      path: '/board/applications/',
      ...AS_COMPANY,
      routes: [
        stub(GET_ITEMS, { data: page([viewed(), second, hired]) }),
        stub(SUMMARY, { data: summary() }),
        stub(CHANGE, {
          data: {
            items: [viewed({ status: 'rejected' })],
            skipped: [{ id: 12, reason: 'Студент уже отозвал отклик.' }],
          },
        }),
      ],
    });
    await row('Олег Иванов');
    fireEvent.click(screen.getByLabelText('Выбрать все показанные'));
    const bar = screen.getByRole('toolbar');
    fireEvent.click(within(bar).getByRole('button', { name: 'Отказать выбранным (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отказать 2 откликам?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    expect(
      await within(dialog).findByText('Напишите студентам причину отказа или выберите шаблон.'),
    ).toBeTruthy();
    const template = REJECTION_TEMPLATES[0];
    if (!template) throw new Error('no template');
    fireEvent.click(within(dialog).getByRole('button', { name: template.title }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отказать' }));
    await waitFor(() =>
      expect(lastBody(fake.requests, 'POST', '/api/application/changeStatus')).toEqual({
        ids: [11, 12],
        status: 'rejected',
        message: template.text,
      }),
    );
    expect(platform.confirms.map((asked) => asked.title)).toEqual(['Отказать 2 студентам?']);
    await waitFor(() => expect(platform.toasts.at(-1)?.kind).toBe('warning'));
    const toast = platform.toasts.at(-1)?.message ?? '';
    expect(toast).toContain('Готово: 1 запись.');
    expect(toast).toContain('Пропущено: 1 запись');
    expect(toast).toContain('Не получилось для 1 записи: Студент уже отозвал отклик.');
    expect(within(await row('Иван Петров')).getByText('Отказ', { selector: '.status-badge' })).toBeTruthy();
  });
});
