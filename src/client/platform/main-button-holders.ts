import type { MainButtonHandle, MainButtonState } from './platform';

/**
 * Who holds the one MainButton. Holders stack: a dialog that takes the button over (the feedback
 * form on a profile screen) hands it back to the screen when it hides. A holder's late `hide`
 * (a screen unmounting after the next one mounted) removes only itself; only the top holder's
 * state is shown. `apply` receives what the button should show now (null: hidden).
 */
interface MainButtonHolders {
  show(state: MainButtonState): MainButtonHandle;
  /** The top holder's state (what the button shows), or null. */
  current(): MainButtonState | null;
  clear(): void;
}

export function createMainButtonHolders(apply: (state: MainButtonState | null) => void): MainButtonHolders {
  const stack: { state: MainButtonState }[] = [];
  const top = () => stack.at(-1) ?? null;
  return {
    show(state) {
      const mine = { state };
      stack.push(mine);
      apply(state);
      return {
        update(next) {
          mine.state = next;
          if (top() === mine) apply(next);
        },
        hide() {
          const index = stack.indexOf(mine);
          if (index < 0) return;
          const wasTop = index === stack.length - 1;
          stack.splice(index, 1);
          if (wasTop) apply(top()?.state ?? null);
        },
      };
    },
    current: () => top()?.state ?? null,
    clear() {
      stack.length = 0;
      apply(null);
    },
  };
}
