/**
 * The VA screens' stores, called as the islands call them against a fake API: the list's query from the address
 * bar, the money-arrived toast of /va, the holder-name rule of the create dialog, and the bulk update's review,
 * refused save (nothing lost) and save.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VirtualAccountType } from '../../../src/contract/calls/va.ts';
import { fakePage } from '../../stores/kit/fake-page.ts';

const server = vi.hoisted(() => ({
  calls: [] as { name: string; input: unknown }[],
  answers: {} as Record<string, (input: unknown) => unknown>,
}));

vi.mock('../../../src/stores/api.ts', () => ({
  api: new Proxy(
    {},
    {
      get: (_target, name: string) => async (input: unknown) => {
        server.calls.push({ name, input });
        const answer = server.answers[name];
        if (answer === undefined) throw new Error(`no answer for ${name}`);
        return answer(input);
      },
    },
  ),
}));

const { createVaList } = await import('../../../src/features/va/list-store.ts');
const { arrived, noteLoaded, onWalletUpdate } = await import('../../../src/features/va/overview-store.ts');
const { holderNameError } = await import('../../../src/features/va/create-store.ts');
const bulk = await import('../../../src/features/va/bulk-store.ts');
const { $toasts, clearToasts } = await import('../../../src/stores/toasts.ts');
const { resetAllStores } = await import('../../../src/stores/reset.ts');

function vaRow(id: number, bank: string, platform: { id: number; name: string } | null = null): VirtualAccountType {
  return {
    id,
    account_number: `970000${id}`,
    account_name: 'NGUYEN AN',
    bank: { short_name: bank, name: bank, logo: '/logo.svg' },
    platform,
    status: 'ACTIVE',
    wallet_type: 'VA_WALLET',
    currency: 'VND',
    totals: {
      received: { amount: '0', currency: 'VND' },
      received_this_month: { amount: '0', currency: 'VND' },
      transaction_count: 0,
    },
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  };
}

const page = (items: VirtualAccountType[]) => ({
  status: true,
  data: { items, total: items.length, page: 1, limit: 100 },
});

beforeEach(() => {
  server.calls.length = 0;
  server.answers = {};
});
afterEach(() => resetAllStores());

describe('the VA list’s query from the address bar', () => {
  it('reads status, bank, platform, search and page, drops what the call refuses, and sends the rest', async () => {
    server.answers.listVirtualAccounts = () => page([]);
    const list = createVaList(
      fakePage('?status=ACTIVE&bank=VCB&platform_id=3&search=an&page=2&status_x=1&wallet_type=QR_MERCHANT'),
    );
    list.start();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(list.$query.get()).toEqual({ status: 'ACTIVE', bank: 'VCB', platform_id: 3, search: 'an', page: 2 });
    expect(server.calls[0]?.input).toEqual({
      query: { status: 'ACTIVE', bank: 'VCB', platform_id: 3, search: 'an', page: 2 },
    });
  });
  it('drops a status that is not a VA status', async () => {
    server.answers.listVirtualAccounts = () => page([]);
    const list = createVaList(fakePage('?status=APPROVED&platform_id=abc'));
    list.start();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(list.$query.get()).toEqual({});
  });
  it('writes a new filter to the address and goes back to page 1', async () => {
    server.answers.listVirtualAccounts = () => page([]);
    const address = fakePage('?page=3');
    const list = createVaList(address);
    list.start();
    list.setFilters({ status: 'PENDING' });
    expect(address.address).toBe('?status=PENDING');
  });
});

describe('money arriving on /va', () => {
  beforeEach(() => clearToasts());

  it('is how much a balance grew; nothing when it did not, or when there is nothing to compare with', () => {
    expect(arrived('1000', '1500.5')?.toString()).toBe('500.5');
    expect(arrived('1000', '1000')).toBeNull();
    expect(arrived('1000', '900')).toBeNull();
    expect(arrived(undefined, '900')).toBeNull();
  });
  it('says so once per rise of the VA or QR-merchant balance, never for MAIN or an unchanged balance', () => {
    server.answers.getBalances = () => ({
      status: true,
      data: { type: 'QR_MERCHANT', balances: [], updated_at: '2026-11-01T00:00:00Z' },
    });
    noteLoaded('VA', 'VND', '1000');
    onWalletUpdate({ type: 'VA', currency: 'VND', balance: '1000', validate_balance: '1000' });
    expect($toasts.get()).toHaveLength(0);
    onWalletUpdate({ type: 'VA', currency: 'VND', balance: '251000', validate_balance: '251000' });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]?.description).toContain('250');
    onWalletUpdate({ type: 'MAIN', currency: 'VND', balance: '9999999', validate_balance: '9999999' });
    noteLoaded('QR_MERCHANT', 'VND', '0');
    onWalletUpdate({ type: 'QR_MERCHANT', currency: 'VND', balance: '20000', validate_balance: '20000' });
    expect($toasts.get()).toHaveLength(2);
    // A QR-merchant push also reads the QR balances again.
    expect(server.calls.some((call) => call.name === 'getBalances')).toBe(true);
  });
});

describe('the holder name of a new VA', () => {
  it('follows the contract’s PersonName rule', () => {
    expect(holderNameError('  Nguyen An  ')).toBeNull();
    expect(holderNameError('A')).not.toBeNull();
    expect(holderNameError('')).not.toBeNull();
    expect(holderNameError('x'.repeat(101))).not.toBeNull();
  });
});

describe('the bulk platform update', () => {
  const SHOPEE = { id: 1, code: 'SHOPEE', name: 'Shopee', logo: '/s.svg', website: null, used_count: 0 };
  const TIKI = { id: 3, code: 'TIKI', name: 'Tiki', logo: '/t.svg', website: null, used_count: 0 };

  beforeEach(() => {
    server.answers.listUnassignedVirtualAccounts = () => page([vaRow(10, 'VCB'), vaRow(11, 'VCB'), vaRow(12, 'VCB')]);
    server.answers.listAvailableBanks = () => ({
      status: true,
      data: [{ id: 7, short_name: 'VCB', name: 'VCB', logo: '/v.svg', currencies: ['VND'] }],
    });
    server.answers.listBankPlatforms = () => ({ status: true, data: [SHOPEE, TIKI] });
    server.answers.listVirtualAccounts = () => page([vaRow(1, 'VCB', TIKI)]);
  });

  function ready() {
    const state = bulk.$bulk.get();
    if (state.status !== 'ready') throw new Error(`not ready: ${state.status}`);
    return state;
  }

  it('offers each bank’s platforms most used first, reviews the choices, keeps them on a refusal, then saves', async () => {
    await bulk.loadBulk();
    expect(ready().platforms.VCB?.map((p) => p.name)).toEqual(['Tiki', 'Shopee']);
    bulk.choose(10, 1);
    bulk.chooseForAll(3);
    bulk.choose(11, null);
    expect(bulk.changesOf(ready()).map(({ va, platform }) => [va.id, platform.name])).toEqual([
      [10, 'Tiki'],
      [12, 'Tiki'],
    ]);
    bulk.review();
    expect(ready().step).toBe('review');

    server.answers.bulkUpdateVaPlatform = () => ({
      status: false,
      message: 'The platform is not available.',
      code: 'PLATFORM_NOT_FOUND',
    });
    await bulk.save();
    expect(ready().step).toBe('review');
    expect(ready().failure?.code).toBe('PLATFORM_NOT_FOUND');
    expect(bulk.changesOf(ready())).toHaveLength(2);

    server.answers.bulkUpdateVaPlatform = (input) => {
      const { items } = (input as { body: { items: { id: number; platform_id: number }[] } }).body;
      return { status: true, data: items.map((item) => vaRow(item.id, 'VCB', TIKI)) };
    };
    await bulk.save();
    const sent = server.calls.filter((call) => call.name === 'bulkUpdateVaPlatform').map((call) => call.input);
    expect(sent.at(-1)).toEqual({
      body: {
        items: [
          { id: 10, platform_id: 3 },
          { id: 12, platform_id: 3 },
        ],
      },
    });
    expect(ready().step).toBe('done');
    expect(ready().saved.map((row) => row.id)).toEqual([10, 12]);
  });

  it('does not review nothing', async () => {
    await bulk.loadBulk();
    bulk.review();
    expect(ready().step).toBe('choose');
  });
});
