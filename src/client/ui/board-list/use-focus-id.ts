import { useSearch } from 'wouter';

/** `?id=N`: the feedback or student a notification link points at (shared/start-param.ts builds it). */
export function useFocusId(): number | null {
  const raw = new URLSearchParams(useSearch()).get('id');
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
