import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type JSX, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTopOverlay, openOverlayCount } from '../platform/overlay-stack';
import { ModalDialog } from './modal-dialog';

afterEach(cleanup);

function Harness({ onClose }: { onClose: () => void }): JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open ? (
        <ModalDialog
          title="Политика"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          footer={<button type="button">Понятно</button>}
        >
          <a href="#x">Первая ссылка</a>
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('ModalDialog', () => {
  it('is a labelled modal dialog that takes focus, traps Tab and closes on Escape', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Политика' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const first = screen.getByRole('link', { name: 'Первая ссылка' });
    const last = screen.getByRole('button', { name: 'Понятно' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("is on the overlay stack while open: Telegram's BackButton closes it before navigating", () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    expect(openOverlayCount()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(openOverlayCount()).toBe(1);
    act(() => {
      expect(closeTopOverlay()).toBe(true);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openOverlayCount()).toBe(0);
    expect(closeTopOverlay()).toBe(false);
  });
});
