import { beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { openWallet, systemAccountId } from '../../../server/ledger/accounts.ts';
import { balanceOf, balancesOf } from '../../../server/ledger/balances.ts';
import type { LedgerError } from '../../../server/ledger/errors.ts';
import {
  approveTransfer,
  closeTransfer,
  markInProgress,
  requestInternalTransfer,
  requestTopUp,
  requestWithdrawal,
} from '../../../server/ledger/transfers.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';
import { fundedWallet } from './helpers.ts';

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: LedgerError) => error.code,
  );
}

onEveryDriver('ledger transfers', (open) => {
  let handle: DatabaseHandle;
  let nextOwner = 1;
  const owner = () => nextOwner++;
  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  /** A wallet's available money (its own account) and held money (its HOLD account). */
  async function balances(wallet: { wallet: { id: number }; hold: { id: number } }) {
    const sums = await balancesOf(handle.db, [wallet.wallet.id, wallet.hold.id]);
    const available = sums.get(wallet.wallet.id) ?? '0';
    const held = sums.get(wallet.hold.id) ?? '0';
    return { available, held };
  }

  it('a top-up moves nothing until approved, then credits the amount less its fee', async () => {
    const { db } = handle;
    const wallet = await openWallet(db, { ownerId: owner(), kind: 'VA', currency: 'VND' });
    const fees = await systemAccountId(db, 'fees_revenue', 'VND');
    const feesBefore = await balanceOf(db, fees);
    const topUp = await requestTopUp(db, { walletId: wallet.wallet.id, amount: '500000', fee: '5000', source: 'bank' });
    expect([topUp.status, topUp.currency]).toEqual(['PENDING', 'VND']);
    expect(await balances(wallet)).toEqual({ available: '0', held: '0' });
    await markInProgress(db, topUp.id, 'WAITING');
    expect((await approveTransfer(db, topUp.id)).status).toBe('APPROVED');
    expect(await balances(wallet)).toEqual({ available: '495000', held: '0' });
    expect(Number(await balanceOf(db, fees)) - Number(feesBefore)).toBe(5000);
  });

  it('a withdrawal holds at once, settles to the provider with its fee, or is released', async () => {
    const { db } = handle;
    const wallet = await fundedWallet(db, owner(), '1000000');
    const clearing = await systemAccountId(db, 'provider_clearing', 'VND');
    const settled = await requestWithdrawal(db, {
      walletId: wallet.wallet.id,
      amount: '300000',
      fee: '10000',
      source: 'bank',
    });
    const refused = await requestWithdrawal(db, { walletId: wallet.wallet.id, amount: '200000', source: 'bank' });
    expect(await balances(wallet)).toEqual({ available: '500000', held: '500000' });
    const clearingBefore = Number(await balanceOf(db, clearing));
    await markInProgress(db, settled.id, 'PROCESS');
    await approveTransfer(db, settled.id);
    expect(Number(await balanceOf(db, clearing)) - clearingBefore).toBe(290000);
    expect(await balances(wallet)).toEqual({ available: '500000', held: '200000' });
    expect((await closeTransfer(db, refused.id, 'REJECTED')).status).toBe('REJECTED');
    expect(await balances(wallet)).toEqual({ available: '700000', held: '0' });
  });

  it('an internal transfer holds from one wallet and settles into the other', async () => {
    const { db } = handle;
    const ownerId = owner();
    const va = await fundedWallet(db, ownerId, '800', 'VA');
    const main = await openWallet(db, { ownerId, kind: 'MAIN', currency: 'VND' });
    const transfer = await requestInternalTransfer(db, {
      walletId: va.wallet.id,
      toWalletId: main.wallet.id,
      amount: '300',
      source: 'internal',
    });
    expect(await balances(va)).toEqual({ available: '500', held: '300' });
    await approveTransfer(db, transfer.id);
    expect([await balances(va), await balances(main)]).toEqual([
      { available: '500', held: '0' },
      { available: '300', held: '0' },
    ]);
    const usd = await openWallet(db, { ownerId, kind: 'VC', currency: 'USD' });
    const request = { walletId: va.wallet.id, amount: '1', source: 'internal' };
    expect(await codeOf(requestInternalTransfer(db, { ...request, toWalletId: usd.wallet.id }))).toBe(
      'INVALID_RECEIVER',
    );
    expect(await codeOf(requestInternalTransfer(db, { ...request, toWalletId: va.wallet.id }))).toBe(
      'INVALID_RECEIVER',
    );
  });

  it('follows the status rules: terminal states stay, unknown transfers are reported', async () => {
    const { db } = handle;
    const wallet = await fundedWallet(db, owner(), '100');
    const request = { walletId: wallet.wallet.id, amount: '10', source: 'bank' };
    const first = await requestWithdrawal(db, request);
    await markInProgress(db, first.id, 'WAITING');
    expect(await codeOf(closeTransfer(db, first.id, 'CANCELLED'))).toBe('INVALID_TRANSITION');
    await markInProgress(db, first.id, 'PROCESS');
    expect(await codeOf(markInProgress(db, first.id, 'WAITING'))).toBe('INVALID_TRANSITION');
    await approveTransfer(db, first.id);
    expect(await codeOf(approveTransfer(db, first.id))).toBe('INVALID_TRANSITION');
    expect(await codeOf(closeTransfer(db, first.id, 'REJECTED'))).toBe('INVALID_TRANSITION');
    const second = await requestWithdrawal(db, request);
    await closeTransfer(db, second.id, 'CANCELLED');
    expect(await codeOf(approveTransfer(db, second.id))).toBe('INVALID_TRANSITION');
    expect(await codeOf(approveTransfer(db, 987_654))).toBe('TRANSFER_NOT_FOUND');
    expect(await balances(wallet)).toEqual({ available: '90', held: '0' });
  });

  it('refuses bad amounts and unknown wallets', async () => {
    const { db } = handle;
    const wallet = await fundedWallet(db, owner(), '100');
    const base = { walletId: wallet.wallet.id, source: 'bank' };
    expect(await codeOf(requestTopUp(db, { ...base, amount: '0' }))).toBe('INVALID_AMOUNT');
    expect(await codeOf(requestTopUp(db, { ...base, amount: '-5' }))).toBe('INVALID_AMOUNT');
    expect(await codeOf(requestTopUp(db, { ...base, amount: '5', fee: '5' }))).toBe('INVALID_AMOUNT');
    expect(await codeOf(requestWithdrawal(db, { ...base, amount: '101' }))).toBe('INSUFFICIENT_BALANCE');
    expect(await codeOf(requestWithdrawal(db, { ...base, walletId: wallet.hold.id, amount: '1' }))).toBe(
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('settles a transfer once when two operators approve it together', async () => {
    const { db } = handle;
    const wallet = await fundedWallet(db, owner(), '100');
    const transfer = await requestWithdrawal(db, { walletId: wallet.wallet.id, amount: '60', source: 'bank' });
    const results = await Promise.allSettled([approveTransfer(db, transfer.id), approveTransfer(db, transfer.id)]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await balances(wallet)).toEqual({ available: '40', held: '0' });
  });
});
