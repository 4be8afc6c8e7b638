/** Raw SQL through drizzle on either driver (both answer `{ rows }`; the shared type cannot say so). */
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Runs a query and returns its rows; cast numbers in SQL (`::int`, `::text`) so both drivers agree. */
export async function selectRows<Row extends Record<string, unknown>>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
