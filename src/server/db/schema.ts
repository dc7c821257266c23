/**
 * The database schema, one module per area (docs/design.md#data-model). This aggregate is the one place that
 * gathers them: Drizzle's client takes `import * as schema` and drizzle-kit reads this file.
 */
export * from './schema/accounts';
export * from './schema/announcements';
export * from './schema/applications';
export * from './schema/board';
export * from './schema/currency-rates';
export * from './schema/feedback';
export * from './schema/files-favourites';
export * from './schema/interviews';
export * from './schema/message-threads';
export * from './schema/outbox';
export * from './schema/places';
export * from './schema/search';
export * from './schema/security';
export * from './schema/subscription-alerts';
export * from './schema/subscriptions';
export * from './schema/telegram';
export * from './schema/telegram-link';
export * from './schema/two-factor';
export * from './schema/vacancy-views';
export * from './schema/verification';
