import { adminOnly, all, at, type Row, row } from './cells';

/**
 * The admin's second factor (routes/two-factor.routes.ts; decision 016). Every caller of the matrix
 * holds a full session or none, so the pending-only routes refuse them all; the caller who
 * passed the password only is walked over every row in pending-admin.db.test.ts.
 */
//                                     guest sPend sOk sDen cPend cOwn cOther admin
export const TWO_FACTOR_ROWS: Row[] = [
  row('GET', '/api/two-factor/challenge/', all(401), at('/api/two-factor/challenge/')),
  row('POST', '/api/two-factor/totp/start/', all(401), () => ({
    path: '/api/two-factor/totp/start/',
    json: {},
  })),
  row('POST', '/api/two-factor/totp/confirm/', all(401), () => ({
    path: '/api/two-factor/totp/confirm/',
    json: { code: '000000' },
  })),
  row('POST', '/api/two-factor/verify/', all(401), () => ({
    path: '/api/two-factor/verify/',
    json: { code: '000000' },
  })),
  row('POST', '/api/two-factor/telegram/ask/', all(401), () => ({
    path: '/api/two-factor/telegram/ask/',
    json: {},
  })),
  row('GET', '/api/two-factor/telegram/', all(401), at('/api/two-factor/telegram/')),
  // A full admin resets another admin's factor; the rest are refused.
  row('POST', '/api/two-factor/reset/', adminOnly(200), (w) => ({
    path: '/api/two-factor/reset/',
    json: { adminId: w.ids.admin2 },
  })),
];
