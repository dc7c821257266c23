/*
 * Application limits, apart from the rest of the contract (src/shared/contract/application.contract.ts):
 * the vacancy contract needs the message limit for archiving, and the first screen of /vacancies/
 * must not download the whole applications contract with it (tests/e2e/js-budget.journey.test.ts).
 */
export const APPLICATION_LETTER_MAX = 4000;
export const APPLICATION_MESSAGE_MAX = 2000;
export const APPLICATION_NOTE_MAX = 2000;
export const APPLICATION_BULK_MAX = 100;
