import { type JSX, lazy, Suspense } from 'react';
import type { FavouriteTarget } from '../../shared/contract/favourite.contract';
import { authAtom } from './app-state';
import { keptKind } from './favourite-kind';
import { useAtomValue } from './store';

const Heart = lazy(async () => ({ default: (await import('./favourite-heart')).Heart }));

export interface FavouriteButtonProps {
  kind: FavouriteTarget;
  id: number;
  className?: string;
}

/**
 * The heart toggle. Rendered only for the account that may keep this kind (students: vacancies;
 * companies: students), so guests and admins never meet a button that can only fail.
 */
export function FavouriteButton({ kind, id, className }: FavouriteButtonProps): JSX.Element | null {
  const auth = useAtomValue(authAtom);
  if (keptKind(auth?.kind) !== kind) return null;
  // Until the chunk arrives, an inert heart of the same size holds its place (no layout shift).
  return (
    <Suspense fallback={<HeartPlaceholder className={className} />}>
      <Heart kind={kind} id={id} className={className} />
    </Suspense>
  );
}

function HeartPlaceholder({ className }: { className?: string | undefined }): JSX.Element {
  return (
    <span className={['favourite-button', className ?? ''].filter(Boolean).join(' ')} aria-hidden="true" />
  );
}
