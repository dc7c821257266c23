/**
 * React 19 has useSyncExternalStore itself: wouter's shim for React 17 (use-sync-external-store)
 * is replaced by this one line at build time (vite.config.ts), so the first screen does not carry
 * a second copy of a hook React already ships.
 */
export { useSyncExternalStore } from 'react';
