/** Every table of the API, for drizzle's typed queries. One file per domain, each with its migration. */

export * from './auth.ts';
export * from './cards.ts';
export * from './developers.ts';
export * from './ledger.ts';
export * from './money-in.ts';
export * from './notifications.ts';
export * from './operator.ts';
export * from './payments.ts';
export * from './pending-actions.ts';
export * from './people.ts';
export * from './va.ts';
