/**
 * `/` by role (issue 6; issue 13, item 5; docs/decisions/025): an admin lands on the board's home
 * (what awaits a decision, the figures); a student on what needs them and what fits them; a
 * company on its new applications and its vacancies' figures; a guest on the search and the
 * newest vacancies. The choice is made in the app layer because a feature never imports another,
 * and each home is its own chunk: a guest downloads none of the others.
 */
import type { ComponentType, JSX, LazyExoticComponent } from 'react';
import type { AccountKind } from '../../shared/contract/auth.contract';
import { authAtom } from '../lib/app-state';
import { useAtomValue } from '../lib/store';
import { lazyScreen } from './chunk-loader';
import { boardHome } from './routes-board';

const HOMES: Record<AccountKind | 'guest', LazyExoticComponent<ComponentType>> = {
  guest: lazyScreen('home-guest', () => import('../features/home/guest-home'), 'GuestHomeScreen'),
  student: lazyScreen('home-student', () => import('../features/home/student-home'), 'StudentHomeScreen'),
  company: lazyScreen('home-company', () => import('../features/home/company-home'), 'CompanyHomeScreen'),
  admin: boardHome,
};

export function HomeByRole(): JSX.Element {
  const Screen = HOMES[useAtomValue(authAtom)?.kind ?? 'guest'];
  return <Screen />;
}
