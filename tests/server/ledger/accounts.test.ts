import { beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import {
  findWallet,
  openStandardWallets,
  openWallet,
  systemAccountId,
  walletsOfKind,
} from '../../../server/ledger/accounts.ts';
import { DATABASE_SETUP_TIMEOUT_MS, onEveryDriver } from '../../setup/test-db.ts';

onEveryDriver('ledger accounts', (open) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('opens a wallet with its hold account once, however often asked', async () => {
    const { db } = handle;
    const key = { ownerId: 1, kind: 'VA' as const, currency: 'VND' };
    const [first, again] = await Promise.all([openWallet(db, key), openWallet(db, key)]);
    expect(again).toEqual(first);
    expect(first.hold).toMatchObject({ kind: 'HOLD', parentId: first.wallet.id, ownerId: 1, currency: 'VND' });
    expect(await findWallet(db, key)).toEqual(first);
    expect(await findWallet(db, { ...key, currency: 'USD' })).toBeNull();
  });

  it('gives a new user MAIN and VA wallets in VND', async () => {
    const { db } = handle;
    await openStandardWallets(db, { id: 2 });
    await openStandardWallets(db, { id: 2 });
    const kinds = await Promise.all((['MAIN', 'VA', 'QR_MERCHANT'] as const).map((kind) => walletsOfKind(db, 2, kind)));
    expect(kinds.map((wallets) => wallets.map(({ wallet }) => wallet.currency))).toEqual([['VND'], ['VND'], []]);
  });

  it('has one system account per name and currency', async () => {
    const { db } = handle;
    const ids = await Promise.all([
      systemAccountId(db, 'fees_revenue', 'VND'),
      systemAccountId(db, 'fees_revenue', 'VND'),
      systemAccountId(db, 'fees_revenue', 'USD'),
    ]);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});
