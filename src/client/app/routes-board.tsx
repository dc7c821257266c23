/** Screens of the company and admin boards (issue 3). */
import type { RouteEntry } from './route-entry';

export const boardRoutes: readonly RouteEntry[] = [];
