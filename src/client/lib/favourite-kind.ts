import type { FavouriteTarget } from '../../shared/contract/favourite.contract';

/**
 * Which kind each account keeps (the server's rule): students keep vacancies, companies students.
 * Apart from lib/favourites.ts so a guest's list can decide to show no heart without loading it.
 */
export function keptKind(accountKind: string | undefined): FavouriteTarget | null {
  if (accountKind === 'student') return 'vacancy';
  if (accountKind === 'company') return 'student';
  return null;
}
