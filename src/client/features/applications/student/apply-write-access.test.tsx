import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../../shared/contract/endpoints';
import {
  AS_STUDENT,
  applicationItem,
  listOf,
  studentProfile,
} from '../../../app/testing/application-student-fixtures';
import { vacancyDetail } from '../../../app/testing/board-fixtures';
import { stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';
import { resetWriteAccessMemory } from '../../../lib/write-access';

// Leaflet is not what these tests are about; the map's own tests cover it.
vi.mock('../../../ui/map/load-leaflet', () => ({ loadLeaflet: () => new Promise(() => {}) }));

afterEach(() => {
  cleanup();
  resetWriteAccessMemory();
});

const LAZY = { timeout: 5000 };

const link = (allowsWriteToPm: boolean | null) => ({
  data: { linked: true, username: 'pavel', botBlocked: false, allowsWriteToPm },
});

function applyInTelegram(allowsWriteToPm: boolean | null) {
  return renderApp({
    path: '/vacancy/5/',
    ...AS_STUDENT,
    kind: 'telegram',
    routes: [
      stub(endpoints.vacancy.vacancyDetail, { id: 5 }, { data: vacancyDetail(5) }),
      stub(endpoints.profile.studentProfile, { data: studentProfile() }),
      stub(endpoints.application.applicationItems, listOf([])),
      stub(endpoints.application.applicationCreate, { data: applicationItem() }),
      stub(endpoints.telegram.telegramLinkStatus, link(allowsWriteToPm)),
      stub(endpoints.telegram.telegramWriteAccess, link(true)),
    ],
  });
}

async function apply(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Откликнуться' }, LAZY));
  const dialog = await screen.findByRole('dialog', {}, LAZY);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить отклик' }));
  await screen.findByText(/Вы откликнулись/);
}

describe('write access at applying, inside Telegram (issue 13)', () => {
  it('asks to let the bot write when the server does not know it may, and reports the answer', async () => {
    const app = applyInTelegram(null);
    await apply();
    await waitFor(() => expect(app.platform.writeAccessRequests).toHaveLength(1));
    await waitFor(() =>
      expect(
        app.fake.requests
          .filter((request) => request.url.pathname === '/api/telegram/write-access/')
          .map((request) => JSON.parse(request.body)),
      ).toEqual([{ allowed: true }]),
    );
  });

  it('asks nothing when the bot may already write', async () => {
    const app = applyInTelegram(true);
    await apply();
    await waitFor(() =>
      expect(app.fake.requests.some((request) => request.url.pathname === '/api/telegram/link/')).toBe(true),
    );
    expect(app.platform.writeAccessRequests).toEqual([]);
  });
});
