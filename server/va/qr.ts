/**
 * QR merchants and their codes. A code is stored PENDING until paid (APPROVED); a PENDING code past its
 * expires_at reads as EXPIRED, so nothing has to sweep codes and a payment racing the expiry is judged by
 * one comparison with the same clock.
 */
import { randomBytes } from 'node:crypto';
import Big from 'big.js';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { QrCodeType, QrMerchantType } from '../../src/contract/calls/va.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  type QrCodeRow,
  type QrMerchantRow,
  qrCodes,
  qrMerchants,
  type VirtualAccountRow,
  virtualAccounts,
} from '../db/schema/va.ts';
import { ApiError } from '../errors/api-error.ts';
import { decimalString } from '../ledger/decimal.ts';
import { assertQrWhitelisted } from './flags.ts';
import { bankBinOf, vietQrPayload } from './qr-payload.ts';
import { QR_VALID_SECONDS } from './settings.ts';
import { likePattern, type VaStatus } from './store.ts';
import { type VaTotals, vaTotals, zeroTotals } from './totals.ts';

type MerchantWithVa = { merchant: QrMerchantRow; va: VirtualAccountRow };

export function qrStatusAt(row: Pick<QrCodeRow, 'status' | 'expiresAt'>, now: Date): QrCodeType['status'] {
  return row.status === 'PENDING' && row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : row.status;
}

export function qrCodeView(row: QrCodeRow, now: Date): QrCodeType {
  return {
    id: row.id,
    qr_merchant_id: row.qrMerchantId,
    payload: row.payload,
    amount: row.amount === null ? null : decimalString(row.amount),
    currency: row.currency,
    description: row.description,
    status: qrStatusAt(row, now),
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function qrMerchantView(merchant: QrMerchantRow, va: VirtualAccountRow, totals: VaTotals): QrMerchantType {
  return {
    id: merchant.id,
    name: merchant.name,
    virtual_account: {
      id: va.id,
      account_number: va.accountNumber,
      account_name: va.accountName,
      bank_short_name: va.bankShortName,
    },
    status: va.status,
    totals,
    created_at: merchant.createdAt.toISOString(),
  };
}

export interface MerchantFilters {
  readonly status?: VaStatus | undefined;
  readonly search?: string | undefined;
}

function merchantWhere(accountId: number, filters: MerchantFilters): SQL | undefined {
  const search = filters.search ? likePattern(filters.search) : undefined;
  return and(
    eq(qrMerchants.ownerId, accountId),
    filters.status === undefined ? undefined : eq(virtualAccounts.status, filters.status),
    search === undefined
      ? undefined
      : or(ilike(qrMerchants.name, search), ilike(virtualAccounts.accountNumber, search)),
  );
}

/** The account's QR merchants, newest first, with their VA's totals (one aggregate query per page). */
export async function listQrMerchants(
  db: Executor,
  accountId: number,
  filters: MerchantFilters,
  page: { page: number; limit: number },
  now: Date,
): Promise<{ items: QrMerchantType[]; total: number }> {
  const where = merchantWhere(accountId, filters);
  const rows: MerchantWithVa[] = await db
    .select({ merchant: qrMerchants, va: virtualAccounts })
    .from(qrMerchants)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, qrMerchants.virtualAccountId))
    .where(where)
    .orderBy(desc(qrMerchants.createdAt), desc(qrMerchants.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db
    .select({ total: count() })
    .from(qrMerchants)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, qrMerchants.virtualAccountId))
    .where(where);
  const totals = await vaTotals(
    db,
    rows.map((row) => row.va),
    now,
  );
  const items = rows.map(({ merchant, va }) =>
    qrMerchantView(merchant, va, totals.get(va.id) ?? zeroTotals(va.currency)),
  );
  return { items, total: total?.total ?? 0 };
}

async function ownMerchant(db: Executor, accountId: number, id: number): Promise<MerchantWithVa> {
  const [row] = await db
    .select({ merchant: qrMerchants, va: virtualAccounts })
    .from(qrMerchants)
    .innerJoin(virtualAccounts, eq(virtualAccounts.id, qrMerchants.virtualAccountId))
    .where(and(eq(qrMerchants.id, id), eq(qrMerchants.ownerId, accountId)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row;
}

/** One code of the account's merchants; anyone else's reads as not found, never as forbidden. */
export async function findOwnQrCode(db: Executor, accountId: number, id: number): Promise<QrCodeRow> {
  const [row] = await db
    .select({ code: qrCodes })
    .from(qrCodes)
    .innerJoin(qrMerchants, eq(qrMerchants.id, qrCodes.qrMerchantId))
    .where(and(eq(qrCodes.id, id), eq(qrMerchants.ownerId, accountId)));
  if (row === undefined) throw new ApiError('NOT_FOUND');
  return row.code;
}

/** VND has no minor unit (PRODUCT.md section 4: VND whole numbers, USD 2 decimals). */
const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { VND: 0, USD: 2 };

function qrAmount(amount: string | undefined, currency: string): string | null {
  if (amount === undefined) return null;
  const value = new Big(amount);
  const decimals = CURRENCY_DECIMALS[currency] ?? 2;
  if (!value.round(decimals, Big.roundDown).eq(value)) {
    throw new ApiError('VALIDATION_FAILED', {
      fields: { amount: [{ key: 'amount_precision', params: { decimals } }] },
    });
  }
  return decimalString(value);
}

export interface NewQrCode {
  readonly qr_merchant_id: number;
  readonly amount?: string | undefined;
  readonly description: string;
}

export async function createQrCode(db: Database, accountId: number, input: NewQrCode, now: Date): Promise<QrCodeRow> {
  await assertQrWhitelisted(db, accountId);
  const { merchant, va } = await ownMerchant(db, accountId, input.qr_merchant_id);
  if (va.status !== 'ACTIVE') throw new ApiError('VA_NOT_ACTIVE');
  const amount = qrAmount(input.amount, va.currency);
  const payload = vietQrPayload({
    bankBin: bankBinOf(va.bankShortName),
    accountNumber: va.accountNumber,
    currency: va.currency,
    amount,
    description: input.description,
    reference: randomBytes(8).toString('hex').toUpperCase(),
  });
  const [row] = await db
    .insert(qrCodes)
    .values({
      qrMerchantId: merchant.id,
      payload,
      amount,
      currency: va.currency,
      description: input.description,
      status: 'PENDING',
      expiresAt: new Date(now.getTime() + QR_VALID_SECONDS * 1000),
      createdAt: now,
    })
    .returning();
  if (row === undefined) throw new Error('QR code insert returned no row');
  return row;
}
