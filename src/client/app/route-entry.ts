import type { ComponentType, LazyExoticComponent } from 'react';

/** A row of the routes table; routes.tsx, routes-public.tsx and routes-board.tsx hold them. */
export interface RouteEntry {
  path: string;
  chunkId: string;
  screen: LazyExoticComponent<ComponentType>;
}

/** Detail and edit routes take the id as the last segment (docs/design.md#api-rules): /vacancy/42/. */
export function withId(base: string): string {
  return `${base}:id/`;
}
