import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { lastBody } from '../../app/testing/application-board-fixtures';
import {
  AS_COMPANY,
  AS_STUDENT,
  applicationItem,
  listOf,
} from '../../app/testing/application-student-fixtures';
import { fail, type Stub, stub } from '../../app/testing/fake-fetch';
import { SAMPLE_THREAD, threadPage } from '../../app/testing/message-fixtures';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const LAZY = { timeout: 5000 };
const SAVE = '/api/message/templates';
const REFUSALS = {
  items: [
    { title: 'Отказ после отклика', text: 'Спасибо за отклик! К сожалению, мы выбрали другого кандидата.' },
    { title: 'Отказ после собеседования', text: 'Спасибо за время на собеседовании.' },
  ],
  custom: false,
};

function openThread(extra: readonly Stub[] = [], as: typeof AS_COMPANY | typeof AS_STUDENT = AS_COMPANY) {
  return renderApp({
    path: as === AS_COMPANY ? '/board/applications/messages/11/' : '/applications/messages/11/',
    ...as,
    routes: [
      stub(endpoints.application.applicationItems, listOf([applicationItem({ id: 11 })])),
      stub(endpoints.message.messageItems, { data: threadPage(SAMPLE_THREAD) }),
      stub(endpoints.message.messageUnread, { data: { total: 0, byApplication: [] } }),
      stub(endpoints.message.messageTemplates, { data: REFUSALS }),
      ...extra,
    ],
  });
}

describe('a company’s reply templates (docs/decisions/058)', () => {
  it('«Шаблоны» puts the chosen text in the message to edit, focus in the field', async () => {
    openThread();
    const field = (await screen.findByRole('textbox', { name: 'Сообщение' }, LAZY)) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: 'Здравствуйте, Павел.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Шаблоны' }));
    const choices = await screen.findByRole('list', { name: 'Вставить шаблон' });
    fireEvent.click(within(choices).getByRole('button', { name: 'Отказ после отклика' }));
    expect(field.value).toBe(
      'Здравствуйте, Павел.\n\nСпасибо за отклик! К сожалению, мы выбрали другого кандидата.',
    );
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('list', { name: 'Вставить шаблон' })).toBeNull();
  });

  it('the editor saves the whole list, and the picker offers what was saved', async () => {
    const saved = { items: [{ title: 'Приглашение', text: 'Приглашаем на собеседование.' }], custom: true };
    const app = openThread([stub(endpoints.message.messageTemplatesSave, { data: saved })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Шаблоны' }, LAZY));
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить шаблоны' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шаблоны ответов' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить шаблон 2' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Название шаблона 1' }), {
      target: { value: 'Приглашение' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Текст шаблона 1/ }), {
      target: { value: 'Приглашаем на собеседование.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить шаблоны' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBody(app.fake.requests, 'POST', SAVE)).toEqual(
      saved.items.length ? { items: saved.items } : {},
    );
    // The panel stayed open behind the dialog: closed and opened again, it lists the saved ones.
    fireEvent.click(screen.getByRole('button', { name: 'Шаблоны' }));
    fireEvent.click(screen.getByRole('button', { name: 'Шаблоны' }));
    const choices = await screen.findByRole('list', { name: 'Вставить шаблон' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Приглашение']);
  });

  it('a template without a title is refused before sending; a server refusal is said in the dialog', async () => {
    const app = openThread([
      stub(endpoints.message.messageTemplatesSave, fail(400, 'Не больше 20 шаблонов.')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Шаблоны' }, LAZY));
    fireEvent.click(await screen.findByRole('button', { name: 'Изменить шаблоны' }));
    const dialog = await screen.findByRole('dialog', { name: 'Шаблоны ответов' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить шаблон' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить шаблоны' }));
    expect(await within(dialog).findByText('Назовите шаблон.')).toBeTruthy();
    expect(lastBody(app.fake.requests, 'POST', SAVE)).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить шаблон 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить шаблоны' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Не больше 20 шаблонов.');
    expect(lastBody(app.fake.requests, 'POST', SAVE)).toEqual({ items: REFUSALS.items });
  });

  it('a student has no templates', async () => {
    openThread([], AS_STUDENT);
    await screen.findByRole('textbox', { name: 'Сообщение' }, LAZY);
    expect(screen.queryByRole('button', { name: 'Шаблоны' })).toBeNull();
  });
});
