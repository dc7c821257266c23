import { messages } from '../../messages';
import {
  CurrencyRateInputSchema,
  CurrencyRateListSchema,
  CurrencyRateParamsSchema,
  CurrencyRateSchema,
} from '../currency-rate.contract';
import { endpoint } from '../endpoint';

/**
 * The career centre's exchange rates (docs/decisions/063), listed and set on
 * /board/currency-rates/. A change ranks its currency's vacancies again at once, in the same
 * transaction, in «По зарплате» and «Зарплата от» alike.
 */
export const currencyRateList = endpoint({
  method: 'GET',
  path: '/currency-rate/getItems',
  summary: 'Курсы валют зарплат к рублю: у каждой валюты, кроме рубля, курс или null',
  access: ['admin'],
  response: CurrencyRateListSchema,
});

export const currencyRateSet = endpoint({
  method: 'PUT',
  path: '/currency-rate/:currency{[A-Z]+}/',
  summary: 'Задать курс валюты: сколько рублей стоит одна единица',
  access: ['admin'],
  params: CurrencyRateParamsSchema,
  notFound: messages.currencyRateNotFound,
  body: CurrencyRateInputSchema,
  response: CurrencyRateSchema,
});

export const currencyRateRemove = endpoint({
  method: 'DELETE',
  path: '/currency-rate/:currency{[A-Z]+}/',
  summary: 'Убрать курс валюты: её вакансии снова после рублёвых',
  access: ['admin'],
  params: CurrencyRateParamsSchema,
  notFound: messages.currencyRateNotFound,
  response: CurrencyRateSchema,
});
