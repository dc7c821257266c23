import { useSearch } from 'wouter';

/** Where to go after signing in: `?next=` (checked later by safeNext). */
export function useNext(): string | null {
  return new URLSearchParams(useSearch()).get('next');
}
