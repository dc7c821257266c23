/**
 * /vacancy/:id/ with «Откликнуться» (issue 12). The vacancy page belongs to the vacancies feature
 * and the panel to the applications feature; a feature never imports another
 * (docs/architecture.md), so they meet here, as the homes do in routes-board.tsx. Both stay
 * lazy chunks: the page's own ('vacancy', named by the error screen) and the panel's, which
 * loads once the vacancy is on screen.
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import type { VacancyDetail } from '../../shared/contract/vacancy';
import type { VacancyScreenProps } from '../features/vacancies/vacancy-screen';
import { loadChunk } from './chunk-loader';
import { QuietBoundary } from './quiet-boundary';

const VacancyScreen = lazy(async () => {
  const module = await loadChunk('vacancy', () => import('../features/vacancies/vacancy-screen'));
  const component: ComponentType<VacancyScreenProps> = module.VacancyScreen;
  return { default: component };
});

const ApplyPanel = lazy(async () => {
  const module = await loadChunk('apply-panel', () => import('../features/applications/student/apply-panel'));
  const component: ComponentType<{ vacancy: VacancyDetail }> = module.ApplyPanel;
  return { default: component };
});

/** A panel that fails to load leaves the page readable (the contacts stay on it). */
function renderApply(vacancy: VacancyDetail): ReactNode {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <ApplyPanel vacancy={vacancy} />
      </Suspense>
    </QuietBoundary>
  );
}

function VacancyWithApply(): JSX.Element {
  return <VacancyScreen renderAction={renderApply} />;
}

/** The routes table takes lazy screens; this wrapper is tiny, the two parts it joins are lazy. */
export const vacancyScreen = lazy(async () => ({ default: VacancyWithApply }));
