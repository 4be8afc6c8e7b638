import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { openWallet } from '../../../server/ledger/accounts.ts';
import { vietnamMonthStart } from '../../../server/ledger/flows.ts';
import {
  approveTransfer,
  markInProgress,
  requestInternalTransfer,
  requestTopUp,
  requestWithdrawal,
} from '../../../server/ledger/transfers.ts';
import { walletBalances, walletView } from '../../../server/ledger/wallets.ts';
import { Wallet as WalletSchema } from '../../../src/contract/calls/wallets.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const THIS_MONTH = new Date('2026-03-02T09:00:00.000Z');
const LAST_MONTH = new Date('2026-02-20T09:00:00.000Z');
const LATEST = new Date('2026-03-10T12:34:56.789Z');

const none = { amount: '0', count: 0, detail: [] };
const one = (source: string, amount: string) => ({ amount, count: 1, detail: [{ source, amount, count: 1 }] });

describe('vietnamMonthStart', () => {
  it('starts months at midnight in Vietnam (17:00 UTC the day before)', () => {
    expect(vietnamMonthStart(new Date('2026-03-31T16:59:59Z')).toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(vietnamMonthStart(new Date('2026-03-31T17:00:00Z')).toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(vietnamMonthStart(new Date('2026-01-01T03:00:00Z')).toISOString()).toBe('2025-12-31T17:00:00.000Z');
  });
});

onEveryDriver('wallet view', (open) => {
  let handle: DatabaseHandle;
  const ownerId = 42;

  beforeAll(async () => {
    handle = await open();
    const { db } = handle;
    const main = await openWallet(db, { ownerId, kind: 'MAIN', currency: 'VND' });
    const va = await openWallet(db, { ownerId, kind: 'VA', currency: 'VND' });
    const walletId = main.wallet.id;
    const approved = async (id: number, at: Date) => approveTransfer(db, id, at);
    const topUp = (amount: string, source: string, at: Date) => requestTopUp(db, { walletId, amount, source, at });
    const withdraw = (amount: string, at: Date, fee = '0') =>
      requestWithdrawal(db, { walletId, amount, fee, source: 'bank', at });

    await approved((await topUp('1000000', 'bank', THIS_MONTH)).id, THIS_MONTH);
    await approved((await topUp('500000', 'ping-pong', LAST_MONTH)).id, LAST_MONTH);
    await topUp('300000', 'payoneer', THIS_MONTH);
    await withdraw('200000', THIS_MONTH);
    await markInProgress(db, (await withdraw('100000', LAST_MONTH)).id, 'WAITING', LAST_MONTH);
    await approved((await withdraw('50000', THIS_MONTH, '5000')).id, THIS_MONTH);
    const internal = { walletId, toWalletId: va.wallet.id, amount: '10000', source: 'internal', at: LATEST };
    await requestInternalTransfer(db, internal);
    await openWallet(db, { ownerId, kind: 'MAIN', currency: 'USD' });
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('derives balances and this month’s, pending and waiting amounts from the ledger', async () => {
    const view = await walletView(handle.db, { ownerId, type: 'MAIN', now: NOW });
    expect(WalletSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      type: 'MAIN',
      currency: 'VND',
      status: 'ACTIVE',
      validate_balance: '1140000',
      balance: '1450000',
      monthly_amount: { top_up: one('bank', '1000000'), withdraw: one('bank', '50000') },
      pending_amount: {
        top_up: one('payoneer', '300000'),
        withdraw: one('bank', '200000'),
        internal: one('internal', '10000'),
      },
      waiting_amount: { top_up: none, withdraw: one('bank', '100000'), internal: none },
      pending_monthly_amount: {
        top_up: one('payoneer', '300000'),
        withdraw: one('bank', '200000'),
        internal: one('internal', '10000'),
      },
      waiting_monthly_amount: { top_up: none, withdraw: none, internal: none },
      updated_at: LATEST.toISOString(),
    });
  });

  it('counts an incoming internal transfer on the receiving wallet without moving its money yet', async () => {
    const view = await walletView(handle.db, { ownerId, type: 'VA', now: NOW });
    expect(view).toMatchObject({
      balance: '0',
      validate_balance: '0',
      pending_amount: { internal: one('internal', '10000') },
    });
  });

  it('a new month in Vietnam empties the monthly amounts, not the open ones', async () => {
    const april = await walletView(handle.db, { ownerId, type: 'MAIN', now: new Date('2026-03-31T17:00:00Z') });
    expect(april?.monthly_amount).toEqual({ top_up: none, withdraw: none });
    expect(april?.pending_monthly_amount.withdraw).toEqual(none);
    expect(april?.pending_amount.withdraw).toEqual(one('bank', '200000'));
  });

  it('sums transfers per source, largest first', async () => {
    const { db } = handle;
    const other = await openWallet(db, { ownerId: ownerId + 1, kind: 'MAIN', currency: 'VND' });
    for (const [amount, source] of [
      ['100', 'bank'],
      ['250', 'payoneer'],
      ['200', 'bank'],
    ] as const) {
      const transfer = await requestTopUp(db, { walletId: other.wallet.id, amount, source, at: THIS_MONTH });
      await approveTransfer(db, transfer.id, THIS_MONTH);
    }
    const view = await walletView(db, { ownerId: ownerId + 1, type: 'MAIN', now: NOW });
    expect(view?.monthly_amount.top_up).toEqual({
      amount: '550',
      count: 3,
      detail: [
        { source: 'bank', amount: '300', count: 2 },
        { source: 'payoneer', amount: '250', count: 1 },
      ],
    });
  });

  it('answers null for a wallet the user does not have', async () => {
    expect(await walletView(handle.db, { ownerId, type: 'QR_MERCHANT', now: NOW })).toBeNull();
    expect(await walletView(handle.db, { ownerId: 7, type: 'MAIN', now: NOW })).toBeNull();
  });

  it('lists the balances of a type per currency, VND first', async () => {
    const { balances, updated_at } = await walletBalances(handle.db, ownerId, 'MAIN');
    expect(balances).toEqual([
      { currency: 'VND', balance: '1450000', validate_balance: '1140000', pending: '310000' },
      { currency: 'USD', balance: '0', validate_balance: '0', pending: '0' },
    ]);
    expect(updated_at).not.toBeNull();
    expect(await walletBalances(handle.db, ownerId, 'QR_MERCHANT')).toEqual({ balances: [], updated_at: null });
  });
});
