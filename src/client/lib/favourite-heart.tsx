/**
 * The heart itself: a chunk of its own (lib/favourite-button.tsx), so guests and admins, who never
 * see it, do not download the favourites logic and its messages.
 */
import { type JSX, useEffect } from 'react';
import type { FavouriteTarget } from '../../shared/contract/favourite.contract';
import { favouriteLabels } from './favourite-labels';
import { ensureFavouritesFresh, useFavourite, useFavouriteDeps } from './favourites';

/** Also the props of FavouriteButton, which shows this heart once its chunk arrives. */
export interface HeartProps {
  kind: FavouriteTarget;
  id: number;
  className?: string;
}

export function Heart({ kind, id, className }: HeartProps): JSX.Element {
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
