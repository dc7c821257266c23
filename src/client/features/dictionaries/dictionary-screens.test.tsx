import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import {
  AS_ADMIN,
  AS_COMPANY,
  dictionaryItem,
  lastBody,
  page,
  requestsTo,
} from '../../app/testing/board-api-fixtures';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

/** One suite, run for both dictionaries: the screens are one code path with two settings. */
const AREAS = [
  {
    name: 'tags',
    api: '/api/tag/',
    declarations: endpoints.dictionary.tagEndpoints,
    list: '/board/tags/',
    edit: '/board/tag/edit/',
    title: 'Теги',
    add: 'Добавить тег',
    newTitle: 'Новый тег',
    editTitle: 'Редактирование тега',
    created: 'Тег добавлен.',
    deleted: 'Тег удалён.',
    notFound: 'Тег не найден',
    duplicate: 'Такой тег уже есть.',
  },
  {
    name: 'vacancy types',
    api: '/api/vacancy-type/',
    declarations: endpoints.dictionary.vacancyTypeEndpoints,
    list: '/board/vacancy-types/',
    edit: '/board/vacancy-type/edit/',
    title: 'Типы вакансий',
    add: 'Добавить тип',
    newTitle: 'Новый тип вакансии',
    editTitle: 'Редактирование типа вакансии',
    created: 'Тип вакансии добавлен.',
    deleted: 'Тип вакансии удалён.',
    notFound: 'Тип вакансии не найден',
    duplicate: 'Такой тип вакансии уже есть.',
  },
] as const;

const HIDDEN = dictionaryItem({ id: 2, name: 'Скрытый', position: 5, visible: false, vacancyCount: 0 });
const ITEMS = [dictionaryItem({ id: 1, name: 'Python', position: 0, vacancyCount: 3 }), HIDDEN];

describe.each(AREAS)('$name', (area) => {
  const list = stub(area.declarations.list, { data: page(ITEMS) });

  it('lists every item with position, visibility and vacancy count (hidden ones too)', async () => {
    const { fake } = renderApp({ path: area.list, ...AS_ADMIN, routes: [list] });
    expect(await screen.findByRole('heading', { name: area.title, level: 1 })).toBeTruthy();
    const python = await screen.findByRole('listitem', { name: 'Python' });
    expect(within(python).getByText('Порядок: 0')).toBeTruthy();
    expect(within(python).getByText('3 вакансии')).toBeTruthy();
    expect(within(python).getByText('Виден всем')).toBeTruthy();
    const hidden = screen.getByRole('listitem', { name: 'Скрытый' });
    expect(within(hidden).getByText('Скрыт')).toBeTruthy();
    expect(within(hidden).getByRole('link', { name: 'Редактировать: Скрытый' }).getAttribute('href')).toBe(
      `${area.edit}2/`,
    );
    expect(screen.getByRole('link', { name: area.add }).getAttribute('href')).toBe(area.edit);
    expect(fake.requests[0]?.url.searchParams.get('includeHidden')).toBe('true');
  });

  it('deletes after a confirmation that mentions the vacancies, and shows a 409 refusal', async () => {
    const { fake, platform } = renderApp({
      path: area.list,
      ...AS_ADMIN,
      routes: [
        list,
        stub(area.declarations.remove, { id: 1 }, fail(409, 'Сначала уберите его из вакансий.')),
        stub(area.declarations.remove, { id: 2 }, { data: null }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Python' });
    const asked: string[] = [];
    platform.confirm = async (options) => {
      asked.push(options.message);
      return true;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Python' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'error', message: 'Сначала уберите его из вакансий.' }),
    );
    expect(asked[0]).toContain('«Python»');
    expect(asked[0]).toContain('3 опубликованных вакансий');
    expect(screen.getByRole('listitem', { name: 'Python' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Удалить: Скрытый' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Скрытый' })).toBeNull());
    expect(platform.toasts).toContainEqual({ kind: 'success', message: area.deleted });
    expect(requestsTo(fake.requests, 'DELETE', `${area.api}2/`)).toHaveLength(1);
  });

  it('creates an item: validates, proposes the next position, and reports a duplicate at the name', async () => {
    const { fake, platform } = renderApp({
      path: area.edit,
      ...AS_ADMIN,
      routes: [list, stub(area.declarations.create, fail(409, area.duplicate))],
    });
    expect(await screen.findByRole('heading', { name: area.newTitle, level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Порядок') as HTMLInputElement).value).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Введите название.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Порядок'), { target: { value: '1,5' } });
    fireEvent.blur(screen.getByLabelText('Порядок'));
    expect(await screen.findByText('Порядок — целое число.')).toBeTruthy();
    expect(requestsTo(fake.requests, 'POST', area.api)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Название'), { target: { value: '  Python ' } });
    fireEvent.change(screen.getByLabelText('Порядок'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Показывать на сайте'));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText(area.duplicate)).toBeTruthy();
    expect(screen.getByLabelText('Название').getAttribute('aria-invalid')).toBe('true');
    expect(lastBody(fake.requests, 'POST', area.api)).toEqual({
      name: 'Python',
      position: 2,
      visible: false,
    });

    fake.on(area.declarations.create, { data: dictionaryItem({ id: 3, name: 'Go' }) });
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(platform.navigations).toEqual([area.list]));
    expect(platform.toasts).toContainEqual({ kind: 'success', message: area.created });
  });

  it('edits an existing item', async () => {
    const { fake, platform } = renderApp({
      path: `${area.edit}2/`,
      ...AS_ADMIN,
      routes: [list, stub(area.declarations.update, { id: 2 }, { data: HIDDEN })],
    });
    expect(await screen.findByRole('heading', { name: area.editTitle, level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Название') as HTMLInputElement).value).toBe('Скрытый');
    expect((screen.getByLabelText('Показывать на сайте') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByLabelText('Показывать на сайте'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(platform.navigations).toEqual([area.list]));
    expect(lastBody(fake.requests, 'PUT', `${area.api}2/`)).toEqual({
      name: 'Скрытый',
      position: 5,
      visible: true,
    });
  });

  it('says when the item does not exist', async () => {
    renderApp({ path: `${area.edit}99/`, ...AS_ADMIN, routes: [list] });
    expect(await screen.findByRole('heading', { name: area.notFound })).toBeTruthy();
  });

  it('is for admins only', async () => {
    renderApp({ path: area.list, ...AS_COMPANY });
    expect(await screen.findByRole('heading', { name: 'Раздел для администраторов' })).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Войти' })).toBeNull();
  });
});
