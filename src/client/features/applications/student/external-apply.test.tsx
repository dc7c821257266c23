import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../../shared/contract/endpoints';
import {
  AS_STUDENT,
  applicationItem,
  listOf,
  studentProfile,
} from '../../../app/testing/application-student-fixtures';
import { vacancyDetail } from '../../../app/testing/board-fixtures';
import { fail, type Stub, stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';
import { EXTERNAL_EMAIL_LABEL, EXTERNAL_LINK_LABEL } from './external-apply';

// Leaflet is not what these tests are about; the map's own tests cover it.
vi.mock('../../../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

afterEach(cleanup);

const LAZY = { timeout: 5000 };
const LINK = 'https://company.ru/jobs/42';

function asStudent(
  applyElsewhere: string,
  routes: readonly Stub[] = [],
  options: { mainButton?: boolean } = {},
) {
  return renderApp({
    path: '/vacancy/5/',
    ...AS_STUDENT,
    ...options,
    routes: [
      stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5, { applyElsewhere }) }),
      stub(endpoints.profile.studentProfile, { data: studentProfile() }),
      stub(endpoints.application.applicationItems, listOf([])),
      stub(endpoints.application.applicationExternal, { data: { counted: true } }),
      ...routes,
    ],
  });
}

const externalPosts = (requests: { method: string; url: URL; body?: string | null }[]) =>
  requests
    .filter((request) => request.method === 'POST' && request.url.pathname === '/api/application/external/')
    .map((request) => JSON.parse(request.body ?? ''));

describe('a vacancy that takes applications elsewhere', () => {
  it('opens the company’s site through the platform and records the student’s click', async () => {
    const app = asStudent(LINK);
    fireEvent.click(await screen.findByRole('button', { name: EXTERNAL_LINK_LABEL }, LAZY));
    expect(app.platform.openedLinks).toEqual([LINK]);
    await waitFor(() => expect(externalPosts(app.fake.requests)).toEqual([{ vacancyId: 5 }]));
    expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers «Написать работодателю» as a mailto link with the address, and records it', async () => {
    const app = asStudent('hr@company.ru');
    const link = await screen.findByRole('link', { name: EXTERNAL_EMAIL_LABEL }, LAZY);
    expect(link.getAttribute('href')).toBe('mailto:hr@company.ru');
    expect(within(screen.getByRole('region', { name: 'Отклик' })).getByText('hr@company.ru')).toBeTruthy();
    // jsdom would follow mailto: and leave the page blank for the next tests; a browser opens the mail app.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(externalPosts(app.fake.requests)).toEqual([{ vacancyId: 5 }]));
  });

  it('still opens the link when recording fails, and for a student not yet approved', async () => {
    const app = asStudent(LINK, [
      stub(endpoints.profile.studentProfile, { data: studentProfile({ status: 'pending' }) }),
      stub(endpoints.application.applicationExternal, fail(500, 'Ошибка сервера')),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: EXTERNAL_LINK_LABEL }, LAZY));
    expect(app.platform.openedLinks).toEqual([LINK]);
    expect(screen.queryByText(/после того, как карьерный центр подтвердит/)).toBeNull();
  });

  it('keeps showing an application the student made before the company moved to its site', async () => {
    asStudent(LINK, [stub(endpoints.application.applicationItems, listOf([applicationItem()]))]);
    expect(await screen.findByText(/Вы откликнулись/, {}, LAZY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: EXTERNAL_LINK_LABEL })).toBeNull();
  });

  it('sends a guest there too, without recording', async () => {
    const app = renderApp({
      path: '/vacancy/5/',
      routes: [
        stub(
          endpoints.vacancy.vacancyDetail,
          { id: 5 },
          { data: vacancyDetail(5, { applyElsewhere: LINK }) },
        ),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: EXTERNAL_LINK_LABEL }, LAZY));
    expect(app.platform.openedLinks).toEqual([LINK]);
    expect(externalPosts(app.fake.requests)).toEqual([]);
  });

  // Last: the fake MainButton's holder outlives the render (apply-panel.test.tsx does the same).
  it('is the MainButton inside Telegram', async () => {
    const app = asStudent(LINK, [], { mainButton: true });
    await waitFor(() => expect(app.platform.mainButton.state?.text).toBe(EXTERNAL_LINK_LABEL), LAZY);
    expect(screen.queryByRole('button', { name: EXTERNAL_LINK_LABEL })).toBeNull();
    act(() => app.platform.mainButton.press());
    expect(app.platform.openedLinks).toEqual([LINK]);
  });
});
