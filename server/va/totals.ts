/**
 * What a VA received: its APPROVED TOP_UP va_transactions — the gross amount payers sent (before the VA fee),
 * in the VA's currency, all time and since the Vietnam month began (by when the transfer arrived, created_at).
 * A QR payment counts for its merchant's VA whether the row names the VA or only the QR code. One aggregate
 * query for a whole page of VAs.
 */
import { sql } from 'drizzle-orm';
import type { VirtualAccountType } from '../../src/contract/calls/va.ts';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { decimalString } from '../ledger/decimal.ts';
import { vietnamMonthStart } from '../ledger/flows.ts';

export type VaTotals = VirtualAccountType['totals'];

interface TotalsRow extends Record<string, unknown> {
  va_id: number;
  received: string;
  received_this_month: string;
  transaction_count: number;
}

export function zeroTotals(currency: string): VaTotals {
  return {
    received: { amount: '0', currency },
    received_this_month: { amount: '0', currency },
    transaction_count: 0,
  };
}

/** Totals of these VAs (ids with their currency), keyed by VA id; a VA without money gets zeros. */
export async function vaTotals(
  db: Executor,
  vas: readonly { id: number; currency: string }[],
  now: Date,
): Promise<ReadonlyMap<number, VaTotals>> {
  const totals = new Map(vas.map((va) => [va.id, zeroTotals(va.currency)]));
  if (vas.length === 0) return totals;
  const ids = sql.join(
    vas.map((va) => sql`${va.id}::integer`),
    sql`, `,
  );
  const month = sql`${vietnamMonthStart(now).toISOString()}::timestamptz`;
  const rows = await selectRows<TotalsRow>(
    db,
    sql`SELECT va.id AS va_id,
               sum(t.amount)::text AS received,
               coalesce(sum(t.amount) FILTER (WHERE t.created_at >= ${month}), 0)::text AS received_this_month,
               count(*)::integer AS transaction_count
          FROM va_transactions t
          LEFT JOIN qr_codes q ON q.id = t.qr_code_id
          LEFT JOIN qr_merchants m ON m.id = q.qr_merchant_id
          JOIN virtual_accounts va ON va.id = coalesce(t.virtual_account_id, m.virtual_account_id)
                                  AND va.owner_id = t.owner_id
         WHERE t.type = 'TOP_UP' AND t.status = 'APPROVED' AND va.id IN (${ids})
         GROUP BY va.id`,
  );
  for (const row of rows) {
    const currency = totals.get(row.va_id)?.received.currency ?? 'VND';
    totals.set(row.va_id, {
      received: { amount: decimalString(row.received), currency },
      received_this_month: { amount: decimalString(row.received_this_month), currency },
      transaction_count: row.transaction_count,
    });
  }
  return totals;
}
