/**
 * /vacancy/:id/ with «Откликнуться» (issue 12) and its related vacancies (docs/decisions/062). The
 * vacancy page belongs to the vacancies feature, the panel to the applications feature and the
 * related sections to their own; a feature never imports another (docs/architecture.md), so they
 * meet here, as the homes do in routes-board.tsx. All stay lazy chunks: the page's own ('vacancy',
 * named by the error screen), the panel's and the sections', both started with the page's.
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import type { RelatedVacancies, VacancyDetail } from '../../shared/contract/vacancy.contract';
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

/**
 * A part of the page in a chunk of its own, started with the page's own chunk so that it is
 * usually there before the vacancy is; a failed load is tried again at render, where a
 * QuietBoundary keeps the failure off the page.
 */
function pageExtra<TModule>(chunkId: string, importer: () => Promise<TModule>): () => Promise<TModule> {
  let chunk: Promise<TModule> | null = null;
  return () => {
    chunk ??= loadChunk(chunkId, importer);
    chunk.catch(() => {
      chunk = null;
    });
    return chunk;
  };
}

const loadApplyPanel = pageExtra('apply-panel', () => import('../features/applications/student/apply-panel'));
/** The vacancy's answer already holds the sections' data (docs/decisions/062). */
const loadRelated = pageExtra(
  'related-vacancies',
  () => import('../features/related-vacancies/related-vacancies'),
);

const ApplyPanel = lazy(async () => {
  const module = await loadApplyPanel();
  const component: ComponentType<{ vacancy: VacancyDetail }> = module.ApplyPanel;
  return { default: component };
});

const RelatedVacancySections = lazy(async () => {
  const module = await loadRelated();
  const component: ComponentType<{ related: RelatedVacancies }> = module.RelatedVacancySections;
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

/**
 * Below the vacancy, so nothing above it moves when the chunk arrives; absent for its company and
 * admins, and a failure to load leaves the page as it is.
 */
function renderRelated(vacancy: VacancyDetail): ReactNode {
  if (!vacancy.related) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <RelatedVacancySections related={vacancy.related} />
      </Suspense>
    </QuietBoundary>
  );
}

export function VacancyWithApply(): JSX.Element {
  return <VacancyScreen renderAction={renderApply} renderRelated={renderRelated} />;
}

// The routes table loads this module lazily, in the page's own chunk with the three parts
// (src/server/client-chunks.ts): the panel's and the sections' loads start with it.
void loadApplyPanel().catch(() => {});
void loadRelated().catch(() => {});
