import { type JSX, useEffect } from 'react';
import type { FavouriteTarget } from '../../shared/contract/favourite';
import { authAtom } from '../lib/app-state';
import { ensureFavouritesFresh, keptKind, useFavourite, useFavouriteDeps } from '../lib/favourites';
import { useAtomValue } from '../lib/store';

export const favouriteLabels = { add: 'Добавить в избранное', remove: 'Убрать из избранного' } as const;

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
  return <Heart kind={kind} id={id} className={className} />;
}

function Heart({ kind, id, className }: FavouriteButtonProps): JSX.Element {
  const { active, toggle } = useFavourite(kind, id);
  const deps = useFavouriteDeps();
  const { platform, http, store } = deps;
  useEffect(() => {
    ensureFavouritesFresh({ platform, http, store });
  }, [platform, http, store]);
  return (
    <button
      type="button"
      className={['favourite-button', active ? 'favourite-button--active' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      aria-pressed={active}
      aria-label={active ? favouriteLabels.remove : favouriteLabels.add}
      title={active ? favouriteLabels.remove : favouriteLabels.add}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.5 1-1.4 2.4-2.5 4.4-2.5 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
