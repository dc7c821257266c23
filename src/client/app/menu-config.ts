/**
 * What each role sees in the side and burger menus. One table per role; later issues add their
 * screens here. Only screens that exist are listed (the admin login is linked from /login/,
 * and /setup/ is never linked).
 */
import type { AccountKind } from '../../shared/contract/auth';
import { paths } from '../../shared/paths';

export type MenuRole = 'guest' | AccountKind;

export interface MenuEntry {
  label: string;
  href: string;
}

const home: MenuEntry = { label: 'Главная', href: paths.home };

export const menuConfig: Record<MenuRole, readonly MenuEntry[]> = {
  guest: [home, { label: 'Вход', href: paths.login }],
  student: [home],
  company: [home],
  admin: [home],
};

export function menuFor(kind: AccountKind | null): readonly MenuEntry[] {
  return menuConfig[kind ?? 'guest'];
}

/** A menu entry is current on its own path only; "/" would otherwise match everything. */
export function isCurrent(entry: MenuEntry, location: string): boolean {
  return entry.href === location;
}
