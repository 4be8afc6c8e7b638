/**
 * The default method: the one withdrawals pre-select, at most one per account, kind and currency (a partial
 * unique index holds it). A removed or rejected default hands over to the newest approved method of its
 * kind and currency, if there is one.
 */
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type PaymentRow, payments } from '../db/schema/payments.ts';

type Scope = Pick<PaymentRow, 'accountId' | 'paymentType' | 'currency'>;

function inScope(scope: Scope) {
  return and(
    eq(payments.accountId, scope.accountId),
    eq(payments.paymentType, scope.paymentType),
    eq(payments.currency, scope.currency),
    isNull(payments.removedAt),
  );
}

export async function hasDefault(db: Executor, scope: Scope): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inScope(scope), eq(payments.isDefault, true)));
  return rows.length > 0;
}

/** Make `row` the default of its scope (or stop it being one). */
export async function setDefault(db: Executor, row: PaymentRow, isDefault: boolean): Promise<void> {
  if (isDefault) {
    await db
      .update(payments)
      .set({ isDefault: false })
      .where(and(inScope(row), ne(payments.id, row.id)));
  }
  await db.update(payments).set({ isDefault }).where(eq(payments.id, row.id));
}

/** After `row` stopped being usable: if it was the default, the newest approved method of its scope takes over. */
export async function handOverDefault(db: Executor, row: PaymentRow): Promise<void> {
  if (!row.isDefault) return;
  await db.update(payments).set({ isDefault: false }).where(eq(payments.id, row.id));
  const [heir] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inScope(row), ne(payments.id, row.id), eq(payments.paymentStatus, 'APPROVED')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (heir !== undefined) await db.update(payments).set({ isDefault: true }).where(eq(payments.id, heir.id));
}
