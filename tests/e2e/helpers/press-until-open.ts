import type { Locator } from 'playwright-core';

const SECOND_TRY_AFTER_MS = 3_000;

/**
 * Presses what opens a dialog and waits for it. A press that left no trace after 3 s (no dialog,
 * and `untouched()` still true: the opener as it was) is repeated once, as a person would, with a
 * warning in the log. CI caught two such misses on a loaded machine — the footer's «Обратная
 * связь» and the Telegram MainButton's «Откликнуться» — which 30 probes at load 12 could not
 * reproduce (each opened within 0.5 s). If the dialog still does not open within `timeoutMs` (the
 * journeys' LOAD), the error says what the page showed (`describe`).
 */
export async function pressUntilOpen(options: {
  /** `again` on the second press: keep it short, the dialog may have opened meanwhile. */
  press(again: boolean): Promise<void>;
  dialog: Locator;
  untouched(): Promise<boolean>;
  describe(): Promise<string>;
  timeoutMs: number;
}): Promise<Locator> {
  const { press, dialog, untouched, describe, timeoutMs } = options;
  await press(false);
  const started = Date.now();
  let presses = 1;
  while (!(await dialog.isVisible())) {
    const waited = Date.now() - started;
    if (waited > timeoutMs) {
      throw new Error(`the dialog did not open after ${presses} presses: ${await describe()}`);
    }
    if (presses === 1 && waited > SECOND_TRY_AFTER_MS && (await untouched())) {
      console.warn(`pressUntilOpen: no trace of the press after 3 s (${await describe()}); pressing again`);
      // A second press the dialog's backdrop refused means it opened meanwhile: keep waiting.
      await press(true).catch(() => {});
      presses += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return dialog;
}
