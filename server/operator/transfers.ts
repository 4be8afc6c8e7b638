/**
 * Top-ups and withdrawals as operator kinds: ledger transfers of that kind (server/ledger/transfers.ts).
 * PENDING, WAITING and PROCESS all wait for the operator; approval settles the money (a top-up credits the
 * wallet, a withdrawal pays the held money out), rejection releases a withdrawal's hold. The reason and the
 * moment of the decision live in operator_decisions, since a transfer row keeps only its status.
 */
import Big from 'big.js';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { OperatorItemType } from '../../src/contract/calls/operator.ts';
import type { TransactionPartyType } from '../../src/contract/calls/va.ts';
import type { Database, Executor } from '../db/client.ts';
import { ledgerAccounts, ledgerTransfers, type TransferStatus } from '../db/schema/ledger.ts';
import { type OperatorDecisionRow, operatorDecisions } from '../db/schema/operator.ts';
import { vaTransactions } from '../db/schema/va.ts';
import { deliverAfterCommit } from '../developers/events.ts';
import { ApiError } from '../errors/api-error.ts';
import { publishTransactionUpdated, publishWalletUpdated } from '../events/publish.ts';
import { decimalString } from '../ledger/decimal.ts';
import { LedgerError } from '../ledger/errors.ts';
import { approveTransfer, closeTransfer, OPEN_STATUSES, type Transfer } from '../ledger/transfers.ts';
import { walletView } from '../ledger/wallets.ts';
import { notify } from '../notifications/store.ts';
import { maskEmail } from '../people/mask.ts';
import { transactionLink } from '../provider/announce.ts';
import { customerOf, maskAccount, noticeAmount, operatorAmount } from './format.ts';
import { customerRow, type DecisionContext, type OperatorKind, type ReviewStatusName, reviewKind } from './review.ts';

type TransferKind = 'TOP_UP' | 'WITHDRAWAL';

interface TransferRow {
  readonly transfer: Transfer;
  readonly decision: OperatorDecisionRow | null;
  readonly ownerId: number;
  readonly walletKind: string;
  /** Where a VA withdrawal pays out (its va_transactions row), else null. */
  readonly destination: TransactionPartyType | null;
  /** The transaction the customer sees for it (its va_transactions row), if any: what links and events name. */
  readonly transaction: { readonly id: number; readonly status: string; readonly qrCodeId: number | null } | null;
}

const LABEL: Readonly<Record<TransferKind, string>> = { TOP_UP: 'Top-up', WITHDRAWAL: 'Withdrawal' };
const WEBHOOK_PREFIX = { TOP_UP: 'topup', WITHDRAWAL: 'withdrawal' } as const;
const CANCELLED_NOTE = 'Cancelled by the customer';
const EXPIRED_NOTE = 'Expired before any money arrived';
/** The wallet kinds with a balance the customer sees (a VC wallet's money shows on its cards). */
const BALANCES = ['MAIN', 'VA', 'QR_MERCHANT'] as const;

function isBalance(kind: string): kind is (typeof BALANCES)[number] {
  return (BALANCES as readonly string[]).includes(kind);
}

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      transfer: ledgerTransfers,
      decision: operatorDecisions,
      ownerId: ledgerAccounts.ownerId,
      walletKind: ledgerAccounts.kind,
      destination: vaTransactions.destination,
      transactionId: vaTransactions.id,
      transactionStatus: vaTransactions.status,
      qrCodeId: vaTransactions.qrCodeId,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.accountId))
    .leftJoin(operatorDecisions, eq(operatorDecisions.transferId, ledgerTransfers.id))
    .leftJoin(vaTransactions, eq(vaTransactions.transferId, ledgerTransfers.id))
    .where(where);
}

function asRow(row: Awaited<ReturnType<typeof selectRows>>[number]): TransferRow {
  if (row.ownerId === null) throw new Error(`transfer ${row.transfer.id} of a system account`);
  const { transfer, decision, ownerId, walletKind, destination, transactionId, transactionStatus, qrCodeId } = row;
  const transaction =
    transactionId === null || transactionStatus === null
      ? null
      : { id: transactionId, status: transactionStatus, qrCodeId };
  return { transfer, decision, ownerId, walletKind, destination, transaction };
}

/** A CANCELLED transfer was closed by its customer: the operator can decide it neither way. */
function reviewStatus(status: TransferStatus): ReviewStatusName | 'CANCELLED' {
  if ((OPEN_STATUSES as readonly string[]).includes(status)) return 'PENDING';
  return status as ReviewStatusName | 'CANCELLED';
}

function statusFilter(status: ReviewStatusName): SQL {
  return status === 'PENDING'
    ? inArray(ledgerTransfers.status, [...OPEN_STATUSES])
    : eq(ledgerTransfers.status, status);
}

/** `Vietcombank ••6789` for a bank account, the masked address of an e-wallet: enough to check, not to use. */
function payoutLabel(destination: TransactionPartyType | null): string | null {
  if (destination?.kind !== 'PAYMENT') return null;
  if (destination.payment_type !== 'BANK')
    return `${destination.account_name} ${maskEmail(destination.account_number ?? '')}`;
  return `${destination.bank_name ?? 'Bank'} ${maskAccount(destination.account_number)}`;
}

function summary({ transfer, walletKind, destination }: TransferRow, kind: TransferKind): string {
  const direction = kind === 'TOP_UP' ? 'to' : 'from';
  const fee = new Big(transfer.fee).eq(0) ? '' : ` (fee ${operatorAmount(transfer.fee, transfer.currency)})`;
  const amount = operatorAmount(transfer.amount, transfer.currency);
  const payout = payoutLabel(destination);
  const to = payout === null ? '' : ` to ${payout}`;
  return `${LABEL[kind]} ${amount}${fee} ${direction} ${walletKind}${to} via ${transfer.source}`;
}

/** A top-up of the main wallet no money reached was closed by its expiry, not by its customer. */
function cancelledNote(row: TransferRow): string {
  return row.transaction?.status === 'EXPIRED' ? EXPIRED_NOTE : CANCELLED_NOTE;
}

async function toItem(db: Database, row: TransferRow, kind: TransferKind): Promise<OperatorItemType> {
  const { transfer, decision } = row;
  const status = reviewStatus(transfer.status);
  const cancelled = status === 'CANCELLED';
  return {
    id: transfer.id,
    kind: kind === 'TOP_UP' ? 'top-up' : 'withdrawal',
    status: cancelled ? 'REJECTED' : status,
    customer: customerOf(await customerRow(db, row.ownerId)),
    summary: summary(row, kind),
    amount: { amount: noticeAmount(transfer.amount, transfer.currency), currency: transfer.currency },
    details: {
      wallet: row.walletKind,
      transfer_status: transfer.status,
      fee: decimalString(transfer.fee),
      source: transfer.source,
      reference: transfer.reference,
      destination: payoutLabel(row.destination),
    },
    created_at: transfer.createdAt.toISOString(),
    decided_at: status === 'PENDING' ? null : (decision?.decidedAt ?? transfer.updatedAt).toISOString(),
    reason: cancelled ? cancelledNote(row) : (decision?.reason ?? null),
  };
}

/** Settle or close the transfer and record the decision, all or nothing. */
async function decideTransfer(db: Database, id: number, reason: string | null, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (reason === null) await approveTransfer(tx, id, now);
      else await closeTransfer(tx, id, 'REJECTED', now);
      await tx
        .insert(operatorDecisions)
        .values({ transferId: id, decision: reason === null ? 'APPROVED' : 'REJECTED', reason, decidedAt: now });
    });
  } catch (error) {
    // Another operator decided it between our read and our update.
    if (error instanceof LedgerError && error.code === 'INVALID_TRANSITION') throw new ApiError('ITEM_ALREADY_DECIDED');
    throw error;
  }
}

/** The customer's page of the transaction (server/provider/announce.ts), or the transactions list's detail. */
function linkOf(row: TransferRow): string {
  const { transaction } = row;
  if (transaction === null || !isBalance(row.walletKind)) return `/transactions/${row.transfer.id}`;
  return transactionLink({ id: transaction.id, qrCodeId: transaction.qrCodeId, balanceType: row.walletKind });
}

async function announce(db: Database, row: TransferRow, kind: TransferKind, ctx: DecisionContext) {
  const { bus, now } = ctx;
  const { transfer, ownerId } = row;
  const approved = transfer.status === 'APPROVED';
  // A top-up credits the amount less its fee; a withdrawal's customer gave the whole amount.
  const told = kind === 'TOP_UP' && approved ? new Big(transfer.amount).minus(transfer.fee) : new Big(transfer.amount);
  const params: Record<string, string> = {
    amount: noticeAmount(told.toFixed(), transfer.currency),
    currency: transfer.currency,
  };
  if (!approved) params.reason = row.decision?.reason ?? '';
  if (approved && kind === 'WITHDRAWAL') params.destination = payoutLabel(row.destination) ?? transfer.source;
  const prefix = kind === 'TOP_UP' ? 'TOP_UP' : 'WITHDRAW';
  await notify(db, bus, {
    userId: ownerId,
    group: 'important',
    kind: `${prefix}_${approved ? 'APPROVED' : 'REJECTED'}`,
    params,
    link: linkOf(row),
  });
  const decision = approved ? 'approved' : 'rejected';
  const money = {
    amount: decimalString(transfer.amount),
    fee: decimalString(transfer.fee),
    currency: transfer.currency,
  };
  const data = { transaction_id: transfer.id, status: transfer.status, ...money };
  await deliverAfterCommit(
    db,
    ownerId,
    `${WEBHOOK_PREFIX[kind]}.${decision}`,
    approved ? data : { ...data, reason: params.reason },
    ctx,
  );
  if (bus === null) return;
  const balance = isBalance(row.walletKind) ? row.walletKind : null;
  // The customer knows the transaction by its own id; a transfer without one (none today) by the transfer's.
  await publishTransactionUpdated(
    bus,
    ownerId,
    { id: row.transaction?.id ?? transfer.id, transaction_type: kind, status: transfer.status },
    balance,
  );
  if (balance === null) return;
  const wallet = await walletView(db, { ownerId, type: balance, currency: transfer.currency, now });
  if (wallet) await publishWalletUpdated(bus, ownerId, wallet);
}

export function transferKind(kind: TransferKind): OperatorKind {
  const ofKind = eq(ledgerTransfers.kind, kind);
  return reviewKind<TransferRow>({
    async list(db, status, { page, limit }) {
      const where = and(ofKind, statusFilter(status));
      const rows = await selectRows(db, where)
        .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ total: count() }).from(ledgerTransfers).where(where);
      const items = await Promise.all(rows.map((row) => toItem(db, asRow(row), kind)));
      return { items, total: total?.total ?? 0, page, limit };
    },
    load: async (db, id) => {
      const [row] = await selectRows(db, and(ofKind, eq(ledgerTransfers.id, id)));
      return row && asRow(row);
    },
    statusOf: (row) => reviewStatus(row.transfer.status),
    toItem: (db, row) => toItem(db, row, kind),
    approve: async (db, id, now) => {
      await decideTransfer(db, id, null, now);
      return reload(db, id);
    },
    reject: async (db, id, reason, now) => {
      if (reason === '') throw new ApiError('VALIDATION_FAILED', { fields: { reason: ['required'] } });
      await decideTransfer(db, id, reason, now);
      return reload(db, id);
    },
    announce: (db, row, ctx) => announce(db, row, kind, ctx),
  });

  async function reload(db: Database, id: number): Promise<TransferRow> {
    const [row] = await selectRows(db, eq(ledgerTransfers.id, id));
    if (row === undefined) throw new ApiError('NOT_FOUND');
    return asRow(row);
  }
}
