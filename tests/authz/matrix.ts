import type { Row } from './cells';
import { ACCOUNT_ROWS } from './matrix-accounts';
import { ANNOUNCEMENT_ROWS } from './matrix-announcements';
import { APPLICATION_ROWS } from './matrix-applications';
import { BOARD_ROWS } from './matrix-board';
import { CURRENCY_RATE_ROWS } from './matrix-currency-rates';
import { DICTIONARY_ROWS } from './matrix-dictionaries';
import { FILE_ROWS } from './matrix-files';
import { HOME_ROWS } from './matrix-home';
import { INTERVIEW_ROWS } from './matrix-interviews';
import { MESSAGE_ROWS } from './matrix-messages';
import { MODERATION_ROWS } from './matrix-moderation';
import { OUTBOX_ROWS } from './matrix-outbox';
import { PEOPLE_ROWS } from './matrix-people';
import { PLACE_ROWS } from './matrix-places';
import { SEARCH_SYNONYM_ROWS } from './matrix-search-synonyms';
import { SEO_ROWS } from './matrix-seo';
import { SHARE_IMAGE_ROWS } from './matrix-share-images';
import { SUBSCRIPTION_ALERT_ROWS } from './matrix-subscription-alerts';
import { SUBSCRIPTION_ROWS } from './matrix-subscriptions';
import { TWO_FACTOR_ROWS } from './matrix-two-factor';
import { VERIFICATION_ROWS } from './matrix-verification';

export { CALLERS, type Caller } from './world';

/**
 * The authorisation matrix: every /api endpoint (method + Hono path pattern), and the file reads
 * outside /api, × every caller (CALLERS: guest; student pending, approved, denied; company
 * pending, approved owner of the objects (A), approved non-owner (B); admin), with the expected
 * status and, for lists and details, what the caller may see. A route may have several rows
 * (`about`: which object). matrix.db.test.ts walks it and fails on any /api route without a row.
 */
export const MATRIX: readonly Row[] = [
  ...ACCOUNT_ROWS,
  ...ANNOUNCEMENT_ROWS,
  ...SEARCH_SYNONYM_ROWS,
  ...PLACE_ROWS,
  ...CURRENCY_RATE_ROWS,
  ...BOARD_ROWS,
  ...MODERATION_ROWS,
  ...DICTIONARY_ROWS,
  ...PEOPLE_ROWS,
  ...APPLICATION_ROWS,
  ...INTERVIEW_ROWS,
  ...MESSAGE_ROWS,
  ...SUBSCRIPTION_ROWS,
  ...FILE_ROWS,
  ...VERIFICATION_ROWS,
  ...TWO_FACTOR_ROWS,
  ...HOME_ROWS,
  ...SUBSCRIPTION_ALERT_ROWS,
  ...OUTBOX_ROWS,
  ...SEO_ROWS,
  ...SHARE_IMAGE_ROWS,
];

/** The key a row and a Hono route share. */
export const routeKey = (method: string, route: string) => `${method} ${route}`;
