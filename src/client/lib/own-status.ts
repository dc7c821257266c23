/**
 * The signed-in student's or company's review status as the session last described it
 * (accountAtom): screens say what waits for approval before the user meets a refusal
 * (docs/decisions/051). Null for guests, admins and while unknown; the server still decides.
 */
import type { AccountStatus } from '../../shared/dictionaries';
import { accountAtom } from './app-state';
import { useAtomValue } from './store';

export function useOwnStatus(): AccountStatus | null {
  return useAtomValue(accountAtom)?.status ?? null;
}
