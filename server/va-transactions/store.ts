/**
 * va_transactions rows: creating one (with its reference code and first timeline step), changing its status
 * exactly once per step (conditional updates), and the contract views. A row describes a movement; its money
 * is the ledger transfer it names (`transfer_id`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VaTransactionSummaryType, VaTransactionType } from '../../src/contract/calls/va.ts';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { type VaTransactionRow, vaTransactionHistory, vaTransactions } from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { vietnamDate } from '../ledger/flows.ts';
import { type Viewer, visibleTo } from './list.ts';

export type VaStatus = VaTransactionRow['status'];
export type NewVaTransaction = Omit<typeof vaTransactions.$inferInsert, 'id' | 'code' | 'createdAt' | 'updatedAt'>;

/**
 * Reference prefixes: a withdrawal, money paid into a VA by bank transfer, a QR code paid in the app, a top-up
 * of the main wallet (server/top-ups/), a transfer between one's own wallets.
 */
export const CODE_PREFIX = {
  withdrawal: 'VAW',
  topUp: 'VAT',
  qrPayment: 'QRP',
  mainTopUp: 'TUP',
  internal: 'INT',
} as const;
export type CodePrefix = (typeof CODE_PREFIX)[keyof typeof CODE_PREFIX];

/** Statuses a VA transaction can still leave (the ledger's open transfer statuses). */
export const OPEN_VA_STATUSES = ['PENDING', 'WAITING', 'PROCESS'] as const satisfies readonly VaStatus[];

/**
 * `VAW-20261122-000123`: the day in Vietnam and the row id, so the code is unique without a counter. Invoices
 * are numbered the same way (`INV-…`, server/invoices/create.ts).
 */
export function transactionCode(prefix: CodePrefix | 'INV', id: number, at: Date): string {
  const day = vietnamDate(at).replaceAll('-', '');
  return `${prefix}-${day}-${String(id).padStart(6, '0')}`;
}

/** Inserts the row (PENDING unless told) and its first timeline step. */
export async function insertVaTransaction(
  db: Executor,
  prefix: CodePrefix,
  values: NewVaTransaction,
  at: Date,
): Promise<VaTransactionRow> {
  // The id is drawn first so the code can carry it in the same insert.
  const [next] = await selectRows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('va_transactions', 'id'))::int AS id`,
  );
  const id = Number(next?.id);
  const [row] = await db
    .insert(vaTransactions)
    .values({ ...values, id, code: transactionCode(prefix, id, at), createdAt: at, updatedAt: at })
    .returning();
  if (row === undefined) throw new Error('va_transactions insert returned no row');
  await db.insert(vaTransactionHistory).values({ transactionId: row.id, status: row.status, note: null, at });
  return row;
}

/**
 * Moves the row to `status` only from an open status other than it; null when it was not open (already
 * settled by someone else, or already there). The timeline gets a step only when the row changed.
 */
export async function changeVaStatus(
  db: Executor,
  id: number,
  status: VaStatus,
  at: Date,
  note: string | null = null,
): Promise<VaTransactionRow | null> {
  const from = OPEN_VA_STATUSES.filter((open) => open !== status);
  const [row] = await db
    .update(vaTransactions)
    .set({ status, updatedAt: at })
    .where(and(eq(vaTransactions.id, id), inArray(vaTransactions.status, from)))
    .returning();
  if (row === undefined) return null;
  await db.insert(vaTransactionHistory).values({ transactionId: id, status, note, at });
  return row;
}

/**
 * The account's transaction if the viewer's role may see it; another account's, or one of a balance the role
 * does not see (a SELLER's MAIN withdrawal), is NOT_FOUND alike, so its existence is not revealed.
 */
export async function findVisibleVaTransaction(db: Executor, viewer: Viewer, id: number): Promise<VaTransactionRow> {
  const [row] = await db
    .select()
    .from(vaTransactions)
    .where(and(eq(vaTransactions.id, id), visibleTo(viewer)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/** A list row; `seeRemark` is the caller's WHITELIST_SEE_REMARK flag. */
export function vaTransactionSummary(row: VaTransactionRow, seeRemark: boolean): VaTransactionSummaryType {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    status: row.status,
    balance_type: row.balanceType,
    amount: decimalString(row.amount),
    fee: decimalString(row.fee),
    rate: decimalString(row.rate),
    amount_received: decimalString(row.amountReceived),
    currency: row.currency,
    received_currency: row.receivedCurrency,
    source: row.source,
    destination: row.destination,
    qr_code_id: row.qrCodeId,
    remark: seeRemark ? row.remark : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The detail: the summary and its timeline, oldest first. */
export async function vaTransactionView(
  db: Executor,
  row: VaTransactionRow,
  seeRemark: boolean,
): Promise<VaTransactionType> {
  const steps = await db
    .select()
    .from(vaTransactionHistory)
    .where(eq(vaTransactionHistory.transactionId, row.id))
    .orderBy(asc(vaTransactionHistory.at), asc(vaTransactionHistory.id));
  return {
    ...vaTransactionSummary(row, seeRemark),
    status_history: steps.map((step) => ({ status: step.status, at: step.at.toISOString(), note: step.note })),
  };
}
