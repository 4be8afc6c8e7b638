/**
 * Saving, replacing and removing an account's payment methods. A new or changed method waits for an
 * operator (PENDING); a method is never deleted, only marked removed, because withdrawals name it.
 */
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/users.ts';
import { type AccountLimit, assertBelowLimit } from '../db/account-limit.ts';
import type { Database, Executor } from '../db/client.ts';
import { type PaymentRow, payments } from '../db/schema/payments.ts';
import { ApiError } from '../errors/api-error.ts';
import { handOverDefault, hasDefault, setDefault } from './defaults.ts';
import { detailsChange, type PaymentDetails } from './details.ts';
import { isPaymentInUse } from './in-use.ts';
import { countLivePayments, findOwnPayment, isAlreadySaved, type PaymentType, paymentById } from './queries.ts';

/** One page of the list (SPEC section 9: payments page size 100) shows them all. */
export const MAX_SAVED_PAYMENTS = 100;

const SAVED_PAYMENTS: AccountLimit = {
  max: MAX_SAVED_PAYMENTS,
  code: 'PAYMENT_LIMIT_REACHED',
  count: countLivePayments,
};

/** The unique indexes back up the duplicate check against two saves racing each other. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('PAYMENT_DUPLICATE');
    throw error;
  }
}

async function assertNotInUse(db: Executor, id: number): Promise<void> {
  if (await isPaymentInUse(db, id)) throw new ApiError('PAYMENT_IN_USE');
}

/** The first method of its kind and currency becomes the default even when not asked to. */
export function addPayment(
  db: Database,
  accountId: number,
  details: PaymentDetails,
  isDefault: boolean,
  now: Date,
): Promise<PaymentRow> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      await assertBelowLimit(tx, accountId, SAVED_PAYMENTS);
      if (await isAlreadySaved(tx, accountId, details, null)) throw new ApiError('PAYMENT_DUPLICATE');
      const [row] = await tx
        .insert(payments)
        .values({ ...details, accountId, paymentStatus: 'PENDING', isDefault: false, createdAt: now, updatedAt: now })
        .returning();
      if (row === undefined) throw new Error('Payment insert returned no row');
      if (isDefault || !(await hasDefault(tx, row))) await setDefault(tx, row, true);
      return paymentById(tx, row.id);
    }),
  );
}

async function findLive(db: Executor, accountId: number, id: number, type: PaymentType): Promise<PaymentRow> {
  const row = await findOwnPayment(db, accountId, id, type);
  if (row.removedAt !== null) throw new ApiError('NOT_FOUND');
  return row;
}

/** Replace a method; changing anything but `is_default` sends it back to PENDING. */
export function replacePayment(
  db: Database,
  accountId: number,
  id: number,
  details: PaymentDetails,
  isDefault: boolean,
  now: Date,
): Promise<PaymentRow> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const row = await findLive(tx, accountId, id, details.paymentType);
      const changed = detailsChange(row, details);
      if (changed) {
        await assertNotInUse(tx, id);
        if (await isAlreadySaved(tx, accountId, details, id)) throw new ApiError('PAYMENT_DUPLICATE');
      }
      const review = changed ? { ...details, paymentStatus: 'PENDING' as const, rejectedReason: null } : {};
      await tx
        .update(payments)
        .set({ ...review, isDefault: false, updatedAt: now })
        .where(eq(payments.id, id));
      const updated = await paymentById(tx, id);
      if (!isDefault || row.currency !== updated.currency) await handOverDefault(tx, row);
      if (isDefault) await setDefault(tx, updated, true);
      return paymentById(tx, id);
    }),
  );
}

/** Remove a method; removing one already removed succeeds and changes nothing. */
export function removePayment(db: Database, accountId: number, id: number, type: PaymentType, now: Date) {
  return db.transaction(async (tx) => {
    const row = await findOwnPayment(tx, accountId, id, type);
    if (row.removedAt !== null) return;
    await assertNotInUse(tx, id);
    await tx.update(payments).set({ removedAt: now, updatedAt: now }).where(eq(payments.id, id));
    await handOverDefault(tx, row);
  });
}
