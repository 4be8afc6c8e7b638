/** Operator kind `payment`: saved withdrawal destinations waiting for review (server/payments/decide.ts). */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { OperatorItemType } from '../../../src/contract/calls/operator.ts';
import type { Database } from '../../db/client.ts';
import { type PaymentRow, payments } from '../../db/schema/payments.ts';
import { notify } from '../../notifications/store.ts';
import { approvePayment, rejectPayment } from '../../payments/decide.ts';
import { maskEmail } from '../../people/mask.ts';
import { customerOf, maskAccount } from '../format.ts';
import { customerRow, reviewKind } from '../review.ts';

/** `Vietcombank ••1234`, or the e-wallet provider and its masked address: what the customer recognises. */
function destination(row: PaymentRow): string {
  if (row.paymentType === 'BANK') return `${row.bankName ?? 'Bank'} ${maskAccount(row.accountNumber)}`;
  return `${row.provider} ${maskEmail(row.email ?? '')}`;
}

async function toItem(db: Database, row: PaymentRow): Promise<OperatorItemType> {
  const label = row.paymentType === 'BANK' ? 'Bank account' : 'E-wallet';
  return {
    id: row.id,
    kind: 'payment',
    status: row.paymentStatus,
    customer: customerOf(await customerRow(db, row.accountId)),
    summary: `${label} ${destination(row)} (${row.accountName}), ${row.currency}`,
    amount: null,
    details: {
      payment_type: row.paymentType,
      provider: row.provider,
      currency: row.currency,
      account_name: row.accountName,
      bank_name: row.bankName,
      bank_bin: row.bankBin,
      account_number: maskAccount(row.accountNumber) || null,
    },
    created_at: row.createdAt.toISOString(),
    decided_at: row.paymentStatus === 'PENDING' ? null : row.updatedAt.toISOString(),
    reason: row.rejectedReason,
  };
}

export const payment = reviewKind<PaymentRow>({
  async list(db, status, { page, limit }) {
    const where = and(eq(payments.paymentStatus, status), isNull(payments.removedAt));
    const rows = await db
      .select()
      .from(payments)
      .where(where)
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [total] = await db.select({ total: count() }).from(payments).where(where);
    return { items: await Promise.all(rows.map((row) => toItem(db, row))), total: total?.total ?? 0, page, limit };
  },
  load: async (db, id) => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), isNull(payments.removedAt)));
    return row;
  },
  statusOf: (row) => row.paymentStatus,
  toItem,
  approve: (db, id, now) => approvePayment(db, id, now),
  reject: (db, id, reason, now) => rejectPayment(db, id, reason, now),
  announce: async (db, row, { bus }) => {
    const approved = row.paymentStatus === 'APPROVED';
    await notify(db, bus, {
      userId: row.accountId,
      group: 'important',
      kind: approved ? 'PAYMENT_APPROVED' : 'PAYMENT_REJECTED',
      params: { name: destination(row), ...(approved ? {} : { reason: row.rejectedReason ?? '' }) },
      link: '/setting/payment',
    });
  },
});
