/**
 * Creating a QR merchant (src/features/qr/new-merchant-store.ts) and the list taking it on top
 * (merchants-store.ts `added`): the banks offered, the body sent, a refusal answered to the form.
 */
import { describe, expect, it, vi } from 'vitest';
import type { QrMerchantType } from '../../../src/contract/calls/va.ts';
import { createMerchantsStore } from '../../../src/features/qr/merchants-store.ts';
import { createNewMerchantStore } from '../../../src/features/qr/new-merchant-store.ts';
import type { ApiFailure } from '../../../src/lib/http/errors.ts';

vi.mock('../../../src/stores/api.ts', () => ({ api: {} }));

const totals = {
  received: { amount: '0', currency: 'VND' },
  received_this_month: { amount: '0', currency: 'VND' },
  transaction_count: 0,
};

const merchant = (id: number, status: QrMerchantType['status'] = 'ACTIVE'): QrMerchantType => ({
  id,
  name: `Shop ${id}`,
  virtual_account: {
    id: id + 100,
    account_number: `96260000${id}`,
    account_name: `SHOP ${id}`,
    bank_short_name: 'BIDV',
  },
  status,
  totals,
  created_at: '2026-03-02T08:00:00.000Z',
});

const bank = { id: 1, short_name: 'BIDV', name: 'BIDV', logo: '', currencies: ['VND'] };
const refused: ApiFailure = { status: false, message: 'Limit', code: 'QR_MERCHANT_LIMIT_REACHED' };

describe('createNewMerchantStore', () => {
  it('offers the available banks, and says why when they cannot be read', async () => {
    const listAvailableBanks = vi
      .fn()
      .mockResolvedValueOnce({ status: false, message: 'Network Error' })
      .mockResolvedValueOnce({ status: true, data: [bank] });
    const store = createNewMerchantStore({ api: { listAvailableBanks } as never, onCreated: vi.fn() });
    expect(store.$banks.get()).toEqual({ status: 'loading' });
    await store.loadBanks();
    expect(store.$banks.get()).toEqual({ status: 'error', failure: { status: false, message: 'Network Error' } });
    await store.loadBanks();
    expect(store.$banks.get()).toEqual({ status: 'ready', banks: [bank] });
  });

  it('sends the typed merchant and hands the created one on; a refusal goes back to the form, nothing handed', async () => {
    const created = merchant(7, 'PENDING');
    const createQrMerchant = vi
      .fn()
      .mockResolvedValueOnce(refused)
      .mockResolvedValueOnce({ status: true, data: created });
    const onCreated = vi.fn();
    const store = createNewMerchantStore({ api: { createQrMerchant } as never, onCreated });
    const input = { name: 'Quán Sáng', bank_short_name: 'BIDV' };
    expect(await store.create(input)).toEqual(refused);
    expect(onCreated).not.toHaveBeenCalled();
    expect(await store.create(input)).toBeUndefined();
    expect(createQrMerchant).toHaveBeenLastCalledWith({ body: input });
    expect(onCreated).toHaveBeenCalledExactlyOnceWith(created);
  });
});

describe('merchants-store added', () => {
  it('puts a created merchant on top of the list, once', async () => {
    const api = {
      getFeatureFlags: vi.fn(async () => ({
        status: true,
        data: { WHITELIST_CREATEQR_FE: true, WHITELIST_SEE_REMARK: false },
      })),
      listQrMerchants: vi.fn(async () => ({
        status: true,
        data: { items: [merchant(2), merchant(1)], total: 2, page: 1, limit: 100 },
      })),
    };
    const store = createMerchantsStore({ api: api as never, role: async () => 'director', refused: () => false });
    const stop = store.start();
    await vi.waitFor(() => expect(store.$state.get().status).toBe('ready'));
    const created = merchant(3, 'PENDING');
    store.added(created);
    store.added(created);
    const state = store.$state.get();
    expect(state.status === 'ready' ? state.merchants.map((item) => [item.id, item.status]) : null).toEqual([
      [3, 'PENDING'],
      [2, 'ACTIVE'],
      [1, 'ACTIVE'],
    ]);
    stop();
  });
});
