import { notFoundMessages } from '../../not-found-messages';
import { endpoint } from '../endpoint';
import { IdParamsSchema } from '../query';
import {
  AddressCityInputSchema,
  AddressCitySchema,
  UnmatchedAddressPageSchema,
  UnmatchedAddressQuerySchema,
} from '../unmatched-address.contract';

/**
 * «Адреса без города» on /board/addresses/ (docs/decisions/061): the addresses the migration and
 * later saves left without a city, and the career centre's match of each. Setting the city alone
 * (not the whole vacancy or profile) keeps the owner's other fields and their edits untouched.
 */
export const unmatchedAddressList = endpoint({
  method: 'GET',
  path: '/city/unmatched/getItems',
  summary: 'Вакансии или компании с адресом, но без города (кроме удалённой работы), и сколько их',
  access: ['admin'],
  query: UnmatchedAddressQuerySchema,
  response: UnmatchedAddressPageSchema,
});

export const vacancyCitySet = endpoint({
  method: 'PUT',
  path: '/vacancy/city/:id{[0-9]+}/',
  summary: 'Указать город вакансии, чей адрес не сопоставлен с городом',
  access: ['admin'],
  params: IdParamsSchema,
  notFound: notFoundMessages.vacancy,
  body: AddressCityInputSchema,
  response: AddressCitySchema,
});

export const companyCitySet = endpoint({
  method: 'PUT',
  path: '/company/city/:id{[0-9]+}/',
  summary: 'Указать город компании, чей адрес не сопоставлен с городом',
  access: ['admin'],
  params: IdParamsSchema,
  notFound: notFoundMessages.company,
  body: AddressCityInputSchema,
  response: AddressCitySchema,
});
