/** Operator decisions on ledger transfers (migration 0080_operator.sql). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const operatorDecisions = pgTable('operator_decisions', {
  transferId: integer('transfer_id').primaryKey(),
  decision: text('decision', { enum: ['APPROVED', 'REJECTED'] }).notNull(),
  /** What the customer is told; only for a rejection. */
  reason: text('reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }).notNull(),
});
export type OperatorDecisionRow = typeof operatorDecisions.$inferSelect;
