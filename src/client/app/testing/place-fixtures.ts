import { endpoints } from '../../../shared/contract/endpoints';
import type { City } from '../../../shared/contract/place.contract';
import { page } from './board-api-fixtures';
import { stub } from './fake-fetch';

/** Cities of the shipped dictionary, with its ids (src/server/db/reference/russian-cities.tsv). */
export const MOSCOW: City = { id: 510, name: 'Москва', region: 'Москва' };
export const KAZAN: City = { id: 928, name: 'Казань', region: 'Республика Татарстан' };

/**
 * GET /api/city/getItems as the server answers «Каз»: Kazan, and a region with a word starting
 * so, which a form's city picker does not offer.
 */
export const CITY_LIST = stub(endpoints.place.cityList, {
  data: { ...page([KAZAN]), regions: ['Карачаево-Черкесская Республика'] },
});
