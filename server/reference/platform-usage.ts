/**
 * How many of an account's virtual accounts use each platform (the platform lists sort by it), through the
 * SQL function `va_platform_usage`: migration 0020 creates it answering no rows, the virtual-account
 * migration replaces it over its tables.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

export async function platformUsage(db: Executor, accountId: number): Promise<ReadonlyMap<number, number>> {
  const rows = await selectRows<{ platform_id: number; used_count: number }>(
    db,
    sql`SELECT platform_id, used_count FROM va_platform_usage(${accountId}::integer)`,
  );
  return new Map(rows.map((row) => [row.platform_id, row.used_count]));
}
