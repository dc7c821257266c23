import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast, ToastViewport } from './toast';

afterEach(cleanup);

// A file of its own: the store must not have been loaded by an earlier test.
describe('the toast store, a chunk of its own', () => {
  it('renders nothing until the first notice, then shows that notice', async () => {
    const { container } = render(<ToastViewport />);
    expect(container.innerHTML).toBe('');
    showToast('info', 'Первое');
    expect((await screen.findByText('Первое')).closest('[role="status"]')).not.toBeNull();
  });
});
