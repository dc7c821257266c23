/** The admins' calls of /board/addresses/: the addresses without a city, and the city chosen for one. */
import {
  companyCitySet,
  unmatchedAddressList,
  vacancyCitySet,
} from '../../../shared/contract/endpoints/unmatched-address.endpoints';
import type {
  AddressCity,
  UnmatchedAddressPage,
  UnmatchedKind,
} from '../../../shared/contract/unmatched-address.contract';
import type { HttpClient, HttpResult } from '../../lib/http';

export function fetchUnmatchedAddresses(
  http: HttpClient,
  query: { kind: UnmatchedKind; page: number; limit: number },
  signal: AbortSignal,
): Promise<HttpResult<UnmatchedAddressPage>> {
  return http.api(unmatchedAddressList, { query }, { signal });
}

export function saveAddressCity(
  http: HttpClient,
  kind: UnmatchedKind,
  id: number,
  cityId: number,
): Promise<HttpResult<AddressCity>> {
  const declaration = kind === 'vacancy' ? vacancyCitySet : companyCitySet;
  return http.api(declaration, { params: { id }, body: { cityId } });
}
