/**
 * The admin's home with «Исходящие сообщения» (issue 13) and «Отклики и результаты» (issue 12).
 * The home belongs to the board feature, the sections to the outbox and applications features; a
 * feature never imports another (docs/architecture.md), so they meet here, as the vacancy page and
 * its apply panel do in vacancy-route.tsx. Both stay lazy chunks: the home's own ('board-home')
 * and its sections' (board-home-sections.tsx), so the app's first chunk does not grow.
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import { ListSkeleton } from '../ui/states';
import { loadChunk } from './chunk-loader';
import { QuietBoundary } from './quiet-boundary';

const BoardHomeScreen = lazy(async () => {
  const module = await loadChunk('board-home', () => import('../features/board-home/board-home-screen'));
  const component: ComponentType<{ extra?: ReactNode }> = module.BoardHomeScreen;
  return { default: component };
});

/** The home's sections of other features, one lazy chunk (board-home-sections.tsx). */
const BoardHomeSections = lazy(async () => {
  const module = await loadChunk('board-home-sections', () => import('./board-home-sections'));
  const component: ComponentType = module.BoardHomeSections;
  return { default: component };
});

/** A section that fails to load leaves the rest of the home working. */
const figures: ReactNode = (
  <QuietBoundary>
    <Suspense fallback={<ListSkeleton count={1} label="Загружаем разделы…" />}>
      <BoardHomeSections />
    </Suspense>
  </QuietBoundary>
);

export function BoardHomeWithFigures(): JSX.Element {
  return <BoardHomeScreen extra={figures} />;
}
