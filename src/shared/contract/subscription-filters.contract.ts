/**
 * The /api/vacancy/getItems fields a saved search keeps (contract/subscription.contract.ts), in the list
 * address's own order. A module of its own, without valibot: the subscribe button on /vacancies/
 * reads it, and that page's first screen has no room (tests/e2e/js-budget.journey.test.ts).
 */
export const SUBSCRIPTION_FILTERS = [
  'text',
  'type',
  'tags',
  'salaryFrom',
  'employment',
  'schedule',
  'experience',
  'flags',
  'company',
  'city',
  'region',
] as const;
