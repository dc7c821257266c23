/**
 * The admin's home with «Отклики и результаты» (issue 12) and «Исходящие сообщения» (issue 13).
 * The home belongs to the board feature, the outcome figures to the applications feature and
 * the outbox's health to the outbox feature; a feature never imports another
 * (docs/architecture.md), so they meet here, as the vacancy page and its apply panel do in
 * vacancy-route.tsx. Each stays a lazy chunk: the home's own ('board-home') and its sections'.
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import { ListSkeleton } from '../ui/states';
import { loadChunk } from './chunk-loader';
import { QuietBoundary } from './quiet-boundary';

const BoardHomeScreen = lazy(async () => {
  const module = await loadChunk('board-home', () => import('../features/board/home/board-home-screen'));
  const component: ComponentType<{ extra?: ReactNode }> = module.BoardHomeScreen;
  return { default: component };
});

const ApplicationFiguresSection = lazy(async () => {
  const module = await loadChunk(
    'application-figures',
    () => import('../features/applications/figures/application-figures-section'),
  );
  const component: ComponentType = module.ApplicationFiguresSection;
  return { default: component };
});

const OutboxHealthSection = lazy(async () => {
  const module = await loadChunk('outbox-health', () => import('../features/outbox/outbox-health-section'));
  const component: ComponentType = module.OutboxHealthSection;
  return { default: component };
});

/** A section that fails to load leaves the rest of the home working. */
const figures: ReactNode = (
  <>
    <QuietBoundary>
      <Suspense fallback={<ListSkeleton count={1} label="Проверяем очередь сообщений…" />}>
        <OutboxHealthSection />
      </Suspense>
    </QuietBoundary>
    <QuietBoundary>
      <Suspense fallback={<ListSkeleton count={1} label="Загружаем отклики…" />}>
        <ApplicationFiguresSection />
      </Suspense>
    </QuietBoundary>
  </>
);

export function BoardHomeWithFigures(): JSX.Element {
  return <BoardHomeScreen extra={figures} />;
}
