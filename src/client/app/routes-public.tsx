/** Screens of the public board: vacancies, companies, the map (issue 3). */
import type { RouteEntry } from './route-entry';

export const publicRoutes: readonly RouteEntry[] = [];
