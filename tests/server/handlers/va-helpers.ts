/** Shared by the VA handler tests: people allowed to open VAs, VAs in a chosen status, paid-in money. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { featureFlags, qrMerchants, vaTransactions, virtualAccounts } from '../../../server/db/schema/va.ts';
import { approveVa } from '../../../server/va/decide.ts';
import { type CallOptions, json, type TestApi } from '../api/harness.ts';
import { type Team, team } from './account-session.ts';

export type Row = Record<string, unknown>;

/** A GOLD business at KYC level 3 with VA enabled, like the demo director. */
export function vaTeam(api: TestApi, fields: Parameters<typeof team>[1] = {}): Promise<Team> {
  return team(api, { kycLevel: 3, tier: 'GOLD', vaEnable: true, ...fields });
}

export async function dataOf(response: Response): Promise<Row> {
  const body = await json(response);
  expect([response.status, body.status], JSON.stringify(body)).toEqual([200, true]);
  return body.data as Row;
}

export async function expectError(response: Response, status: number, code: string): Promise<Row> {
  const body = await json(response);
  expect([response.status, body.code], JSON.stringify(body)).toEqual([status, code]);
  return body;
}

export function caller(api: TestApi) {
  return {
    v1: (method: string, path: string, options: CallOptions = {}) => api.call(method, `/api/v1${path}`, options),
    v2: (method: string, path: string, options: CallOptions = {}) => api.call(method, `/api/v2${path}`, options),
  };
}

/** Opens a VA through the API (BIDV unless told) and approves it unless asked to leave it PENDING. */
export async function openVa(api: TestApi, who: Team, body: Row = {}, approve = true): Promise<Row> {
  const response = await caller(api).v2('POST', '/virtual-accounts', {
    token: who.directorToken,
    body: { bank_short_name: 'BIDV', account_name: 'Công ty Minh Anh', ...body },
  });
  const va = await dataOf(response);
  if (approve) await approveVa(api.handle.db, Number(va.id), api.clock.now());
  return va;
}

export async function setVaStatus(api: TestApi, id: unknown, status: 'INACTIVE' | 'RESTRICTED' | 'ACTIVE') {
  await api.handle.db
    .update(virtualAccounts)
    .set({ status })
    .where(eq(virtualAccounts.id, Number(id)));
}

let codes = 0;

/** A VA transaction written as H4's flows would leave it (only the columns totals and statistics read). */
export async function paidIn(
  api: TestApi,
  fields: {
    ownerId: number;
    amount: string;
    at: Date;
    virtualAccountId?: number | null;
    qrCodeId?: number | null;
    status?: typeof vaTransactions.$inferInsert.status;
    type?: 'TOP_UP' | 'WITHDRAWAL';
  },
): Promise<void> {
  codes += 1;
  await api.handle.db.insert(vaTransactions).values({
    code: `TEST-${codes}`,
    ownerId: fields.ownerId,
    type: fields.type ?? 'TOP_UP',
    status: fields.status ?? 'APPROVED',
    balanceType: fields.qrCodeId ? 'QR_MERCHANT' : 'VA',
    amount: fields.amount,
    amountReceived: fields.amount,
    currency: 'VND',
    receivedCurrency: 'VND',
    source: { kind: 'EXTERNAL', account_name: 'NGUYEN VAN A', account_number: '0123456789', bank_name: 'VCB' },
    destination: { kind: 'WALLET', balance_type: 'VA' },
    virtualAccountId: fields.virtualAccountId ?? null,
    qrCodeId: fields.qrCodeId ?? null,
    createdAt: fields.at,
    updatedAt: fields.at,
  });
}

/** A QR merchant over a new ACTIVE QR_MERCHANT VA of the team; with the QR flag unless told. */
export async function qrMerchant(api: TestApi, who: Team, whitelisted = true): Promise<{ id: number; vaId: number }> {
  const va = await openVa(api, who);
  const db = api.handle.db;
  await db
    .update(virtualAccounts)
    .set({ walletType: 'QR_MERCHANT' })
    .where(eq(virtualAccounts.id, Number(va.id)));
  const [merchant] = await db
    .insert(qrMerchants)
    .values({ ownerId: who.director.id, virtualAccountId: Number(va.id), name: 'Shop' })
    .returning();
  if (merchant === undefined) throw new Error('no merchant');
  if (whitelisted) {
    await db
      .insert(featureFlags)
      .values({ ownerId: who.director.id, flag: 'WHITELIST_CREATEQR_FE' })
      .onConflictDoNothing();
  }
  return { id: merchant.id, vaId: Number(va.id) };
}
