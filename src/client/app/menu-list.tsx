import type { JSX } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../shared/paths';
import { recentCount, recentVacanciesAtom, useUnread } from '../lib/app-state';
import { useAtomValue } from '../lib/store';
import { isCurrent, type MenuEntry } from './menu-config';

/** The entries that lead to the applications whose threads hold the unread messages. */
const THREADS_ENTRIES: ReadonlySet<string> = new Set([paths.applications, paths.boardApplications]);

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
  // Unread thread messages (docs/decisions/058) on the student's and the company's applications.
  const unread = useUnread().total;
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
              {THREADS_ENTRIES.has(entry.href) && unread > 0 ? (
                <span className="count-badge">
                  <span className="visually-hidden">, новых сообщений: </span>
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
