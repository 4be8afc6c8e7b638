/**
 * Extension point for other domains when an account is created (the ledger opens its wallets). It runs in
 * the registration's transaction: if it fails, the account is not created.
 */
import type { Executor } from '../db/client.ts';
import type { UserRow } from './users.ts';

export type UserCreatedHook = (tx: Executor, user: UserRow) => Promise<void>;

export const noUserCreatedHook: UserCreatedHook = async () => {};
