/**
 * Whether an unfinished withdrawal pays out to a saved method (then it cannot change or go). The
 * withdrawals' own domain answers through the SQL function `payment_in_use` (migration 0020 creates it answering
 * false; the virtual-account migration replaces it over its tables).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

export async function isPaymentInUse(db: Executor, paymentId: number): Promise<boolean> {
  const rows = await selectRows<{ in_use: boolean }>(db, sql`SELECT payment_in_use(${paymentId}::integer) AS in_use`);
  return rows[0]?.in_use === true;
}
