import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThreadLink } from './thread-link';

afterEach(cleanup);

describe('ThreadLink', () => {
  it('leads to the reader’s thread screen and says how many messages are new', () => {
    render(<ThreadLink applicationId={11} reader="student" unread={3} />);
    const link = screen.getByRole('link', { name: 'Сообщения (3 новых)' });
    expect(link.getAttribute('href')).toBe('/applications/messages/11/');
    cleanup();
    render(<ThreadLink applicationId={12} reader="board" unread={1} />);
    expect(screen.getByRole('link', { name: 'Сообщения (1 новое)' }).getAttribute('href')).toBe(
      '/board/applications/messages/12/',
    );
    cleanup();
    render(<ThreadLink applicationId={12} reader="board" unread={0} />);
    expect(screen.getByRole('link', { name: 'Сообщения' })).toBeTruthy();
  });
});
