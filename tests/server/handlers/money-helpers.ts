/**
 * Shared by the top-up, invoice and internal-transfer tests: a team whose wallets are open, money-moving calls
 * with a fresh Idempotency-Key unless told, the demo payment routes on the test server's bus and clock, and
 * the simulated provider on the same clock.
 */
import { createDevTopUpPaymentApp } from '../../../server/dev/top-up-payment.ts';
import { createDevVaPaymentApp } from '../../../server/dev/va-payment.ts';
import { openStandardWallets } from '../../../server/ledger/accounts.ts';
import { walletView } from '../../../server/ledger/wallets.ts';
import { createSimulator } from '../../../server/provider/simulator.ts';
import type { TestApi } from '../api/harness.ts';
import { type Team, team } from './account-session.ts';

export type Row = Record<string, unknown>;

/** The config's SETTLE_DELAY_MS default: how long after the money arrives the provider credits it. */
export const SETTLE_DELAY_MS = 5000;

/** A team (GOLD business at KYC level 3, VA enabled, like the demo director) with its MAIN and VA wallets open. */
export async function moneyTeam(api: TestApi, fields: Parameters<typeof team>[1] = {}): Promise<Team> {
  const who = await team(api, { kycLevel: 3, tier: 'GOLD', vaEnable: true, ...fields });
  await openStandardWallets(api.handle.db, who.director);
  return who;
}

let keys = 0;

export interface MoneyCall {
  readonly token: string;
  readonly body: unknown;
  /** A fresh key unless given; null sends none. */
  readonly key?: string | null;
}

/** A money-moving POST or PUT of the client API (`/api/v1` + path). */
export function moneyCall(api: TestApi, method: string, path: string, call: MoneyCall): Promise<Response> {
  keys += 1;
  const key = call.key === undefined ? `money-intent-${keys}` : call.key;
  return api.call(method, `/api/v1${path}`, {
    token: call.token,
    body: call.body,
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** Calls a demo route on the test server's clock and bus; `demo: false` is a production server. */
export async function devPost(api: TestApi, path: string, body: unknown, demo = true): Promise<Response> {
  const deps = { db: api.handle.db, config: { demo }, bus: api.bus, clock: api.clock };
  const app = path === '/__dev/va-payment' ? createDevVaPaymentApp(deps) : createDevTopUpPaymentApp(deps);
  return app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

/** The simulated provider on the test server's database, bus and clock; webhooks go nowhere. */
export function provider(api: TestApi) {
  return createSimulator({
    db: api.handle.db,
    bus: api.bus,
    delayMs: SETTLE_DELAY_MS,
    clock: api.clock,
    deliver: async () => ({ statusCode: 204, error: null }),
  });
}

/** The wallet as GET /wallets/{type} answers it, at the test clock's now. */
export async function walletOf(api: TestApi, ownerId: number, type: 'MAIN' | 'VA') {
  const wallet = await walletView(api.handle.db, { ownerId, type, currency: 'VND', now: api.clock.now() });
  if (wallet === null) throw new Error(`no ${type} wallet`);
  return wallet;
}
