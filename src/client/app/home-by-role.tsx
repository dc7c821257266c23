/**
 * `/` by role (issue 6; issue 13, item 5; docs/decisions/025): an admin lands on the board's home
 * (what awaits a decision, the figures); a student on what needs them and what fits them; a
 * company on its new applications and its vacancies' figures; a guest on the search and the
 * newest vacancies. The choice is made in the app layer because a feature never imports another,
 * and each home is its own chunk: a guest downloads none of the others.
 *
 * The student's and the company's homes carry the career centre's notices (features/announcements),
 * joined here as the board home's sections are in board-home-route.tsx: a chunk of their own,
 * loaded beside the home's, that shows nothing when it or its request fails. A guest's home, at its
 * JavaScript budget (tests/e2e/js-budget.journey.test.ts), has none: the notices are for accounts
 * (docs/decisions/048).
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import { authAtom } from '../lib/app-state';
import { useAtomValue } from '../lib/store';
import { BoardHomeWithFigures as BoardHome } from './board-home-route';
import { lazyScreen, loadChunk } from './chunk-loader';
import { QuietBoundary } from './quiet-boundary';

type HomeWithBanner = ComponentType<{ banner?: ReactNode }>;

const GuestHome = lazyScreen('home-guest', () => import('../features/home/guest-home'), 'GuestHomeScreen');

const StudentHome = lazy(async () => {
  const module = await loadChunk('home-student', () => import('../features/home/student-home'));
  const component: HomeWithBanner = module.StudentHomeScreen;
  return { default: component };
});

const CompanyHome = lazy(async () => {
  const module = await loadChunk('home-company', () => import('../features/home/company-home'));
  const component: HomeWithBanner = module.CompanyHomeScreen;
  return { default: component };
});

const AnnouncementBanner = lazy(async () => {
  const module = await loadChunk(
    'announcement-banner',
    () => import('../features/announcements/announcement-banner'),
  );
  const component: ComponentType = module.AnnouncementBanner;
  return { default: component };
});

const banner: ReactNode = (
  <QuietBoundary>
    <Suspense fallback={null}>
      <AnnouncementBanner />
    </Suspense>
  </QuietBoundary>
);

export function HomeByRole(): JSX.Element {
  const kind = useAtomValue(authAtom)?.kind ?? 'guest';
  if (kind === 'student') return <StudentHome banner={banner} />;
  if (kind === 'company') return <CompanyHome banner={banner} />;
  return kind === 'admin' ? <BoardHome /> : <GuestHome />;
}
