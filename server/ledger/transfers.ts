/**
 * Transfers: a money movement with a life (README.md). Requesting a withdrawal or an internal transfer
 * holds the money at once (wallet → its HOLD account), so it cannot be spent twice while under review;
 * approval settles it (HOLD → provider or the other wallet, fee → fees_revenue); rejection or
 * cancellation releases it. A top-up moves nothing until it is approved. Status changes are conditional
 * updates, so two operators acting at once cannot both settle the same transfer.
 */
import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client.ts';
import {
  ledgerAccounts,
  ledgerTransfers,
  type TransferKind,
  type TransferStatus,
  WALLET_KINDS,
} from '../db/schema/ledger.ts';
import { systemAccountId } from './accounts.ts';
import { decimalString, toAmount } from './decimal.ts';
import { LedgerError } from './errors.ts';
import { type PostingLine, post } from './post.ts';

export type Transfer = typeof ledgerTransfers.$inferSelect;

export interface TransferRequest {
  /** The wallet (not its hold) a top-up credits or a withdrawal/internal transfer debits. */
  readonly walletId: number;
  /** Gross amount, > 0. */
  readonly amount: string;
  /** Part of the amount kept as a fee on approval. */
  readonly fee?: string;
  /** Transfer method or provider code. */
  readonly source: string;
  readonly reference?: string;
  readonly at?: Date;
}

export interface InternalTransferRequest extends TransferRequest {
  readonly toWalletId: number;
}

/** Where each status may go; terminal statuses go nowhere. */
export const NEXT_STATUSES: Readonly<Record<TransferStatus, readonly TransferStatus[]>> = {
  PENDING: ['WAITING', 'PROCESS', 'APPROVED', 'REJECTED', 'CANCELLED'],
  WAITING: ['PROCESS', 'APPROVED', 'REJECTED'],
  PROCESS: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
  CANCELLED: [],
};
export const OPEN_STATUSES = ['PENDING', 'WAITING', 'PROCESS'] as const satisfies readonly TransferStatus[];

export function requestTopUp(db: Executor, request: TransferRequest): Promise<Transfer> {
  return db.transaction((tx) => insertTransfer(tx, 'TOP_UP', request, null));
}

export function requestWithdrawal(db: Executor, request: TransferRequest): Promise<Transfer> {
  return db.transaction((tx) => createHeld(tx, 'WITHDRAWAL', request, null));
}

export function requestInternalTransfer(db: Executor, request: InternalTransferRequest): Promise<Transfer> {
  return db.transaction((tx) => createHeld(tx, 'INTERNAL', request, request.toWalletId));
}

/** Approved for processing: with the provider (WAITING) or being paid (PROCESS). No money moves. */
export function markInProgress(
  db: Executor,
  transferId: number,
  status: 'WAITING' | 'PROCESS',
  at = new Date(),
): Promise<Transfer> {
  return db.transaction((tx) => changeStatus(tx, transferId, status, at));
}

/** Completes the transfer and settles its money. */
export function approveTransfer(db: Executor, transferId: number, at = new Date()): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const transfer = await changeStatus(tx, transferId, 'APPROVED', at);
    await post(tx, { kind: settlementKind(transfer.kind), lines: await settlementLines(tx, transfer), transferId, at });
    return transfer;
  });
}

/** Refuses (operator: REJECTED) or withdraws (user: CANCELLED) the transfer; held money goes back. */
export function closeTransfer(
  db: Executor,
  transferId: number,
  status: 'REJECTED' | 'CANCELLED',
  at = new Date(),
): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const transfer = await changeStatus(tx, transferId, status, at);
    if (transfer.kind !== 'TOP_UP') {
      const { hold } = await walletAndHold(tx, transfer.accountId);
      await post(tx, { kind: 'RELEASE', lines: movement(hold, transfer.accountId, transfer.amount), transferId, at });
    }
    return transfer;
  });
}

/** The two lines that move `amount` from one account to another. */
function movement(from: number, to: number, amount: string): PostingLine[] {
  return [
    { accountId: from, amount: new Big(amount).neg() },
    { accountId: to, amount },
  ];
}

async function createHeld(
  tx: Transaction,
  kind: TransferKind,
  request: TransferRequest,
  counterAccountId: number | null,
): Promise<Transfer> {
  const transfer = await insertTransfer(tx, kind, request, counterAccountId);
  const { hold } = await walletAndHold(tx, request.walletId);
  await post(tx, {
    kind: 'HOLD',
    lines: movement(request.walletId, hold, transfer.amount),
    transferId: transfer.id,
    ...(request.at ? { at: request.at } : {}),
  });
  return transfer;
}

async function insertTransfer(
  tx: Transaction,
  kind: TransferKind,
  request: TransferRequest,
  counterAccountId: number | null,
): Promise<Transfer> {
  const amount = toAmount(request.amount);
  const fee = toAmount(request.fee ?? '0');
  if (amount.lte(0) || fee.lt(0) || fee.gte(amount)) {
    throw new LedgerError('INVALID_AMOUNT', 'A transfer needs an amount > 0 and a fee from 0 to below the amount');
  }
  const { wallet } = await walletAndHold(tx, request.walletId);
  if (counterAccountId !== null) await assertReceiver(tx, wallet, counterAccountId);
  const [transfer] = await tx
    .insert(ledgerTransfers)
    .values({
      kind,
      accountId: request.walletId,
      counterAccountId,
      amount: decimalString(amount),
      fee: decimalString(fee),
      currency: wallet.currency,
      source: request.source,
      reference: request.reference ?? null,
      ...(request.at ? { createdAt: request.at, updatedAt: request.at } : {}),
    })
    .returning();
  if (!transfer) throw new Error('transfer insert returned no row');
  return transfer;
}

type Account = typeof ledgerAccounts.$inferSelect;

async function walletAndHold(tx: Transaction, walletId: number): Promise<{ wallet: Account; hold: number }> {
  const [wallet] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, walletId), inArray(ledgerAccounts.kind, [...WALLET_KINDS])));
  if (!wallet) throw new LedgerError('ACCOUNT_NOT_FOUND', `No wallet ${walletId}`);
  const [hold] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'HOLD'), eq(ledgerAccounts.parentId, walletId)));
  if (!hold) throw new Error(`wallet ${walletId} without its hold account`);
  return { wallet, hold: hold.id };
}

/** An internal transfer goes to another wallet in the same currency (checked now, not at approval). */
async function assertReceiver(tx: Transaction, from: Account, toWalletId: number): Promise<void> {
  const { wallet: to } = await walletAndHold(tx, toWalletId);
  if (to.id === from.id || to.currency !== from.currency) {
    throw new LedgerError('INVALID_RECEIVER', 'An internal transfer needs another wallet in the same currency');
  }
}

async function changeStatus(tx: Transaction, transferId: number, to: TransferStatus, at: Date): Promise<Transfer> {
  const from = (Object.keys(NEXT_STATUSES) as TransferStatus[]).filter((status) => NEXT_STATUSES[status].includes(to));
  const [changed] = await tx
    .update(ledgerTransfers)
    .set({ status: to, updatedAt: at })
    .where(and(eq(ledgerTransfers.id, transferId), inArray(ledgerTransfers.status, from)))
    .returning();
  if (changed) return changed;
  const [current] = await tx
    .select({ status: ledgerTransfers.status })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.id, transferId));
  if (!current) throw new LedgerError('TRANSFER_NOT_FOUND', `No transfer ${transferId}`);
  throw new LedgerError('INVALID_TRANSITION', `Transfer ${transferId} is ${current.status}; it cannot become ${to}`);
}

function settlementKind(kind: TransferKind) {
  return kind === 'TOP_UP' ? 'TOP_UP' : 'SETTLE';
}

/** Who pays and who receives when a transfer completes; the fee always goes to fees_revenue. */
async function settlementLines(tx: Transaction, transfer: Transfer): Promise<PostingLine[]> {
  const amount = new Big(transfer.amount);
  const fee = new Big(transfer.fee);
  const feeLine = { accountId: await systemAccountId(tx, 'fees_revenue', transfer.currency), amount: fee };
  const clearing = await systemAccountId(tx, 'provider_clearing', transfer.currency);
  if (transfer.kind === 'TOP_UP') {
    return [
      { accountId: clearing, amount: amount.neg() },
      { accountId: transfer.accountId, amount: amount.minus(fee) },
      feeLine,
    ];
  }
  const { hold } = await walletAndHold(tx, transfer.accountId);
  const receiver = transfer.kind === 'INTERNAL' ? transfer.counterAccountId : clearing;
  if (receiver === null) throw new Error(`internal transfer ${transfer.id} without a receiving wallet`);
  return [{ accountId: hold, amount: amount.neg() }, { accountId: receiver, amount: amount.minus(fee) }, feeLine];
}
