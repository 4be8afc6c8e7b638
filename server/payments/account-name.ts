/**
 * The holder-name lookup of a Vietnamese bank account (NAPAS's, simulated): deterministic, so the demo
 * and the tests can rely on it. An account in the `bank_account_directory` table answers its stored name;
 * any other account at a supported bank answers a stable made-up name derived from its bank and number;
 * a number made of one repeated digit (`000000`, `1111111`) is nobody's account.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RateLimit } from '../auth/rate-limit.ts';
import type { Executor } from '../db/client.ts';
import { bankAccountDirectory } from '../db/schema/payments.ts';
import { ApiError } from '../errors/api-error.ts';
import { vnBankByBin } from '../reference/vn-banks.ts';

/** Lookups per person: 30 per 10 minutes is plenty for typing a few numbers, too few for harvesting names. */
export const BANK_NAME_LOOKUPS: RateLimit = { name: 'bank-name-lookups', limit: 30, windowMs: 10 * 60_000 };

const FAMILY = ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'HUYNH', 'PHAN', 'VU', 'VO', 'DANG', 'BUI', 'DO', 'HO', 'NGO'];
const MIDDLE = ['VAN', 'THI', 'DUC', 'MINH', 'NGOC', 'THANH', 'HOANG', 'QUOC', 'GIA', 'XUAN'];
const GIVEN = [
  'AN',
  'BINH',
  'CHAU',
  'DUNG',
  'GIANG',
  'HA',
  'HAI',
  'HIEU',
  'HOA',
  'HUNG',
  'KHANH',
  'LAN',
  'LINH',
  'LONG',
  'MAI',
  'NAM',
  'NHUNG',
  'PHONG',
  'QUANG',
  'SON',
  'TAM',
  'THAO',
  'TRANG',
  'TUAN',
  'VY',
];

function pick(list: readonly string[], byte: number): string {
  return list[byte % list.length] ?? '';
}

/** Upper case without diacritics, as banks print holder names: `Nguyễn Văn Đức` → `NGUYEN VAN DUC`. */
export function bankStyleName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The same person's name, whatever the case, accents or spacing. */
export function sameHolderName(a: string, b: string): boolean {
  return bankStyleName(a) === bankStyleName(b);
}

function madeUpName(bin: string, accountNumber: string): string {
  const bytes = createHash('sha256').update(`${bin}:${accountNumber}`).digest();
  return [pick(FAMILY, bytes[0] ?? 0), pick(MIDDLE, bytes[1] ?? 0), pick(GIVEN, bytes[2] ?? 0)].join(' ');
}

export async function lookupBankAccountName(db: Executor, bin: string, accountNumber: string): Promise<string> {
  if (vnBankByBin(bin) === undefined) throw new ApiError('BANK_NOT_SUPPORTED');
  if (/^(\d)\1*$/.test(accountNumber)) throw new ApiError('BANK_ACCOUNT_NOT_FOUND');
  const [known] = await db
    .select({ accountName: bankAccountDirectory.accountName })
    .from(bankAccountDirectory)
    .where(and(eq(bankAccountDirectory.bankBin, bin), eq(bankAccountDirectory.accountNumber, accountNumber)));
  return known?.accountName ?? madeUpName(bin, accountNumber);
}
