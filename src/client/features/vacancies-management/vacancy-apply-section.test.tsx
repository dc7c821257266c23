import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyElsewhereMessages } from '../../../shared/contract/apply-elsewhere.contract';
import { endpoints } from '../../../shared/contract/endpoints';
import { AS_COMPANY, lastBody, page, requestsTo, vacancyDetail } from '../../app/testing/board-api-fixtures';
import { stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';
import { OWN_COMPANY, PUBLISHABLE_DESCRIPTION } from '../../app/testing/vacancy-form-fixtures';

afterEach(cleanup);

const LABEL = 'Принимать отклики на сайте компании или по email';
const ROUTES = [
  stub(endpoints.dictionary.vacancyTypeEndpoints.list, { data: page([]) }),
  stub(endpoints.dictionary.tagEndpoints.list, { data: page([]) }),
  ...OWN_COMPANY,
];

function type(label: string, value: string): void {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('the vacancy form: applying elsewhere', () => {
  it('refuses what is neither an https link nor an email, in Russian, and sends nothing', async () => {
    const { fake } = renderApp({ path: '/board/vacancy/edit/', ...AS_COMPANY, routes: ROUTES });
    await screen.findByRole('heading', { name: 'Новая вакансия', level: 1 });
    type('Название', 'Стажёр-аналитик');
    type('Описание', PUBLISHABLE_DESCRIPTION);
    for (const bad of ['http://company.ru/jobs', 'company.ru', 'hr@company']) {
      type(LABEL, bad);
      expect(await screen.findByText(applyElsewhereMessages.invalid)).toBeTruthy();
      expect(screen.getByLabelText(LABEL).getAttribute('aria-invalid')).toBe('true');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(LABEL)));
    expect(requestsTo(fake.requests, 'POST', '/api/vacancy/')).toEqual([]);
  });

  it('sends a link or an email, trimmed by the contract', async () => {
    const { fake, platform } = renderApp({
      path: '/board/vacancy/edit/',
      ...AS_COMPANY,
      routes: [...ROUTES, stub(endpoints.vacancyWrite.vacancyCreate, { data: vacancyDetail() })],
    });
    await screen.findByRole('heading', { name: 'Новая вакансия', level: 1 });
    type('Название', 'Стажёр-аналитик');
    type('Описание', PUBLISHABLE_DESCRIPTION);
    type(LABEL, ' https://company.ru/jobs/42 ');
    expect(screen.queryByText(applyElsewhereMessages.invalid)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ kind: 'success', message: 'Вакансия опубликована.' }),
    );
    expect(lastBody(fake.requests, 'POST', '/api/vacancy/')).toMatchObject({
      applyElsewhere: 'https://company.ru/jobs/42',
    });
  });

  it('shows the saved email when editing', async () => {
    renderApp({
      path: '/board/vacancy/edit/5/',
      ...AS_COMPANY,
      routes: [
        ...ROUTES,
        stub(
          endpoints.vacancy.vacancyDetail,
          { id: 5 },
          { data: vacancyDetail({ id: 5, applyElsewhere: 'hr@company.ru' }) },
        ),
      ],
    });
    await waitFor(() =>
      expect((screen.getByLabelText(LABEL) as HTMLInputElement).value).toBe('hr@company.ru'),
    );
  });
});
