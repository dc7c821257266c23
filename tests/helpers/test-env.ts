/** The test suites' only reader of process.env. */
export const testEnv = {
  /** PostgreSQL for the database suites; CI sets it, a developer machine may not have one. */
  databaseUrl: process.env.TEST_DATABASE_URL || undefined,
  ci: process.env.CI === 'true' || process.env.CI === '1',
  chromiumPath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  /** What a child server process inherits: enough to run, none of the test runner's settings. */
  childBase: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
};
