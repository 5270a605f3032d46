/**
 * The Drizzle schema: every table and enum of the database, one file per entity, and every
 * relation between them in relations.ts (exported here so `drizzle(pool, { schema })` knows them).
 * Keys are camelCase in TypeScript and snake_case in SQL (`casing: 'snake_case'` in the client
 * and in drizzle.config.ts). Money columns end in `Cents` (integer centavos).
 */
export * from './admins';
export * from './audit-log';
export * from './chargebacks';
export * from './deliveries';
export * from './enums';
export * from './event-balance-deltas';
export * from './event-categories';
export * from './event-details';
export * from './event-gallery';
export * from './event-gifts';
export * from './event-messages';
export * from './event-settings';
export * from './event-types';
export * from './events';
export * from './gift-suggestions';
export * from './gifts';
export * from './guests';
export * from './job-cursors';
export * from './ledger-entries';
export * from './legal-versions';
export * from './mail';
export * from './password-reset-tokens';
export * from './payout-destinations';
export * from './payouts';
export * from './pre-register-codes';
export * from './pre-register-tokens';
export * from './pre-user-requests';
export * from './purchase-holds';
export * from './purchases';
export * from './rate-limits';
export * from './relations';
export * from './row-counts';
export * from './services';
export * from './settings';
export * from './users';
