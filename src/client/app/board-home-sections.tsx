/**
 * The sections other features add to the admin's board home (board-home-route.tsx loads this
 * module lazily): the outbox's health (issue 13) and the outcome figures (issue 12). Each fails
 * alone: a crashed section leaves the others and the home working.
 */
import type { JSX } from 'react';
import { ApplicationFiguresSection } from '../features/application-figures/application-figures-section';
import { OutboxHealthSection } from '../features/outbox/outbox-health-section';
import { QuietBoundary } from './quiet-boundary';

export function BoardHomeSections(): JSX.Element {
  return (
    <>
      <QuietBoundary>
        <OutboxHealthSection />
      </QuietBoundary>
      <QuietBoundary>
        <ApplicationFiguresSection />
      </QuietBoundary>
    </>
  );
}
