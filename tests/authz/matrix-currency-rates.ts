import { adminOnly, at, type Row, row } from './cells';

/** The career centre's exchange rates (docs/decisions/063): the admins' alone, read and written. */
export const CURRENCY_RATE_ROWS: readonly Row[] = [
  row('GET', '/api/currency-rate/getItems', adminOnly(200), at('/api/currency-rate/getItems')),
  row('PUT', '/api/currency-rate/:currency{[A-Z]+}/', adminOnly(200), () => ({
    path: '/api/currency-rate/USD/',
    json: { roubles: 90 },
  })),
  row('DELETE', '/api/currency-rate/:currency{[A-Z]+}/', adminOnly(200), at('/api/currency-rate/EUR/')),
  row(
    'PUT',
    '/api/currency-rate/:currency{[A-Z]+}/',
    adminOnly(404),
    () => ({ path: '/api/currency-rate/RUR/', json: { roubles: 1 } }),
    'the rouble, which has no rate',
  ),
];
