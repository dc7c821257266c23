import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { paths } from '../../../shared/paths';
import { unsubscribeMessages } from '../../../shared/unsubscribe-messages';
import { fail, stub } from '../../app/testing/fake-fetch';
import { renderApp } from '../../app/testing/render-app';

afterEach(cleanup);

const ENDPOINT = '/api/subscription/unsubscribe/';

describe('/unsubscribe/: the unsubscribe link of an alert mail', () => {
  it('does nothing on open, unsubscribes on the button, and wipes the token from the address', async () => {
    const { fake } = renderApp({
      path: `${paths.unsubscribe}#token=alert-token-1`,
      routes: [stub(endpoints.subscription.subscriptionUnsubscribe, { data: { removed: true } })],
    });
    const button = await screen.findByRole('button', { name: unsubscribeMessages.confirm });
    expect(window.location.hash).toBe('');
    expect(fake.requests.filter((request) => request.url.pathname === ENDPOINT)).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText(unsubscribeMessages.done)).toBeTruthy();
    const [sent, ...rest] = fake.requests.filter((request) => request.url.pathname === ENDPOINT);
    expect(rest).toEqual([]);
    expect(sent?.url.searchParams.get('token')).toBe('alert-token-1');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ 'List-Unsubscribe': 'One-Click' });
  });

  it('an unknown link shows the server’s reason; a link without a token says what to do', async () => {
    renderApp({
      path: `${paths.unsubscribe}#token=gone`,
      routes: [stub(endpoints.subscription.subscriptionUnsubscribe, fail(404, unsubscribeMessages.invalid))],
    });
    fireEvent.click(await screen.findByRole('button', { name: unsubscribeMessages.confirm }));
    expect((await screen.findByRole('alert')).textContent).toBe(unsubscribeMessages.invalid);
    cleanup();
    renderApp({ path: paths.unsubscribe });
    expect((await screen.findByRole('alert')).textContent).toBe(unsubscribeMessages.noToken);
    expect(screen.queryByRole('button', { name: unsubscribeMessages.confirm })).toBeNull();
  });
});
