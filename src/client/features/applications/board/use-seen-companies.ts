import { useEffect, useState } from 'react';
import type { ApplicationItem } from '../../../../shared/contract/application.contract';

/**
 * The companies an admin can filter by: those of the applications loaded so far (the companies
 * list is another feature's API, docs/architecture.md). Kept as the list narrows, so the choice
 * stays in the select; a company from the address is listed even before its rows arrive.
 */
export function useSeenCompanies(
  items: readonly ApplicationItem[],
  chosen: number | null,
): ReadonlyMap<number, string> {
  const [seen, setSeen] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    const missing = items.filter((item) => !seen.has(item.vacancy.companyId));
    if (missing.length === 0) return;
    setSeen((previous) => {
      const next = new Map(previous);
      for (const item of missing) next.set(item.vacancy.companyId, item.vacancy.companyName);
      return new Map([...next].sort((a, b) => a[1].localeCompare(b[1], 'ru')));
    });
  }, [items, seen]);
  if (chosen === null || seen.has(chosen)) return seen;
  return new Map([...seen, [chosen, `Компания №${chosen}`]]);
}
