import { adminOnly, all, at, type Row, row } from './cells';

/** Kazan in the shipped dictionary (src/server/db/reference/russian-cities.tsv). */
const KAZAN = 928;

/**
 * Places (docs/decisions/061): the city dictionary is the same public read for everyone; the
 * addresses left without a city and the city chosen for one are the career centre's alone. Each
 * writing cell matches a fresh row, which has no city yet.
 */
export const PLACE_ROWS: readonly Row[] = [
  row('GET', '/api/city/getItems', all(200), at('/api/city/getItems?text=%D0%BA%D0%B0%D0%B7')),
  row('GET', '/api/city/unmatched/getItems', adminOnly(200), at('/api/city/unmatched/getItems?kind=company')),
  row('PUT', '/api/vacancy/city/:id{[0-9]+}/', adminOnly(200), async (w) => ({
    path: `/api/vacancy/city/${await w.make.vacancy(w.ids.companyOwner)}/`,
    json: { cityId: KAZAN },
  })),
  row('PUT', '/api/company/city/:id{[0-9]+}/', adminOnly(200), async (w) => ({
    path: `/api/company/city/${await w.make.company('approved')}/`,
    json: { cityId: KAZAN },
  })),
  row(
    'PUT',
    '/api/company/city/:id{[0-9]+}/',
    adminOnly(404),
    () => ({ path: '/api/company/city/999999/', json: { cityId: KAZAN } }),
    'an unknown id',
  ),
];
