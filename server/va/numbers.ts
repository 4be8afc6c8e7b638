/**
 * VA account numbers: the bank's prefix and a zero-padded number from one sequence (va_account_number_seq),
 * so two VAs never share a number, at one bank or across banks, however many instances create them.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';

/** Made up per bank, like the collection prefixes partner banks assign. */
const PREFIXES: Readonly<Record<string, string>> = { BIDV: '9626', MSB: '8686', KLB: '3579', WOORI: '1004' };
const DIGITS = 8;

export function accountNumberOf(bankShortName: string, sequence: number): string {
  const prefix = PREFIXES[bankShortName];
  if (prefix === undefined) throw new Error(`No VA account-number prefix for ${bankShortName}`);
  return `${prefix}${String(sequence).padStart(DIGITS, '0')}`;
}

export async function nextAccountNumber(db: Executor, bankShortName: string): Promise<string> {
  const [row] = await selectRows<{ n: number }>(db, sql`SELECT nextval('va_account_number_seq')::integer AS n`);
  if (row === undefined) throw new Error('nextval answered no row');
  return accountNumberOf(bankShortName, row.n);
}
