/**
 * The routes table: every screen is a lazily loaded chunk (docs/product.md#screens-and-paths), named by a
 * chunk id that the chunk registry and the error screen report. A new screen adds its row here or in
 * routes-board.tsx / routes-public.tsx (CONTRIBUTING.md, «A new screen»).
 */
import type { JSX } from 'react';
import { paths } from '../../shared/paths';
import { lazyScreen } from './chunk-loader';
import { guestOnly } from './guest-only';
import type { RouteEntry } from './route-entry';
import { RouteSwitch } from './route-switch';
import { publicRoutes } from './routes-public';

/**
 * `/` by role (home-by-role.tsx): its own small chunk, so the choice and the other homes' loaders
 * stay out of the entry every other page downloads.
 */
const homeScreen = lazyScreen('home', () => import('./home-by-role'), 'HomeByRole');

/** The addresses of the company and admin boards (shared/paths.ts), all under /board/. */
const BOARD_ADDRESSES = '/board/*';

export const routes: readonly RouteEntry[] = [
  {
    path: paths.home,
    chunkId: 'home',
    screen: homeScreen,
  },
  {
    path: paths.login,
    chunkId: 'login',
    screen: guestOnly(lazyScreen('login', () => import('../features/auth/login-screen'), 'LoginScreen')),
  },
  {
    path: paths.adminLogin,
    chunkId: 'admin-login',
    screen: guestOnly(lazyScreen('admin-login', () => import('./admin-sign-in'), 'AdminSignInScreen')),
  },
  {
    path: paths.setup,
    chunkId: 'setup',
    screen: lazyScreen('setup', () => import('../features/setup/setup-screen'), 'SetupScreen'),
  },
  ...publicRoutes,
  // Every /board/ address: the board's own table, loaded with the first of them (routes-board.tsx).
  {
    path: BOARD_ADDRESSES,
    chunkId: 'board',
    screen: lazyScreen('board', () => import('./routes-board'), 'BoardRoutes'),
  },
];

export function AppRoutes(): JSX.Element {
  return <RouteSwitch entries={routes} />;
}
