/**
 * Ledger accounts: a user's wallets (each with its HOLD sub-account, see README.md) and the SYSTEM
 * accounts money comes from and goes to. Opening is idempotent, so callers never need to check first.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { ledgerAccounts, type SystemAccount, type WalletKind } from '../db/schema/ledger.ts';

export type Account = typeof ledgerAccounts.$inferSelect;

export interface Wallet {
  /** Where available money lives (`validate_balance`). */
  readonly wallet: Account;
  /** Money reserved by open withdrawals and internal transfers; part of `balance`. */
  readonly hold: Account;
}

export interface WalletKey {
  readonly ownerId: number;
  readonly kind: WalletKind;
  readonly currency: string;
}

function walletRow(db: Executor, key: WalletKey): Promise<Account | undefined> {
  const where = and(
    eq(ledgerAccounts.ownerId, key.ownerId),
    eq(ledgerAccounts.kind, key.kind),
    eq(ledgerAccounts.currency, key.currency),
  );
  return db
    .select()
    .from(ledgerAccounts)
    .where(where)
    .then(([row]) => row);
}

/** The wallet and its hold account, or null when the user has none of that kind and currency. */
export async function findWallet(db: Executor, key: WalletKey): Promise<Wallet | null> {
  const wallet = await walletRow(db, key);
  return wallet ? { wallet, hold: await holdOf(db, wallet.id) } : null;
}

/** A user's wallets of one kind, one per currency. */
export async function walletsOfKind(db: Executor, ownerId: number, kind: WalletKind): Promise<Wallet[]> {
  const wallets = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.kind, kind)));
  if (wallets.length === 0) return [];
  const holds = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'HOLD'),
        inArray(
          ledgerAccounts.parentId,
          wallets.map((wallet) => wallet.id),
        ),
      ),
    );
  return wallets.map((wallet) => ({ wallet, hold: requireHold(holds.find((hold) => hold.parentId === wallet.id)) }));
}

/** Opens the wallet (and its hold account) unless it exists; returns it either way. */
export async function openWallet(db: Executor, key: WalletKey): Promise<Wallet> {
  return db.transaction(async (tx) => {
    await tx.insert(ledgerAccounts).values(key).onConflictDoNothing();
    const wallet = await walletRow(tx, key);
    if (!wallet) throw new Error(`wallet ${key.kind}/${key.currency} of user ${key.ownerId} was not created`);
    await tx
      .insert(ledgerAccounts)
      .values({ ownerId: key.ownerId, kind: 'HOLD', parentId: wallet.id, currency: key.currency })
      .onConflictDoNothing();
    return { wallet, hold: await holdOf(tx, wallet.id) };
  });
}

/** The id of a SYSTEM account in a currency, opened on first use. */
export async function systemAccountId(db: Executor, code: SystemAccount, currency: string): Promise<number> {
  const where = and(eq(ledgerAccounts.code, code), eq(ledgerAccounts.currency, currency));
  const [existing] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (existing) return existing.id;
  await db.insert(ledgerAccounts).values({ kind: 'SYSTEM', code, currency }).onConflictDoNothing();
  const [created] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!created) throw new Error(`system account ${code}/${currency} was not created`);
  return created.id;
}

async function holdOf(db: Executor, walletId: number): Promise<Account> {
  const [hold] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'HOLD'), eq(ledgerAccounts.parentId, walletId)));
  return requireHold(hold);
}

function requireHold(hold: Account | undefined): Account {
  // openWallet creates both in one transaction, so a wallet without its hold is corrupted data
  if (!hold) throw new Error('wallet without its hold account');
  return hold;
}

/** Every account starts with these (registration's `onUserCreated` hook, see server/main.ts). */
export const STANDARD_WALLETS = ['MAIN', 'VA'] as const satisfies readonly WalletKind[];

/** Opens a new user's MAIN and VA wallets in VND; usable as the API's `onUserCreated` hook. */
export async function openStandardWallets(db: Executor, user: { readonly id: number }): Promise<void> {
  for (const kind of STANDARD_WALLETS) await openWallet(db, { ownerId: user.id, kind, currency: 'VND' });
}
