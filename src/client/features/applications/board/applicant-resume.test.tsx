import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/contract/endpoints';
import {
  AS_COMPANY,
  applicationItem,
  GET_ITEMS,
  page,
  requestsTo,
  SUMMARY,
  summary,
  VIEW,
} from '../../../app/testing/application-board-fixtures';
import { fail, stub } from '../../../app/testing/fake-fetch';
import { renderApp } from '../../../app/testing/render-app';

afterEach(cleanup);

const RESUME = '/files/AbCdEfGhIjKlMnOpQrStUv/';
const SIGNED = `${RESUME}?s=handle&e=1790000000&sig=abc`;
const item = () => applicationItem({ student: { ...applicationItem().student, resumeUrl: RESUME } });

function renderBoard(
  kind: 'telegram' | 'web',
  link = stub(endpoints.files.fileLink, {
    data: { path: SIGNED, fileName: 'resume.pdf', expiresAt: '2026-11-21T10:05:00.000Z' },
  }),
) {
  const rendered = renderApp({
    path: '/board/applications/',
    ...AS_COMPANY,
    kind,
    routes: [
      stub(GET_ITEMS, { data: page([item()]) }),
      stub(SUMMARY, { data: summary() }),
      stub(VIEW, { data: item() }),
      link,
    ],
  });
  return rendered;
}

async function resumeLink(): Promise<HTMLElement> {
  const found = await screen.findByRole('listitem', { name: 'Иван Петров' }, { timeout: 5000 });
  fireEvent.click(within(found).getByRole('button', { name: 'Иван Петров' }));
  return within(found).getByRole('link', { name: /^Резюме/ });
}

describe('the applicant’s résumé', () => {
  it('inside Telegram asks for a signed address and hands it to Telegram’s download', async () => {
    const { fake, platform } = renderBoard('telegram');
    const link = await resumeLink();
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    await waitFor(() =>
      expect(platform.downloads).toEqual([
        { url: `${window.location.origin}${SIGNED}`, fileName: 'Резюме Иван Петров.pdf' },
      ]),
    );
    const [request] = requestsTo(fake.requests, 'POST', '/api/files/link/');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ url: RESUME });
  });

  it('inside Telegram says why when the address is refused, and downloads nothing', async () => {
    const { platform } = renderBoard(
      'telegram',
      stub(
        endpoints.files.fileLink,
        fail(429, 'Слишком много скачиваний подряд. Попробуйте снова через 5 минут.'),
      ),
    );
    fireEvent.click(await resumeLink());
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        kind: 'error',
        message: 'Слишком много скачиваний подряд. Попробуйте снова через 5 минут.',
      }),
    );
    expect(platform.downloads).toEqual([]);
  });

  it('on the website stays a plain link in a new tab: the cookie goes with it', async () => {
    const { fake } = renderBoard('web');
    const link = await resumeLink();
    expect(link.getAttribute('href')).toBe(RESUME);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toBe('Резюме (PDF) (откроется в новой вкладке)');
    expect(requestsTo(fake.requests, 'POST', '/api/files/link/')).toEqual([]);
  });
});
