import { describe, expect, it } from 'vitest';
import { createMainButtonHolders } from './main-button-holders';
import type { MainButtonState } from './platform';

const state = (text: string): MainButtonState => ({ text, onClick: () => {} });

describe('MainButton holders', () => {
  it('hands the button back to the screen when a dialog that took it hides', () => {
    const shown: (string | null)[] = [];
    const holders = createMainButtonHolders((current) => shown.push(current?.text ?? null));
    const screen = holders.show(state('Сохранить'));
    const dialog = holders.show(state('Отправить'));
    screen.update(state('Сохранить изменения'));
    expect(holders.current()?.text).toBe('Отправить');
    dialog.hide();
    expect(holders.current()?.text).toBe('Сохранить изменения');
    expect(shown).toEqual(['Сохранить', 'Отправить', 'Сохранить изменения']);
  });

  it('ignores a former holder’s late hide and a second hide', () => {
    const shown: (string | null)[] = [];
    const holders = createMainButtonHolders((current) => shown.push(current?.text ?? null));
    const first = holders.show(state('Первый'));
    holders.show(state('Второй'));
    first.hide();
    first.hide();
    expect(holders.current()?.text).toBe('Второй');
    expect(shown).toEqual(['Первый', 'Второй']);
  });

  it('hides when the last holder goes', () => {
    const shown: (string | null)[] = [];
    const holders = createMainButtonHolders((current) => shown.push(current?.text ?? null));
    holders.show(state('Один')).hide();
    expect(shown).toEqual(['Один', null]);
    expect(holders.current()).toBeNull();
  });
});
