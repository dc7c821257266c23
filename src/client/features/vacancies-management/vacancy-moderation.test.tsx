import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { RETURN_REASON_REQUIRED } from '../../../shared/contract/vacancy-moderation.contract';
import {
  AS_ADMIN,
  AS_COMPANY,
  dictionaryItem,
  lastBody,
  page,
  requestsTo,
  vacancyDetail,
  vacancyItem,
} from '../../app/testing/board-api-fixtures';
import { fail, screenRequests, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { PUBLISHABLE_DESCRIPTION } from '../../app/testing/vacancy-form-fixtures';

afterEach(cleanup);

/** The career centre's moderation on the board (issue 24, item 19; docs/decisions/052). */
const LIST = endpoints.vacancy.vacancyList;
const MODERATION = endpoints.vacancyModeration;
const AT = '2026-11-28T09:00:00.000Z';
const REASON = 'Укажите зарплату и обязанности.\nУберите телефон из названия.';
const live = vacancyItem({
  id: 1,
  title: 'Стажёр-аналитик',
  status: 'published',
  moderation: { hidden: null, returned: null },
});
const hiddenModeration = { hidden: { at: AT, by: 'Ирина Админова' }, returned: null };
const returnedModeration = { hidden: null, returned: { at: AT, by: null, reason: REASON } };

const row = (title: string) => screen.getByRole('listitem', { name: title });

describe('/board/vacancies/ — the admin moderates', () => {
  it('hides after a destructive confirmation naming the company; declining sends nothing', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_ADMIN,
      routes: [
        stub(LIST, { data: page([live]) }),
        stub(MODERATION.vacancyHide, {
          data: vacancyDetail({
            id: 1,
            title: 'Стажёр-аналитик',
            hiddenReason: 'moderation',
            moderation: hiddenModeration,
          }),
        }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    expect(within(row('Стажёр-аналитик')).queryByRole('button', { name: /Показать студентам/ })).toBeNull();
    const asked: { message: string; destructive?: boolean }[] = [];
    platform.confirm = async (options) => {
      asked.push(options);
      return asked.length > 1;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть от студентов: Стажёр-аналитик' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]?.message).toContain(
      'компании «ООО Ромашка» сразу исчезнет из поиска, с карты и из подписок',
    );
    expect(asked[0]?.destructive).toBe(true);
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/moderation/hide/')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Скрыть от студентов: Стажёр-аналитик' }));
    const item = within(row('Стажёр-аналитик'));
    expect(await item.findByText('Скрыта карьерным центром')).toBeTruthy();
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/moderation/hide/')).toEqual({ id: 1 });
    expect(item.getByText(/Скрыта карьерным центром \(28 ноября 2026, Ирина Админова\)/)).toBeTruthy();
    expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия скрыта от студентов.' });
    // Undo is one press away, and the hide button is gone.
    expect(item.getByRole('button', { name: 'Показать студентам снова: Стажёр-аналитик' })).toBeTruthy();
    expect(item.queryByRole('button', { name: /Скрыть от студентов/ })).toBeNull();
  });

  it('shows a hidden vacancy again, and says the server’s refusal without changing the row', async () => {
    const hidden = vacancyItem({ ...live, hiddenReason: 'moderation', moderation: hiddenModeration });
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_ADMIN,
      routes: [
        stub(LIST, { data: page([hidden]) }),
        stub(MODERATION.vacancyShow, fail(409, 'Вакансия не скрыта: показывать нечего. Обновите список.')),
      ],
    });
    await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    fireEvent.click(screen.getByRole('button', { name: 'Показать студентам снова: Стажёр-аналитик' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        kind: 'error',
        message: 'Вакансия не скрыта: показывать нечего. Обновите список.',
      }),
    );
    expect(within(row('Стажёр-аналитик')).getByText('Скрыта карьерным центром')).toBeTruthy();

    fake.on(MODERATION.vacancyShow, {
      data: vacancyDetail({ id: 1, title: 'Стажёр-аналитик', moderation: { hidden: null, returned: null } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Показать студентам снова: Стажёр-аналитик' }));
    await waitFor(() => expect(within(row('Стажёр-аналитик')).getByText('Опубликована')).toBeTruthy());
    expect(platform.confirms).toEqual([]);
  });

  it('returns a vacancy only with a written reason; the row becomes a returned draft', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancies/',
      ...AS_ADMIN,
      routes: [
        stub(LIST, { data: page([live]) }),
        stub(MODERATION.vacancyReturn, {
          data: vacancyDetail({
            id: 1,
            title: 'Стажёр-аналитик',
            status: 'draft',
            moderation: { hidden: null, returned: { at: AT, by: 'Ирина Админова', reason: REASON } },
          }),
        }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть компании на доработку: Стажёр-аналитик' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть «Стажёр-аналитик» на доработку?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть компании' }));
    expect(await within(dialog).findByText(RETURN_REASON_REQUIRED)).toBeTruthy();
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/moderation/return/')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: `  ${REASON}  ` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вернуть компании' }));
    const item = within(row('Стажёр-аналитик'));
    expect(await item.findByText('Возвращена на доработку')).toBeTruthy();
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/moderation/return/')).toEqual({
      id: 1,
      reason: REASON,
    });
    expect(
      item.getByText(/Карьерный центр вернул вакансию на доработку \(28 ноября 2026, Ирина Админова\)/),
    ).toBeTruthy();
    expect(platform.toasts).toContainEqual({
      kind: 'success',
      message: 'Вакансия возвращена компании на доработку.',
    });
    expect(item.queryByRole('button', { name: /Вернуть компании/ })).toBeNull();
  });

  it('lists the hidden ones under «Скрытые»; one shown again leaves the tab', async () => {
    const hidden = vacancyItem({ ...live, hiddenReason: 'moderation', moderation: hiddenModeration });
    const { fake } = renderApp({
      path: '/board/vacancies/',
      ...AS_ADMIN,
      routes: [
        stub(LIST, { data: page([live]) }),
        stub(MODERATION.vacancyShow, {
          data: vacancyDetail({
            id: 1,
            title: 'Стажёр-аналитик',
            moderation: { hidden: null, returned: null },
          }),
        }),
      ],
    });
    await screen.findByRole('listitem', { name: 'Стажёр-аналитик' });
    expect(fake.requests[0]?.url.searchParams.get('hidden')).toBeNull();
    fake.on(LIST, { data: page([hidden]) });
    fireEvent.click(screen.getByRole('button', { name: 'Скрытые' }));
    await waitFor(() =>
      expect(screenRequests(fake.requests).at(-1)?.url.searchParams.get('hidden')).toBe('1'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Показать студентам снова: Стажёр-аналитик' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Стажёр-аналитик' })).toBeNull());
    expect(screen.getByText('Скрытых карьерным центром вакансий нет.')).toBeTruthy();
  });

  it('offers a company none of the moderation buttons', async () => {
    renderApp({ path: '/board/vacancies/', ...AS_COMPANY, routes: [stub(LIST, { data: page([live]) })] });
    const item = within(await screen.findByRole('listitem', { name: 'Стажёр-аналитик' }));
    expect(item.queryByRole('button', { name: /Скрыть|Вернуть компании|Показать студентам/ })).toBeNull();
  });
});

describe('the company reads what the career centre did', () => {
  it('sees a returned vacancy’s reason in its list, and cannot delete what students once saw', async () => {
    const returned = vacancyItem({ ...live, status: 'draft', moderation: returnedModeration });
    const hidden = vacancyItem({
      id: 2,
      title: 'Курьер',
      hiddenReason: 'moderation',
      moderation: { hidden: { at: AT, by: null }, returned: null },
    });
    renderApp({
      path: '/board/vacancies/',
      ...AS_COMPANY,
      routes: [stub(LIST, { data: page([returned, hidden]) })],
    });
    const item = within(await screen.findByRole('listitem', { name: 'Стажёр-аналитик' }));
    expect(item.getByText('Возвращена на доработку')).toBeTruthy();
    expect(item.getByText('Карьерный центр вернул вакансию на доработку (28 ноября 2026)')).toBeTruthy();
    expect(item.getByText(/Укажите зарплату и обязанности\./)).toBeTruthy();
    expect(item.queryByRole('button', { name: /Удалить/ })).toBeNull();
    const courier = within(row('Курьер'));
    expect(courier.getByText('Скрыта карьерным центром')).toBeTruthy();
    expect(courier.queryByRole('button', { name: /Показать студентам/ })).toBeNull();
  });

  it('reads the reason in the editor and publishes the fixed vacancy again', async () => {
    // Fixed as the reason asked, and complete enough to publish (publishProblems).
    const detail = vacancyDetail({
      id: 5,
      title: 'Бариста',
      status: 'draft',
      description: PUBLISHABLE_DESCRIPTION,
      address: 'Екатеринбург, ул. Ленина, 1',
      moderation: returnedModeration,
    });
    const { fake, platform } = renderApp({
      path: '/board/vacancy/edit/5/',
      ...AS_COMPANY,
      routes: [
        stub(endpoints.dictionary.vacancyTypeEndpoints.list, {
          data: page([dictionaryItem({ id: 4, name: 'Стажировка' })]),
        }),
        stub(endpoints.dictionary.tagEndpoints.list, {
          data: page([dictionaryItem({ id: 11, name: 'Python' })]),
        }),
        stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: detail }),
        stub(
          endpoints.vacancyWrite.vacancyUpdate,
          { id: 5 },
          {
            data: { ...detail, status: 'published', moderation: { hidden: null, returned: null } },
          },
        ),
      ],
    });
    expect(
      await screen.findByText('Карьерный центр вернул вакансию на доработку (28 ноября 2026)'),
    ).toBeTruthy();
    expect(
      screen.getByText('Исправьте вакансию и опубликуйте её снова: до этого студенты её не видят.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия опубликована.' }),
    );
    expect((lastBody(fake.requests, 'PUT', '/api/vacancy/5/') as { publish: boolean }).publish).toBe(true);
  });
});
