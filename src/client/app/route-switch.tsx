import type { JSX } from 'react';
import { Route, Switch } from 'wouter';
import { NotFoundScreen } from './not-found';
import type { RouteEntry } from './route-entry';

/**
 * A routes table on screen: the first row whose path matches the address, else the not-found page.
 * The app's table (routes.tsx) and the board's (routes-board.tsx, loaded with the first /board/
 * address) are both shown this way.
 */
export function RouteSwitch({ entries }: { entries: readonly RouteEntry[] }): JSX.Element {
  return (
    <Switch>
      {entries.map(({ path, screen }) => (
        <Route key={path} path={path} component={screen} />
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
