import { describe, expect, it } from 'vitest';
import { mayEditMethods, sortMethods } from '../../../src/features/payments/methods.ts';
import { createMethodsStore, type MethodsStoreOptions } from '../../../src/features/payments/methods-store.ts';
import type { Role } from '../../../src/lib/roles.ts';
import { settled } from '../../stores/kit/fake-browser.ts';
import { bankRecord, eWalletRecord, FakePaymentsApi } from './fake-payments-api.ts';

const EMAIL_ONLY = { two_factor_status: 'INACTIVE', two_factor_method: null, two_factor_enable_for: [] } as const;

async function setup(role: Role, fake = new FakePaymentsApi()) {
  const store = createMethodsStore({
    api: fake as unknown as MethodsStoreOptions['api'],
    profile: async () => ({ role, twoFactor: EMAIL_ONLY }),
    refused: () => false,
    newKey: () => 'key-1',
  });
  store.start();
  while (store.$state.get().status === 'loading') await settled();
  return { store, fake };
}

const methodIds = (store: Awaited<ReturnType<typeof setup>>['store']) => {
  const state = store.$state.get();
  return state.status === 'ready' ? state.methods.map((payment) => [payment.id, payment.is_default]) : [];
};

describe('who may change payment methods (PRODUCT.md section 4)', () => {
  it('the director only', () => {
    expect(mayEditMethods('director')).toBe(true);
    expect(mayEditMethods('financial')).toBe(false);
    expect(mayEditMethods('seller')).toBe(false);
    expect(mayEditMethods(null)).toBe(false);
  });

  it('FINANCE reads the list but cannot open a removal or change the default', async () => {
    const fake = new FakePaymentsApi();
    fake.payments = [bankRecord(1), eWalletRecord(2)];
    const { store } = await setup('financial', fake);
    expect(methodIds(store)).toHaveLength(2);
    store.askRemove(1);
    expect(store.$change.get()).toBeNull();
    expect(await store.makeDefault(2, 'x')).toBe(false);
    expect(fake.updates).toHaveLength(0);
  });
});

describe('the list', () => {
  it('puts defaults first, then banks, then the newest', () => {
    const sorted = sortMethods([
      eWalletRecord(1),
      bankRecord(2, { created_at: '2026-01-01T00:00:00.000Z' }),
      bankRecord(3, { created_at: '2026-02-01T00:00:00.000Z' }),
      eWalletRecord(4, { is_default: true }),
    ]);
    expect(sorted.map((payment) => payment.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('removing', () => {
  it('asks first, removes on yes, and reads the list again', async () => {
    const fake = new FakePaymentsApi();
    fake.payments = [bankRecord(1), eWalletRecord(2)];
    const { store } = await setup('director', fake);
    store.askRemove(1);
    expect(store.$change.get()).toMatchObject({ kind: 'remove', payment: { id: 1 } });
    expect(fake.removed).toEqual([]);
    expect(await store.confirmRemove()).toBe(true);
    expect(fake.removed).toEqual([1]);
    expect(store.$change.get()).toBeNull();
    expect(methodIds(store)).toEqual([[2, false]]);
  });

  it('cancel removes nothing', async () => {
    const fake = new FakePaymentsApi();
    fake.payments = [bankRecord(1)];
    const { store } = await setup('director', fake);
    store.askRemove(1);
    store.cancel();
    expect(store.$change.get()).toBeNull();
    expect(fake.removed).toEqual([]);
  });

  it('a refusal is said in the dialog and the method stays', async () => {
    const fake = new FakePaymentsApi();
    fake.payments = [bankRecord(1)];
    fake.refuseRemoval = true;
    const { store } = await setup('director', fake);
    store.askRemove(1);
    expect(await store.confirmRemove()).toBe(false);
    expect(store.$change.get()).toMatchObject({ busy: false, failure: { code: 'PAYMENT_IN_USE' } });
    expect(methodIds(store)).toEqual([[1, false]]);
  });
});

describe('the default', () => {
  it('an e-wallet becomes the default at once, unchanged otherwise', async () => {
    const fake = new FakePaymentsApi();
    fake.payments = [eWalletRecord(1, { is_default: true }), eWalletRecord(2)];
    const { store } = await setup('director', fake);
    expect(await store.makeDefault(2, 'x')).toBe(true);
    expect(fake.updates).toEqual([
      {
        id: 2,
        body: { currency: 'VND', provider: '9-pay', account_name: 'NGUYEN VAN A', email: 'a@b.vn', is_default: true },
      },
    ]);
    expect(methodIds(store)).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('a bank needs the update_bank code: nothing is sent before it, then one PUT with the w-token', async () => {
    const fake = new FakePaymentsApi();
    fake.payments = [bankRecord(1, { is_default: true }), bankRecord(2)];
    const { store } = await setup('director', fake);
    expect(await store.makeDefault(2, 'Payment method')).toBe(true);
    await settled();
    expect(fake.updates).toHaveLength(0);
    expect(fake.challenges).toBe(1);
    await store.confirm.submit(fake.codes.at(-1));
    await settled();
    expect(fake.updates).toHaveLength(1);
    expect(fake.updates[0]).toMatchObject({ id: 2, body: { is_default: true, account_number: '12345672' } });
    expect(fake.updates[0]?.wToken).toMatch(/^w-update_bank-/);
    expect(store.$change.get()).toBeNull();
    expect(methodIds(store)[0]).toEqual([2, true]);
  });
});
