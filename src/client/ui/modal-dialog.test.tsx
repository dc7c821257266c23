import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type JSX, type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '../app/testing/fake-fetch';
import { createFakePlatform, type FakePlatform } from '../app/testing/fake-platform';
import { createHttpClient } from '../lib/http';
import { ServicesProvider } from '../lib/services';
import { closeTopOverlay, openOverlayCount } from '../platform/overlay-stack';
import { ModalDialog } from './modal-dialog';
import { useUnsavedChanges } from './unsaved-changes';

afterEach(cleanup);

function Services({ platform, children }: { platform: FakePlatform; children: ReactNode }): JSX.Element {
  const http = createHttpClient({ fetch: createFakeFetch().fetch });
  return <ServicesProvider services={{ platform, http }}>{children}</ServicesProvider>;
}

/** A field whose typed text is lost when the dialog closes (a refusal's reason, an invitation). */
function Typed(): JSX.Element {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <label>
      Причина
      <textarea value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

function Harness({ onClose, typed = false }: { onClose: () => void; typed?: boolean }): JSX.Element {
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
          {typed ? <Typed /> : null}
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('ModalDialog', () => {
  it('is a labelled modal dialog that takes focus, traps Tab and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Services platform={createFakePlatform()}>
        <Harness onClose={onClose} />
      </Services>,
    );
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
    render(
      <Services platform={createFakePlatform()}>
        <Harness onClose={onClose} />
      </Services>,
    );
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

  it('asks «Уйти без сохранения?» before Escape or Back throws typed text away (issue 24, item 9)', async () => {
    const onClose = vi.fn();
    const platform = createFakePlatform({ confirmAnswer: false });
    render(
      <Services platform={platform}>
        <Harness onClose={onClose} typed />
      </Services>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const field = screen.getByRole('textbox', { name: 'Причина' });
    fireEvent.change(field, { target: { value: 'Не подходит опыт' } });
    // Escape: asked, «Остаться» keeps the dialog and the text.
    await act(async () => {
      fireEvent.keyDown(field, { key: 'Escape' });
    });
    expect(platform.confirms.map((asked) => asked.title)).toEqual(['Уйти без сохранения?']);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Причина' })).toHaveProperty('value', 'Не подходит опыт');
    // Back (the overlay stack Telegram's BackButton consults), answered «Уйти»: then it closes.
    await act(async () => {
      expect(closeTopOverlay(() => Promise.resolve(true))).toBe(true);
    });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes at once on Escape when nothing was typed', () => {
    const onClose = vi.fn();
    const platform = createFakePlatform();
    render(
      <Services platform={platform}>
        <Harness onClose={onClose} typed />
      </Services>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Причина' }), { key: 'Escape' });
    expect(platform.confirms).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
