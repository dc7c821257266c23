import type { JSX } from 'react';
import { Link, useLocation } from 'wouter';
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
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
