/**
 * The routes table: every screen is a lazily loaded chunk (docs/product.md#screens-and-paths), named by a
 * chunk id that the chunk registry and the error screen report. A new screen adds its row here or in
 * routes-board.tsx / routes-public.tsx (CONTRIBUTING.md, «A new screen»).
 */
import type { JSX } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../../shared/paths';
import { lazyScreen } from './chunk-loader';
import { guestOnly } from './guest-only';
import { NotFoundScreen } from './not-found';
import type { RouteEntry } from './route-entry';
import { boardRoutes } from './routes-board';
import { publicRoutes } from './routes-public';

/**
 * `/` by role (home-by-role.tsx): its own small chunk, so the choice and the other homes' loaders
 * stay out of the entry every other page downloads. It reads the admin's home from routes-board.tsx,
 * so it is declared here, not there: the two never import each other.
 */
const homeScreen = lazyScreen('home', () => import('./home-by-role'), 'HomeByRole');

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
  ...boardRoutes,
];

export function AppRoutes(): JSX.Element {
  return (
    <Switch>
      {routes.map(({ path, screen }) => (
        <Route key={path} path={path} component={screen} />
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
