import type { JSX, MouseEvent } from 'react';

/**
 * «К результатам», right after a list's search box: the filters between them (64 tag chips, the
 * filter panel) cost a keyboard user 120 Tab presses to reach the first result on /vacancies/
 * (issue 24, item 11). Shown when focused. It moves focus to `targetId` (an element with
 * tabIndex -1 just before the first result) without touching the address: inside Telegram the
 * first entry's hash holds the launch parameters.
 */
export function SkipToResults({ targetId }: { targetId: string }): JSX.Element {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.getElementById(targetId);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-to-results visually-hidden" href={`#${targetId}`} onClick={skip}>
      К результатам
    </a>
  );
}
