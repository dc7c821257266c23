/** The parts of «Откликнуться» that a guest's panel and a student's (student-apply.tsx) share. */
import type { JSX } from 'react';
import { Button } from '../../../ui/button';
import { usePrimaryAction } from '../../../ui/primary-action';

/** Inside Telegram «Откликнуться» is the MainButton; on the website the panel's own button. */
export function ApplyAction({
  onAction,
  label = 'Откликнуться',
}: {
  onAction(): void;
  label?: string;
}): JSX.Element | null {
  const primary = usePrimaryAction({ text: label, onAction });
  if (primary.native) return null;
  return (
    <Button aria-haspopup="dialog" onClick={onAction}>
      {label}
    </Button>
  );
}

/** While the student's part, and then what they may do, load. */
export function Checking(): JSX.Element {
  return (
    <section className="apply-panel" aria-label="Отклик" aria-busy="true">
      <p className="apply-panel__hint" role="status">
        Проверяем, можно ли откликнуться…
      </p>
    </section>
  );
}
