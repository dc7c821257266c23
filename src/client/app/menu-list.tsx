import type { JSX } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import { recentCount, recentVacanciesAtom } from '../lib/app-state';
import { useAtomValue } from '../lib/store';
import { isCurrent, type MenuEntry } from './menu-config';

/** The list both menus show; aria-current marks where the user is. */
export function MenuList({
  entries,
  onNavigate,
}: {
  entries: readonly MenuEntry[];
  onNavigate?: () => void;
}): JSX.Element {
  const [location] = useLocation();
  // The start-up refresh keeps this count; opening /vacancies/recent/ sets it back to zero.
  const fresh = recentCount(useAtomValue(recentVacanciesAtom));
  return (
    <ul className="menu-list">
      {entries.map((entry) => {
        const current = isCurrent(entry, location);
        return (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className={`menu-list__link${current ? ' menu-list__link--current' : ''}`}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
            >
              {entry.label}
              {entry.href === paths.recentVacancies && fresh > 0 ? (
                <span className="count-badge">
                  <span className="visually-hidden">: </span>
                  {fresh > 99 ? '99+' : fresh}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
