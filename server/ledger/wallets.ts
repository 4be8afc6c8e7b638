/**
 * What GET /wallets/{type} and GET /customers/balances/{type} answer (`Wallet` and `CurrencyBalance` in
 * src/contract/calls/wallets.ts), derived from the ledger only. Handlers check roles and feature flags;
 * these functions answer null / no balances when the user has no such wallet.
 */
import Big from 'big.js';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BalanceType } from '../../src/contract/calls/reference.ts';
import type { CurrencyBalance, WalletType } from '../../src/contract/calls/wallets.ts';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { findWallet, type Wallet, walletsOfKind } from './accounts.ts';
import { balancesOf } from './balances.ts';
import { decimalString } from './decimal.ts';
import { walletFlows } from './flows.ts';

export type WalletTypeName = z.infer<typeof BalanceType>;
export type CurrencyBalanceView = z.infer<typeof CurrencyBalance>;

/** SPEC section 9: the default currency, listed first. */
export const DEFAULT_WALLET_CURRENCY = 'VND';

export interface WalletQuery {
  readonly ownerId: number;
  readonly type: WalletTypeName;
  readonly currency?: string;
  readonly now?: Date;
}

/** `balance` counts held money (still the user's); `validate_balance` is what can be spent. */
async function balancesOfWallet(db: Executor, { wallet, hold }: Wallet): Promise<CurrencyBalanceView> {
  const sums = await balancesOf(db, [wallet.id, hold.id]);
  const available = sums.get(wallet.id) ?? '0';
  const held = sums.get(hold.id) ?? '0';
  return {
    currency: wallet.currency,
    balance: decimalString(new Big(available).plus(held)),
    validate_balance: available,
    pending: held,
  };
}

/** When the wallet last changed: its latest posting or transfer update, else when it was opened. */
async function lastActivity(db: Executor, { wallet, hold }: Wallet): Promise<string> {
  const [row] = await selectRows<{ at: string | null }>(
    db,
    sql`SELECT to_char(greatest(
              (SELECT max(j.created_at) FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
                WHERE e.account_id IN (${wallet.id}, ${hold.id})),
              (SELECT max(updated_at) FROM ledger_transfers
                WHERE account_id = ${wallet.id} OR counter_account_id = ${wallet.id})
            ) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`,
  );
  return row?.at ?? wallet.createdAt.toISOString();
}

/** The SPEC Wallet of a user's wallet type (VND unless asked), or null when the user has none. */
export async function walletView(db: Executor, query: WalletQuery): Promise<WalletType | null> {
  const currency = query.currency ?? DEFAULT_WALLET_CURRENCY;
  const found = await findWallet(db, { ownerId: query.ownerId, kind: query.type, currency });
  if (!found) return null;
  const [balances, flows, updatedAt] = await Promise.all([
    balancesOfWallet(db, found),
    walletFlows(db, found.wallet.id, query.now ?? new Date()),
    lastActivity(db, found),
  ]);
  return {
    id: found.wallet.id,
    type: query.type,
    balance: balances.balance,
    validate_balance: balances.validate_balance,
    currency,
    status: found.wallet.status,
    ...flows,
    updated_at: updatedAt,
  };
}

/** Every currency's balances of a wallet type, VND first, then by currency code. */
export async function walletBalances(
  db: Executor,
  ownerId: number,
  type: WalletTypeName,
): Promise<{ balances: CurrencyBalanceView[]; updated_at: string | null }> {
  const wallets = await walletsOfKind(db, ownerId, type);
  const rank = (currency: string) => (currency === DEFAULT_WALLET_CURRENCY ? '' : currency);
  wallets.sort((a, b) => rank(a.wallet.currency).localeCompare(rank(b.wallet.currency)));
  const balances = await Promise.all(wallets.map((wallet) => balancesOfWallet(db, wallet)));
  const activity = await Promise.all(wallets.map((wallet) => lastActivity(db, wallet)));
  return { balances, updated_at: activity.sort().at(-1) ?? null };
}
