/**
 * The operator's decision on a PENDING method (PRODUCT.md section 3), for the operator CLI and admin
 * endpoints. Each returns the decided row, so the caller can tell its owner (`accountId`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type PaymentRow, payments } from '../db/schema/payments.ts';
import { ApiError } from '../errors/api-error.ts';
import { handOverDefault } from './defaults.ts';
import { paymentById } from './queries.ts';

type Decision =
  | { paymentStatus: 'APPROVED'; rejectedReason: null }
  | { paymentStatus: 'REJECTED'; rejectedReason: string };

function decide(db: Database, id: number, decision: Decision, now: Date): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), isNull(payments.removedAt)))
      .for('update');
    if (row === undefined) throw new ApiError('NOT_FOUND');
    if (row.paymentStatus !== 'PENDING') throw new ApiError('ITEM_ALREADY_DECIDED');
    await tx
      .update(payments)
      .set({ ...decision, updatedAt: now })
      .where(eq(payments.id, id));
    // A rejected method cannot be paid out to, so it stops being the default.
    if (decision.paymentStatus === 'REJECTED') await handOverDefault(tx, row);
    return paymentById(tx, id);
  });
}

export function approvePayment(db: Database, id: number, now: Date = new Date()): Promise<PaymentRow> {
  return decide(db, id, { paymentStatus: 'APPROVED', rejectedReason: null }, now);
}

/** `reason` is shown to the owner (the Payment's `rejected_reason`). */
export async function rejectPayment(
  db: Database,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<PaymentRow> {
  const trimmed = reason.trim();
  if (trimmed === '') throw new ApiError('VALIDATION_FAILED', { fields: { reason: ['required'] } });
  return decide(db, id, { paymentStatus: 'REJECTED', rejectedReason: trimmed }, now);
}
