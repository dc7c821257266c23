/**
 * /vacancy/:id/ with «Откликнуться» (issue 12). The vacancy page belongs to the vacancies feature
 * and the panel to the applications feature; a feature never imports another
 * (docs/architecture.md), so they meet here, as the homes do in routes-board.tsx. Both stay
 * lazy chunks: the page's own ('vacancy', named by the error screen) and the panel's, which
 * loads once the vacancy is on screen.
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import type { VacancyDetail } from '../../shared/contract/vacancy.contract';
import type { VacancyScreenProps } from '../features/vacancies/vacancy-screen';
import { authAtom } from '../lib/app-state';
import { useAtomValue } from '../lib/store';
import { loadChunk } from './chunk-loader';
import { QuietBoundary } from './quiet-boundary';

const VacancyScreen = lazy(async () => {
  const module = await loadChunk('vacancy', () => import('../features/vacancies/vacancy-screen'));
  const component: ComponentType<VacancyScreenProps> = module.VacancyScreen;
  return { default: component };
});

let applyPanelChunk: Promise<typeof import('../features/applications/student/apply-panel')> | null = null;
/** Started with the page's own chunk, so the panel is usually there before the vacancy is. */
const loadApplyPanel = () => {
  applyPanelChunk ??= loadChunk('apply-panel', () => import('../features/applications/student/apply-panel'));
  applyPanelChunk.catch(() => {
    // Tried again at render, where the QuietBoundary keeps a failure off the page.
    applyPanelChunk = null;
  });
  return applyPanelChunk;
};

const ApplyPanel = lazy(async () => {
  const module = await loadApplyPanel();
  const component: ComponentType<{ vacancy: VacancyDetail }> = module.ApplyPanel;
  return { default: component };
});

/**
 * Until the panel's chunk is there, a guest's or a student's published vacancy keeps the room of
 * «Откликнуться» and its hint, so the facts below do not jump down when it arrives (CLS).
 */
function ApplyPlaceholder({ vacancy }: { vacancy: VacancyDetail }): JSX.Element | null {
  const auth = useAtomValue(authAtom);
  const applies = vacancy.status === 'published' && (auth === null || auth.kind === 'student');
  return applies ? <div className="apply-panel-placeholder" aria-hidden="true" /> : null;
}

/** A panel that fails to load leaves the page readable (the contacts stay on it). */
function renderApply(vacancy: VacancyDetail): ReactNode {
  return (
    <QuietBoundary>
      <Suspense fallback={<ApplyPlaceholder vacancy={vacancy} />}>
        <ApplyPanel vacancy={vacancy} />
      </Suspense>
    </QuietBoundary>
  );
}

function VacancyWithApply(): JSX.Element {
  return <VacancyScreen renderAction={renderApply} />;
}

/** The routes table takes lazy screens; this wrapper is tiny, the two parts it joins are lazy. */
export const vacancyScreen = lazy(async () => {
  void loadApplyPanel().catch(() => {});
  return { default: VacancyWithApply };
});
