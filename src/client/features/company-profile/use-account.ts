/**
 * The signed-in account (its id is the company's id). Start-up fills accountAtom after its session
 * check, so a screen opened at once may find it empty: then it asks the server itself.
 */
import { useEffect, useState } from 'react';
import type { SessionAccount } from '../../../shared/contract/auth.contract';
import { accountAtom } from '../../lib/app-state';
import { useHttp } from '../../lib/services';
import { useAtom } from '../../lib/store';
import { fetchSession } from './company-profile-api';

export type AccountState =
  | { state: 'loading' }
  | { state: 'ready'; account: SessionAccount }
  | { state: 'failed'; message: string };

export function useAccount(): AccountState & { retry(): void } {
  const http = useHttp();
  const [account, setAccount] = useState<SessionAccount | null>(null);
  const [stored, setStored] = useAtom(accountAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    if (stored !== null) return;
    let live = true;
    setFailure(null);
    void fetchSession(http).then((result) => {
      if (!live) return;
      if (result.ok) {
        setStored(result.data.account);
        setAccount(result.data.account);
      } else {
        setFailure(result.message);
      }
    });
    return () => {
      live = false;
    };
  }, [http, stored, setStored, attempt]);

  const retry = () => setAttempt((value) => value + 1);
  const known = stored ?? account;
  if (known !== null) return { state: 'ready', account: known, retry };
  if (failure !== null) return { state: 'failed', message: failure, retry };
  return { state: 'loading', retry };
}
