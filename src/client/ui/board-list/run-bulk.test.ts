import { describe, expect, it } from 'vitest';
import { outcomeMessage } from './bulk-bar';
import { runEach } from './run-bulk';

describe('runEach', () => {
  it('runs a few at a time and reports done and failed ids in the items’ order', async () => {
    let running = 0;
    let peak = 0;
    const items = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id }));
    const outcome = await runEach(
      items,
      async (item) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 8 - item.id));
        running -= 1;
        return item.id % 3 === 0 ? { ok: false, message: `нет ${item.id}` } : { ok: true };
      },
      3,
    );
    expect(peak).toBe(3);
    expect(outcome.done).toEqual([1, 2, 4, 5, 7]);
    expect(outcome.failed).toEqual([
      { id: 3, message: 'нет 3' },
      { id: 6, message: 'нет 6' },
    ]);
  });

  it('counts a throwing call as a failure and goes on', async () => {
    const outcome = await runEach([{ id: 1 }, { id: 2 }], async (item) => {
      if (item.id === 1) throw new Error('boom');
      return { ok: true };
    });
    expect(outcome).toEqual({ done: [2], failed: [{ id: 1, message: 'Не удалось выполнить действие.' }] });
  });
});

describe('outcomeMessage', () => {
  it('says what was done, skipped and refused, in Russian plurals', () => {
    expect(outcomeMessage({ done: [1, 2, 3, 4, 5], failed: [] }, 0)).toEqual({
      kind: 'success',
      text: 'Готово: 5 записей.',
    });
    expect(outcomeMessage({ done: [], failed: [{ id: 1, message: 'Нет доступа.' }] }, 2)).toEqual({
      kind: 'warning',
      text: 'Пропущено: 2 записи — к ним действие не относится. Не получилось для 1 записи: Нет доступа.',
    });
  });
});
