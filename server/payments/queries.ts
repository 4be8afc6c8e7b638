/** Reading an account's saved payment methods. Removed methods are invisible except where said. */
import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { type PaymentRow, payments } from '../db/schema/payments.ts';
import { ApiError } from '../errors/api-error.ts';

export type PaymentType = PaymentRow['paymentType'];

/** What identifies a saved bank account or e-wallet, whatever its name or currency. */
export type PaymentIdentity = Pick<PaymentRow, 'paymentType' | 'provider' | 'bankBin' | 'accountNumber' | 'email'>;

export interface PaymentFilters {
  readonly payment_type?: PaymentType | undefined;
  readonly payment_status?: PaymentRow['paymentStatus'] | undefined;
  readonly currency?: string | undefined;
}

const live = isNull(payments.removedAt);

export async function paymentById(db: Executor, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/** The account's method of this kind with this id, removed ones included; someone else's is NOT_FOUND. */
export async function findOwnPayment(
  db: Executor,
  accountId: number,
  id: number,
  type: PaymentType,
): Promise<PaymentRow> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.accountId, accountId), eq(payments.paymentType, type)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/** Defaults first, then newest (the contract's order). */
export async function listOwnPayments(
  db: Executor,
  accountId: number,
  filters: PaymentFilters,
  page: { page: number; limit: number },
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where = and(
    eq(payments.accountId, accountId),
    live,
    filters.payment_type === undefined ? undefined : eq(payments.paymentType, filters.payment_type),
    filters.payment_status === undefined ? undefined : eq(payments.paymentStatus, filters.payment_status),
    filters.currency === undefined ? undefined : eq(payments.currency, filters.currency),
  );
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.isDefault), desc(payments.createdAt), desc(payments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows, total: await countWhere(db, where) };
}

async function countWhere(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(where);
  return row?.total ?? 0;
}

export function countLivePayments(db: Executor, accountId: number): Promise<number> {
  return countWhere(db, and(eq(payments.accountId, accountId), live));
}

/** Whether the account already saved this bank account or e-wallet (other than `exceptId`). */
export async function isAlreadySaved(
  db: Executor,
  accountId: number,
  identity: PaymentIdentity,
  exceptId: number | null,
): Promise<boolean> {
  const same = (column: AnyPgColumn, value: string | null) => (value === null ? isNull(column) : eq(column, value));
  const total = await countWhere(
    db,
    and(
      eq(payments.accountId, accountId),
      live,
      eq(payments.paymentType, identity.paymentType),
      eq(payments.provider, identity.provider),
      same(payments.bankBin, identity.bankBin),
      same(payments.accountNumber, identity.accountNumber),
      same(payments.email, identity.email),
      exceptId === null ? undefined : ne(payments.id, exceptId),
    ),
  );
  return total > 0;
}
